import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { liveReplays, type TReplayStatus } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { instanceGone } from '../../../platform/db/instance.ts';

export type TReplayRow = typeof liveReplays.$inferSelect;

/** A claim older than this belongs to an instance that died while processing: another may take it. */
const STALE_CLAIM = sql`now() - interval '10 minutes'`;

const publicReplays = (db: TDbOrTx, of: SQL) =>
  db
    .select()
    .from(liveReplays)
    .where(and(of, eq(liveReplays.status, 'ready'), eq(liveReplays.published, true)))
    .orderBy(desc(liveReplays.createdAt));

export const replayRepository = {
  async insert(
    db: TDbOrTx,
    row: {
      meetingId: number;
      placeId: number;
      sessionId?: number;
      title: string;
      titleEn?: string;
      source: string;
      recordedBy?: number;
    },
  ) {
    const [created] = await db
      .insert(liveReplays)
      .values({ ...row, status: 'recording' })
      .returning();
    return created!;
  },

  /** Recordings whose instance died mid-live: what was written waits to be made a replay. */
  resumeOrphanedRecordings: (db: TDbOrTx) =>
    db
      .update(liveReplays)
      .set({ status: 'processing', recordedBy: null })
      .where(and(eq(liveReplays.status, 'recording'), instanceGone(liveReplays.recordedBy))),

  setStatus: (db: TDbOrTx, id: number, status: TReplayStatus, error = '') =>
    db.update(liveReplays).set({ status, error, claimedAt: null }).where(eq(liveReplays.id, id)),

  /** Takes the oldest replay waiting to be processed, for this instance alone. */
  async claim(db: TDbOrTx): Promise<TReplayRow | undefined> {
    const rows = await db.execute<{ id: number }>(sql`
      update ${liveReplays} set claimed_at = now()
      where id = (
        select id from ${liveReplays}
        where status = 'processing' and (claimed_at is null or claimed_at < ${STALE_CLAIM})
        order by id limit 1 for update skip locked
      )
      returning id`);
    const id = rows.rows[0]?.id;
    if (id === undefined) return undefined;
    const [row] = await db.select().from(liveReplays).where(eq(liveReplays.id, id));
    return row;
  },

  ready: (db: TDbOrTx, id: number, done: { fileUrl: string; posterUrl: string; durationSeconds: number }) =>
    db
      .update(liveReplays)
      .set({ ...done, status: 'ready', claimedAt: null, readyAt: new Date() })
      .where(eq(liveReplays.id, id)),

  byId: async (db: TDbOrTx, id: number) =>
    (await db.select().from(liveReplays).where(eq(liveReplays.id, id)))[0],

  edit: (db: TDbOrTx, id: number, changes: { title?: string; titleEn?: string; published?: boolean }) =>
    db.update(liveReplays).set(changes).where(eq(liveReplays.id, id)),

  /** Deletes a replay that is done (ready or failed); false when it is being recorded or made meanwhile. */
  async removeDone(db: TDbOrTx, id: number) {
    const rows = await db
      .delete(liveReplays)
      .where(and(eq(liveReplays.id, id), inArray(liveReplays.status, ['ready', 'failed'])))
      .returning({ id: liveReplays.id });
    return rows.length > 0;
  },

  ofMeeting: (db: TDbOrTx, meetingId: number) =>
    db
      .select()
      .from(liveReplays)
      .where(eq(liveReplays.meetingId, meetingId))
      .orderBy(desc(liveReplays.createdAt)),

  /** What visitors may watch of a meeting: ready and published. */
  publicOfMeeting: (db: TDbOrTx, meetingId: number) =>
    publicReplays(db, eq(liveReplays.meetingId, meetingId)),
  /** What visitors may watch of a session recorded on its own channel. */
  publicOfSession: (db: TDbOrTx, sessionId: number) =>
    publicReplays(db, eq(liveReplays.sessionId, sessionId)),
};
