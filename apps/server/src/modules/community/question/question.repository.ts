import { and, arrayContains, count, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { answers, questions, searchDocuments, users } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TQuestionRow = typeof questions.$inferSelect;
type TQuestionFields = Pick<TQuestionRow, 'title' | 'content' | 'labelIds' | 'status'>;

/** Hot questions (decision 034's gravity): answers and views, fading with age. */
const hotScore = sql`((${questions.answerCount} * 3 + ln(1 + ${questions.viewCount}) + 1)
  / power(extract(epoch from (now() - ${questions.createdAt})) / 3600 + 2, 1.5))`;

const cardColumns = { question: questions, authorName: users.nickname, authorAvatar: users.headImgUrl };
const visible = eq(users.isDisabled, false);

export const questionRepository = {
  async insert(db: TDbOrTx, authorId: number, fields: TQuestionFields): Promise<TQuestionRow> {
    const [row] = await db
      .insert(questions)
      .values({ ...fields, authorId })
      .returning();
    return row!;
  },

  async update(db: TDbOrTx, id: number, fields: Partial<TQuestionFields>): Promise<TQuestionRow> {
    const [row] = await db
      .update(questions)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(questions.id, id))
      .returning();
    return row!;
  },

  async find(db: TDbOrTx, id: number) {
    const [row] = await db
      .select(cardColumns)
      .from(questions)
      .innerJoin(users, eq(users.id, questions.authorId))
      .where(and(eq(questions.id, id), visible));
    return row;
  },

  async delete(db: TDbOrTx, id: number) {
    await db.delete(questions).where(eq(questions.id, id));
  },

  async page(
    db: TDbOrTx,
    filter: {
      order: 'latest' | 'hot';
      unanswered?: boolean;
      labelNo?: number | undefined;
      authorId?: number;
      answeredBy?: number;
      /** Readers' lists: published questions only (the asker's own list shows every state). */
      published?: boolean;
    },
    { offset, limit }: TSlice,
  ) {
    const conditions: (SQL | undefined)[] = [visible];
    if (filter.published) conditions.push(eq(questions.status, 'published'));
    if (filter.unanswered) conditions.push(eq(questions.answerCount, 0));
    if (filter.labelNo) conditions.push(arrayContains(questions.labelIds, [filter.labelNo]));
    if (filter.authorId) conditions.push(eq(questions.authorId, filter.authorId));
    if (filter.answeredBy)
      conditions.push(
        exists(
          db
            .select({ id: answers.id })
            .from(answers)
            .where(and(eq(answers.questionId, questions.id), eq(answers.authorId, filter.answeredBy))),
        ),
      );
    const where = and(...conditions);
    const order =
      filter.order === 'hot'
        ? [desc(hotScore), desc(questions.id)]
        : [desc(questions.createdAt), desc(questions.id)];
    const [list, total] = await Promise.all([
      db
        .select(cardColumns)
        .from(questions)
        .innerJoin(users, eq(users.id, questions.authorId))
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      db
        .select({ total: count() })
        .from(questions)
        .innerJoin(users, eq(users.id, questions.authorId))
        .where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async questionsSince(db: TDbOrTx, authorId: number, minutes: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(questions)
      .where(
        and(
          eq(questions.authorId, authorId),
          sql`${questions.createdAt} > now() - make_interval(mins => ${minutes})`,
        ),
      );
    return row?.total ?? 0;
  },

  /** Accepts the answer, or takes the acceptance back when it is the accepted one: one statement. */
  async toggleAccepted(db: TDbOrTx, id: number, answerId: number): Promise<number | null> {
    const [row] = await db
      .update(questions)
      .set({
        acceptedAnswerId: sql`case when ${questions.acceptedAnswerId} = ${answerId} then null else ${answerId}::int end`,
      })
      .where(eq(questions.id, id))
      .returning({ acceptedAnswerId: questions.acceptedAnswerId });
    return row?.acceptedAnswerId ?? null;
  },

  /** A deleted or hidden answer is no longer the accepted one. */
  async dropAccepted(db: TDbOrTx, id: number, answerId: number) {
    await db
      .update(questions)
      .set({ acceptedAnswerId: null })
      .where(and(eq(questions.id, id), eq(questions.acceptedAnswerId, answerId)));
  },

  /** Counts the question's published answers again: answers come, go, wait for review and are hidden. */
  async recountAnswers(db: TDbOrTx, id: number) {
    await db
      .update(questions)
      .set({
        answerCount: sql`(select count(*) from ${answers} where ${answers.questionId} = ${id} and ${answers.status} = 'published')`,
      })
      .where(eq(questions.id, id));
  },

  /** Questions search does not know yet (asked before the index, the demo seed). */
  unindexed(db: TDbOrTx) {
    return db
      .select(cardColumns)
      .from(questions)
      .innerJoin(users, eq(users.id, questions.authorId))
      .leftJoin(searchDocuments, and(eq(searchDocuments.kind, 7), eq(searchDocuments.refId, questions.id)))
      .where(and(isNull(searchDocuments.refId), eq(questions.status, 'published')));
  },
};
