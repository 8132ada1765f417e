import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { answerComments, answerVotes, answers, users } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TAnswerRow = typeof answers.$inferSelect;
const withAuthor = { answer: answers, authorName: users.nickname, authorAvatar: users.headImgUrl };

export const answerRepository = {
  async find(db: TDbOrTx, id: number): Promise<TAnswerRow | undefined> {
    const [row] = await db.select().from(answers).where(eq(answers.id, id));
    return row;
  },

  async mine(db: TDbOrTx, questionId: number, authorId: number): Promise<TAnswerRow | undefined> {
    const [row] = await db
      .select()
      .from(answers)
      .where(and(eq(answers.questionId, questionId), eq(answers.authorId, authorId)));
    return row;
  },

  /** Writes the person's one answer to the question; answers whether it is new. */
  async upsert(
    db: TDbOrTx,
    questionId: number,
    authorId: number,
    fields: Pick<TAnswerRow, 'content' | 'status'>,
  ) {
    const [row] = await db
      .insert(answers)
      .values({ questionId, authorId, ...fields })
      .onConflictDoUpdate({
        target: [answers.questionId, answers.authorId],
        set: { ...fields, updatedAt: new Date() },
      })
      .returning({ id: answers.id, created: sql<boolean>`xmax = 0` });
    return row!;
  },

  async withAuthor(db: TDbOrTx, id: number) {
    const [row] = await db
      .select(withAuthor)
      .from(answers)
      .innerJoin(users, eq(users.id, answers.authorId))
      .where(eq(answers.id, id));
    return row;
  },

  async delete(db: TDbOrTx, id: number) {
    await db.delete(answers).where(eq(answers.id, id));
  },

  async setStatus(db: TDbOrTx, id: number, status: TAnswerRow['status']): Promise<TAnswerRow | undefined> {
    const [row] = await db.update(answers).set({ status }).where(eq(answers.id, id)).returning();
    return row;
  },

  /**
   * A question's answers a reader sees (published ones, and their own or every one for a moderator):
   * the accepted one first, then by score or newest.
   */
  async page(
    db: TDbOrTx,
    question: { id: number; acceptedId: number | null },
    reader: { userId: number | null; moderates: boolean },
    sort: 'votes' | 'time',
    { offset, limit }: TSlice,
  ) {
    const seen: SQL | undefined = reader.moderates
      ? undefined
      : or(eq(answers.status, 'published'), eq(answers.authorId, reader.userId ?? 0));
    const where = and(eq(answers.questionId, question.id), seen);
    const acceptedId = question.acceptedId;
    const accepted = sql`${answers.id} = ${acceptedId ?? 0}`;
    const order =
      sort === 'votes'
        ? [desc(accepted), desc(answers.score), asc(answers.createdAt)]
        : [desc(accepted), desc(answers.createdAt)];
    const [list, total] = await Promise.all([
      db
        .select(withAuthor)
        .from(answers)
        .innerJoin(users, eq(users.id, answers.authorId))
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(answers).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async votesOf(db: TDbOrTx, ids: number[], userId: number | null): Promise<Map<number, number>> {
    if (userId === null || ids.length === 0) return new Map();
    const rows = await db
      .select({ id: answerVotes.answerId, value: answerVotes.value })
      .from(answerVotes)
      .where(and(eq(answerVotes.userId, userId), inArray(answerVotes.answerId, ids)));
    return new Map(rows.map((row) => [row.id, row.value]));
  },

  /**
   * Sets the person's vote (0 takes it back) and moves the score by the difference, under the answer's
   * row lock so two votes at once both count.
   */
  async vote(db: TDbOrTx, answerId: number, userId: number, value: number): Promise<number> {
    await db.execute(sql`select 1 from ${answers} where ${answers.id} = ${answerId} for update`);
    const [before] = await db
      .select({ value: answerVotes.value })
      .from(answerVotes)
      .where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.userId, userId)));
    if (value === 0)
      await db
        .delete(answerVotes)
        .where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.userId, userId)));
    else
      await db
        .insert(answerVotes)
        .values({ answerId, userId, value })
        .onConflictDoUpdate({ target: [answerVotes.answerId, answerVotes.userId], set: { value } });
    const [row] = await db
      .update(answers)
      .set({ score: sql`${answers.score} + ${value - (before?.value ?? 0)}` })
      .where(eq(answers.id, answerId))
      .returning({ score: answers.score });
    return row?.score ?? 0;
  },

  comments(db: TDbOrTx, answerId: number) {
    return db
      .select({ comment: answerComments, authorName: users.nickname, authorAvatar: users.headImgUrl })
      .from(answerComments)
      .innerJoin(users, eq(users.id, answerComments.authorId))
      .where(eq(answerComments.answerId, answerId))
      .orderBy(asc(answerComments.createdAt), asc(answerComments.id));
  },

  async addComment(db: TDbOrTx, answerId: number, authorId: number, content: string) {
    const [row] = await db.insert(answerComments).values({ answerId, authorId, content }).returning();
    await db
      .update(answers)
      .set({ commentCount: sql`${answers.commentCount} + 1` })
      .where(eq(answers.id, answerId));
    return row!;
  },

  async answeredSince(db: TDbOrTx, authorId: number, minutes: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(answers)
      .where(
        and(
          eq(answers.authorId, authorId),
          gt(answers.createdAt, sql`now() - make_interval(mins => ${minutes})`),
        ),
      );
    return row?.total ?? 0;
  },

  async commentedSince(db: TDbOrTx, authorId: number, seconds: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(answerComments)
      .where(
        and(
          eq(answerComments.authorId, authorId),
          gt(answerComments.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row?.total ?? 0;
  },

  async findComment(db: TDbOrTx, id: number) {
    const [row] = await db.select().from(answerComments).where(eq(answerComments.id, id));
    return row;
  },

  async deleteComment(db: TDbOrTx, id: number, answerId: number) {
    await db.delete(answerComments).where(eq(answerComments.id, id));
    await db
      .update(answers)
      .set({ commentCount: sql`greatest(${answers.commentCount} - 1, 0)` })
      .where(eq(answers.id, answerId));
  },
};
