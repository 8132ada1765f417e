import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import { examAttempts, examPaperItems, examPapers, exams } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { ownedByScope, type TManageScope } from '../../../platform/db/ownership.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

export type TPaperRow = typeof examPapers.$inferSelect;
export type TPaperInsert = typeof examPapers.$inferInsert;
export type TPaperItemRow = typeof examPaperItems.$inferSelect;

/** Papers and the questions a fixed paper picked. */
export const examPaperRepository = {
  async list(db: TDbOrTx, scope: TManageScope, keyword: string | undefined, { offset, limit }: TSlice) {
    const where = and(ownedByScope(scope, examPapers), anyContains(keyword, examPapers.paperName));
    const [list, total] = await Promise.all([
      db
        .select()
        .from(examPapers)
        .where(where)
        .orderBy(desc(examPapers.updatedAt), desc(examPapers.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(examPapers).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  find: async (db: TDbOrTx, id: number) =>
    (await db.select().from(examPapers).where(eq(examPapers.id, id)))[0],

  insert: async (db: TDbOrTx, row: TPaperInsert) => (await db.insert(examPapers).values(row).returning())[0]!,

  update: (db: TDbOrTx, id: number, fields: Partial<TPaperInsert>) =>
    db
      .update(examPapers)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(examPapers.id, id)),

  delete: (db: TDbOrTx, id: number) => db.delete(examPapers).where(eq(examPapers.id, id)),

  items: (db: TDbOrTx, paperIds: number[]) =>
    paperIds.length
      ? db
          .select()
          .from(examPaperItems)
          .where(inArray(examPaperItems.paperId, paperIds))
          .orderBy(asc(examPaperItems.sort))
      : Promise.resolve([] as TPaperItemRow[]),

  async replaceItems(db: TDbOrTx, paperId: number, items: { questionId: number; score: number }[]) {
    await db.delete(examPaperItems).where(eq(examPaperItems.paperId, paperId));
    if (items.length)
      await db.insert(examPaperItems).values(items.map((item, sort) => ({ ...item, paperId, sort })));
  },

  async usedByExam(db: TDbOrTx, paperId: number) {
    const [row] = await db.select({ total: count() }).from(exams).where(eq(exams.paperId, paperId));
    return (row?.total ?? 0) > 0;
  },

  /** Whether anyone has sat an exam of this paper: its questions are then fixed. */
  async answered(db: TDbOrTx, paperId: number) {
    const [row] = await db
      .select({ any: sql<boolean>`true` })
      .from(exams)
      .where(
        and(
          eq(exams.paperId, paperId),
          exists(
            db
              .select({ one: sql`1` })
              .from(examAttempts)
              .where(eq(examAttempts.examId, exams.id)),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
