import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDifficulty, TQuestionKind } from '@huitang/contracts';
import { examCategories, examPaperItems, examQuestions } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { ownedByScope, type TManageScope } from '../../../platform/db/ownership.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

export type TQuestionRow = typeof examQuestions.$inferSelect;
export type TQuestionInsert = typeof examQuestions.$inferInsert;
export type TCategoryRow = typeof examCategories.$inferSelect;

/** Whose bank: an institution's, or a person's own (no institution). */
export interface TBank {
  orgId: number | null;
  creatorId: number;
}
/** Rows of one bank, for a table with orgId and creatorId. */
export const inBank = (bank: TBank, table: typeof examQuestions | typeof examCategories) =>
  bank.orgId === null
    ? and(isNull(table.orgId), eq(table.creatorId, bank.creatorId))
    : eq(table.orgId, bank.orgId);

export interface TQuestionFilter {
  keyword?: string;
  kind?: TQuestionKind;
  categoryId?: number;
  difficulty?: TDifficulty;
}
/** What a paper's rule draws from: one bank's live top-level questions of a kind, category and difficulty. */
export interface TDrawRule {
  kind: TQuestionKind;
  categoryId: number | null;
  difficulty: number | null;
}

const live = and(isNull(examQuestions.parentId), isNull(examQuestions.deletedAt));
const drawable = (bank: TBank, rule: TDrawRule) =>
  and(
    live,
    inBank(bank, examQuestions),
    eq(examQuestions.kind, rule.kind),
    rule.categoryId === null ? undefined : eq(examQuestions.categoryId, rule.categoryId),
    rule.difficulty === null ? undefined : eq(examQuestions.difficulty, rule.difficulty),
  );

/** The question bank's SQL: categories, questions with their sub-questions, and draws for random papers. */
export const questionRepository = {
  categories: (db: TDbOrTx, scope: TManageScope) =>
    db
      .select({
        id: examCategories.id,
        categoryName: examCategories.categoryName,
        sort: examCategories.sort,
        orgId: examCategories.orgId,
        creatorId: examCategories.creatorId,
        // A one-table select leaves its columns unqualified, so the subquery names the outer table.
        questionCount: sql<number>`(select count(*)::int from exam_questions q where q.category_id = ${sql.raw('"exam_categories"."id"')} and q.parent_id is null and q.deleted_at is null)`,
      })
      .from(examCategories)
      .where(ownedByScope(scope, examCategories))
      .orderBy(asc(examCategories.sort), asc(examCategories.id)),

  findCategory: async (db: TDbOrTx, id: number) =>
    (await db.select().from(examCategories).where(eq(examCategories.id, id)))[0],

  insertCategory: async (db: TDbOrTx, row: typeof examCategories.$inferInsert) =>
    (await db.insert(examCategories).values(row).returning())[0]!,

  updateCategory: (db: TDbOrTx, id: number, fields: { categoryName: string; sort: number }) =>
    db.update(examCategories).set(fields).where(eq(examCategories.id, id)),

  deleteCategory: (db: TDbOrTx, id: number) => db.delete(examCategories).where(eq(examCategories.id, id)),

  async countInCategory(db: TDbOrTx, categoryId: number) {
    const [row] = await db
      .select({ total: count() })
      .from(examQuestions)
      .where(and(live, eq(examQuestions.categoryId, categoryId)));
    return row?.total ?? 0;
  },

  async list(db: TDbOrTx, scope: TManageScope, filter: TQuestionFilter, { offset, limit }: TSlice) {
    const where: SQL | undefined = and(
      live,
      ownedByScope(scope, examQuestions),
      anyContains(filter.keyword, examQuestions.stem),
      filter.kind && eq(examQuestions.kind, filter.kind),
      filter.categoryId === undefined ? undefined : eq(examQuestions.categoryId, filter.categoryId),
      filter.difficulty === undefined ? undefined : eq(examQuestions.difficulty, filter.difficulty),
    );
    const [list, total] = await Promise.all([
      db
        .select()
        .from(examQuestions)
        .where(where)
        .orderBy(desc(examQuestions.updatedAt), desc(examQuestions.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(examQuestions).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  find: async (db: TDbOrTx, id: number) =>
    (
      await db
        .select()
        .from(examQuestions)
        .where(and(eq(examQuestions.id, id), live))
    )[0],

  /** Live top-level questions among `ids`. */
  findMany: (db: TDbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select()
          .from(examQuestions)
          .where(and(live, inArray(examQuestions.id, ids)))
      : [],

  childrenOf: (db: TDbOrTx, parentIds: number[]) =>
    parentIds.length
      ? db
          .select()
          .from(examQuestions)
          .where(inArray(examQuestions.parentId, parentIds))
          .orderBy(asc(examQuestions.sort), asc(examQuestions.id))
      : [],

  insert: async (db: TDbOrTx, row: TQuestionInsert) =>
    (await db.insert(examQuestions).values(row).returning())[0]!,

  insertMany: (db: TDbOrTx, rows: TQuestionInsert[]) => db.insert(examQuestions).values(rows),

  update: (db: TDbOrTx, id: number, fields: Partial<TQuestionInsert>) =>
    db
      .update(examQuestions)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(examQuestions.id, id)),

  /** A comprehension question's sub-questions are replaced whole: attempts keep copies of the old ones. */
  async replaceChildren(
    db: TDbOrTx,
    parent: TQuestionRow,
    children: Omit<TQuestionInsert, 'orgId' | 'creatorId'>[],
  ) {
    await db.delete(examQuestions).where(eq(examQuestions.parentId, parent.id));
    if (children.length)
      await db.insert(examQuestions).values(
        children.map((child, sort) => ({
          ...child,
          orgId: parent.orgId,
          creatorId: parent.creatorId,
          categoryId: parent.categoryId,
          difficulty: parent.difficulty,
          parentId: parent.id,
          sort,
        })),
      );
  },

  softDelete: (db: TDbOrTx, id: number) =>
    db.update(examQuestions).set({ deletedAt: new Date() }).where(eq(examQuestions.id, id)),

  async inAnyPaper(db: TDbOrTx, questionId: number) {
    const [row] = await db
      .select({ total: count() })
      .from(examPaperItems)
      .where(eq(examPaperItems.questionId, questionId));
    return (row?.total ?? 0) > 0;
  },

  async available(db: TDbOrTx, bank: TBank, rule: TDrawRule) {
    const [row] = await db.select({ total: count() }).from(examQuestions).where(drawable(bank, rule));
    return row?.total ?? 0;
  },

  /** `count` questions a rule allows, at random. */
  draw: (db: TDbOrTx, bank: TBank, rule: TDrawRule, howMany: number) =>
    db
      .select()
      .from(examQuestions)
      .where(drawable(bank, rule))
      .orderBy(sql`random()`)
      .limit(howMany),
};
