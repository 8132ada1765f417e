import { eq, inArray } from 'drizzle-orm';
import { courseDocuments } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TDocumentRow = typeof courseDocuments.$inferSelect;

export const documentRepository = {
  async insert(
    db: TDbOrTx,
    values: { ownerId: number; fileName: string; sizeBytes: number; pageCount: number },
  ): Promise<TDocumentRow> {
    const [row] = await db.insert(courseDocuments).values(values).returning();
    return row!;
  },

  async find(db: TDbOrTx, id: number): Promise<TDocumentRow | undefined> {
    const [row] = await db.select().from(courseDocuments).where(eq(courseDocuments.id, id));
    return row;
  },

  findMany: (db: TDbOrTx, ids: number[]) =>
    ids.length
      ? db.select().from(courseDocuments).where(inArray(courseDocuments.id, ids))
      : Promise.resolve([]),

  async delete(db: TDbOrTx, id: number) {
    await db.delete(courseDocuments).where(eq(courseDocuments.id, id));
  },
};
