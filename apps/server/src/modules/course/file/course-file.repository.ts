import { eq, inArray } from 'drizzle-orm';
import { courseFiles } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TCourseFileRow = typeof courseFiles.$inferSelect;

export const courseFileRepository = {
  async insert(
    db: TDbOrTx,
    values: { ownerId: number; fileName: string; sizeBytes: number; mime: string },
  ): Promise<TCourseFileRow> {
    const [row] = await db.insert(courseFiles).values(values).returning();
    return row!;
  },

  async find(db: TDbOrTx, id: number): Promise<TCourseFileRow | undefined> {
    const [row] = await db.select().from(courseFiles).where(eq(courseFiles.id, id));
    return row;
  },

  findMany: (db: TDbOrTx, ids: number[]) =>
    ids.length ? db.select().from(courseFiles).where(inArray(courseFiles.id, ids)) : Promise.resolve([]),
};
