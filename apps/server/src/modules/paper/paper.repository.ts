import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TPaperListRequest, TPaperStatus } from '@huitang/contracts';
import {
  meetings,
  paperReviewers,
  paperReviews,
  papers,
  paperSettings,
  paperTypes,
  users,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../platform/db/query.ts';

export type TPaperRow = typeof papers.$inferSelect;
export type TNewPaper = typeof papers.$inferInsert;
export type TPaperSettingsRow = typeof paperSettings.$inferSelect;
export type TPaperReviewRow = typeof paperReviews.$inferSelect & { reviewerName: string };

/** A paper with the names its pages show beside it. */
const withNames = {
  paper: papers,
  typeName: paperTypes.name,
  typeNameEn: paperTypes.nameEn,
  meetingName: meetings.meetingName,
  submitterMobile: users.mobile,
};

const joined = (db: TDbOrTx) =>
  db
    .select(withNames)
    .from(papers)
    .innerJoin(paperTypes, eq(paperTypes.id, papers.typeId))
    .innerJoin(meetings, eq(meetings.id, papers.meetingId))
    .innerJoin(users, eq(users.id, papers.userId));

export type TNamedPaper = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const listFilter = (request: TPaperListRequest): SQL | undefined =>
  and(
    eq(papers.meetingId, request.meetingId),
    request.typeId ? eq(papers.typeId, request.typeId) : undefined,
    request.status ? eq(papers.status, request.status) : undefined,
    request.topic ? eq(papers.topic, request.topic) : undefined,
    anyContains(request.keyword, papers.title),
  );

export const paperRepository = {
  async settings(db: TDbOrTx, meetingId: number) {
    const [row] = await db.select().from(paperSettings).where(eq(paperSettings.meetingId, meetingId));
    return row;
  },

  async saveSettings(db: TDbOrTx, values: typeof paperSettings.$inferInsert) {
    const { meetingId: _meetingId, ...rest } = values;
    await db
      .insert(paperSettings)
      .values(values)
      .onConflictDoUpdate({ target: paperSettings.meetingId, set: { ...rest, updatedAt: new Date() } });
  },

  types: (db: TDbOrTx, meetingId: number) =>
    db.select().from(paperTypes).where(eq(paperTypes.meetingId, meetingId)).orderBy(asc(paperTypes.id)),

  async type(db: TDbOrTx, id: number) {
    const [row] = await db.select().from(paperTypes).where(eq(paperTypes.id, id));
    return row;
  },

  async insertType(db: TDbOrTx, values: typeof paperTypes.$inferInsert) {
    await db.insert(paperTypes).values(values);
  },

  async updateType(db: TDbOrTx, id: number, values: { name: string; nameEn: string }) {
    await db.update(paperTypes).set(values).where(eq(paperTypes.id, id));
  },

  /** Deletes the type unless a paper uses it; answers whether it did. */
  async deleteUnusedType(db: TDbOrTx, id: number) {
    const deleted = await db
      .delete(paperTypes)
      .where(and(eq(paperTypes.id, id), sql`not exists (select 1 from ${papers} where type_id = ${id})`))
      .returning({ id: paperTypes.id });
    return deleted.length > 0;
  },

  async insert(db: TDbOrTx, values: TNewPaper) {
    const [row] = await db.insert(papers).values(values).returning({ id: papers.id });
    return row!.id;
  },

  async update(db: TDbOrTx, id: number, values: Partial<TNewPaper>) {
    await db
      .update(papers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(papers.id, id));
  },

  async find(db: TDbOrTx, id: number) {
    const [row] = await joined(db).where(eq(papers.id, id));
    return row;
  },

  /** The paper's row under lock: edits, withdrawals, reviews and decisions of one paper go one at a time. */
  async lock(tx: TDbOrTx, id: number) {
    const [row] = await tx.select().from(papers).where(eq(papers.id, id)).for('update');
    return row;
  },

  ofUser: (db: TDbOrTx, userId: number) =>
    joined(db).where(eq(papers.userId, userId)).orderBy(desc(papers.id)),

  async page(db: TDbOrTx, request: TPaperListRequest, slice?: TSlice) {
    const where = listFilter(request);
    const query = joined(db).where(where).orderBy(asc(papers.id));
    const [rows, total] = await Promise.all([
      slice ? query.offset(slice.offset).limit(slice.limit) : query,
      db.$count(papers, where),
    ]);
    return { rows, total };
  },

  /** The meeting's papers among `ids` (others' ids are ignored). */
  async ofMeeting(db: TDbOrTx, meetingId: number, ids: number[]) {
    return joined(db)
      .where(and(eq(papers.meetingId, meetingId), inArray(papers.id, ids)))
      .orderBy(asc(papers.id));
  },

  async delete(db: TDbOrTx, meetingId: number, ids: number[]) {
    await db.delete(papers).where(and(eq(papers.meetingId, meetingId), inArray(papers.id, ids)));
  },

  /** Decides the meeting's submitted papers among `ids` and answers which changed. */
  async decide(tx: TDbOrTx, meetingId: number, ids: number[], status: TPaperStatus, note: string) {
    return tx
      .update(papers)
      .set({ status, decisionNote: note, decidedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(papers.meetingId, meetingId),
          inArray(papers.id, ids),
          inArray(papers.status, ['submitted', 'accepted', 'rejected']),
        ),
      )
      .returning();
  },

  reviewsOf: (db: TDbOrTx, paperIds: number[]): Promise<TPaperReviewRow[]> =>
    paperIds.length
      ? db
          .select({
            paperId: paperReviews.paperId,
            mobile: paperReviews.mobile,
            score: paperReviews.score,
            comment: paperReviews.comment,
            assignedAt: paperReviews.assignedAt,
            reviewedAt: paperReviews.reviewedAt,
            reviewerName: sql<string>`coalesce(${paperReviewers.name}, ${paperReviews.mobile})`,
          })
          .from(paperReviews)
          .innerJoin(papers, eq(papers.id, paperReviews.paperId))
          .leftJoin(
            paperReviewers,
            and(
              eq(paperReviewers.meetingId, papers.meetingId),
              eq(paperReviewers.mobile, paperReviews.mobile),
            ),
          )
          .where(inArray(paperReviews.paperId, paperIds))
          .orderBy(asc(paperReviews.assignedAt))
      : Promise.resolve([]),

  // Correlated subqueries name the outer row's table: drizzle writes its columns unqualified.
  reviewers: (db: TDbOrTx, meetingId: number) =>
    db
      .select({
        mobile: paperReviewers.mobile,
        name: paperReviewers.name,
        hasAccount: sql<boolean>`exists (select 1 from ${users} u where u.mobile = paper_reviewers.mobile)`,
        assigned: sql<number>`(select count(*)::int from ${paperReviews} r join ${papers} p on p.id = r.paper_id
          where p.meeting_id = ${meetingId} and r.mobile = paper_reviewers.mobile)`,
        reviewed: sql<number>`(select count(*)::int from ${paperReviews} r join ${papers} p on p.id = r.paper_id
          where p.meeting_id = ${meetingId} and r.mobile = paper_reviewers.mobile and r.reviewed_at is not null)`,
      })
      .from(paperReviewers)
      .where(eq(paperReviewers.meetingId, meetingId))
      .orderBy(asc(paperReviewers.addedAt)),

  async saveReviewer(db: TDbOrTx, values: typeof paperReviewers.$inferInsert) {
    await db
      .insert(paperReviewers)
      .values(values)
      .onConflictDoUpdate({
        target: [paperReviewers.meetingId, paperReviewers.mobile],
        set: { name: values.name },
      });
  },

  /** Removes a reviewer and the assignments they have not reviewed yet; their finished reviews stay. */
  async deleteReviewer(tx: TDbOrTx, meetingId: number, mobile: string) {
    await tx
      .delete(paperReviewers)
      .where(and(eq(paperReviewers.meetingId, meetingId), eq(paperReviewers.mobile, mobile)));
    await tx
      .delete(paperReviews)
      .where(
        and(
          eq(paperReviews.mobile, mobile),
          isNull(paperReviews.reviewedAt),
          sql`${paperReviews.paperId} in (select id from ${papers} where meeting_id = ${meetingId})`,
        ),
      );
  },

  /** Of these mobiles, the ones that are reviewers of the meeting. */
  async reviewerMobiles(db: TDbOrTx, meetingId: number, mobiles: string[]) {
    const rows = await db
      .select({ mobile: paperReviewers.mobile })
      .from(paperReviewers)
      .where(and(eq(paperReviewers.meetingId, meetingId), inArray(paperReviewers.mobile, mobiles)));
    return new Set(rows.map((row) => row.mobile));
  },

  async assign(db: TDbOrTx, pairs: { paperId: number; mobile: string }[]) {
    if (pairs.length) await db.insert(paperReviews).values(pairs).onConflictDoNothing();
  },

  /** Papers assigned to this mobile, newest first, with its own review. */
  toReview: (db: TDbOrTx, mobile: string) =>
    db
      .select({ ...withNames, score: paperReviews.score, comment: paperReviews.comment })
      .from(paperReviews)
      .innerJoin(papers, eq(papers.id, paperReviews.paperId))
      .innerJoin(paperTypes, eq(paperTypes.id, papers.typeId))
      .innerJoin(meetings, eq(meetings.id, papers.meetingId))
      .innerJoin(users, eq(users.id, papers.userId))
      .where(
        and(eq(paperReviews.mobile, mobile), inArray(papers.status, ['submitted', 'accepted', 'rejected'])),
      )
      .orderBy(desc(paperReviews.assignedAt)),

  async saveReview(db: TDbOrTx, paperId: number, mobile: string, score: number, comment: string) {
    const changed = await db
      .update(paperReviews)
      .set({ score, comment, reviewedAt: new Date() })
      .where(and(eq(paperReviews.paperId, paperId), eq(paperReviews.mobile, mobile)))
      .returning({ paperId: paperReviews.paperId });
    return changed.length > 0;
  },

  /** Accounts of the reviewers among these mobiles: who gets the invitation's site message. */
  async accountsOf(db: TDbOrTx, mobiles: string[]) {
    if (!mobiles.length) return [];
    return db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(and(inArray(users.mobile, mobiles), isNotNull(users.mobile)));
  },
};
