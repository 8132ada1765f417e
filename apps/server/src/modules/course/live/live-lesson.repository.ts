import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { courseLiveChannels, coursePeriods, courses } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { instanceGone } from '../../../platform/db/instance.ts';

export type TLiveChannelRow = typeof courseLiveChannels.$inferSelect;

export const liveLessonRepository = {
  /** Opens a period's channel; a second (or racing) call keeps the first. */
  async open(db: TDbOrTx, row: { periodId: number; name: string; streamKey: string }) {
    await db.insert(courseLiveChannels).values(row).onConflictDoNothing();
  },

  async byPeriod(db: TDbOrTx, periodId: number): Promise<TLiveChannelRow | undefined> {
    const [row] = await db.select().from(courseLiveChannels).where(eq(courseLiveChannels.periodId, periodId));
    return row;
  },

  /** A channel with the period and course it belongs to: what a live's recording is named and owned by. */
  async byName(db: TDbOrTx, name: string) {
    const [row] = await db
      .select({
        channel: courseLiveChannels,
        courseId: coursePeriods.courseId,
        title: coursePeriods.title,
        ownerId: courses.creatorId,
      })
      .from(courseLiveChannels)
      .innerJoin(coursePeriods, eq(coursePeriods.id, courseLiveChannels.periodId))
      .innerJoin(courses, eq(courses.id, coursePeriods.courseId))
      .where(eq(courseLiveChannels.name, name));
    return row;
  },

  /** Every live period's channel name and key: what the ingest checks a push against. */
  keys: (db: TDbOrTx) =>
    db
      .select({ name: courseLiveChannels.name, streamKey: courseLiveChannels.streamKey })
      .from(courseLiveChannels),

  setKey: (db: TDbOrTx, periodId: number, streamKey: string) =>
    db.update(courseLiveChannels).set({ streamKey }).where(eq(courseLiveChannels.periodId, periodId)),

  startedLive: (db: TDbOrTx, name: string, at: Date, instanceId: number) =>
    db
      .update(courseLiveChannels)
      .set({ liveSince: sql`coalesce(${courseLiveChannels.liveSince}, ${at})`, liveBy: instanceId })
      .where(eq(courseLiveChannels.name, name)),

  stoppedLive: (db: TDbOrTx, name: string) =>
    db
      .update(courseLiveChannels)
      .set({ liveSince: null, liveBy: null })
      .where(eq(courseLiveChannels.name, name)),

  /** Takes off air the periods whose instance died with the live; answers their channels. */
  async endOrphanedLives(db: TDbOrTx) {
    const rows = await db
      .update(courseLiveChannels)
      .set({ liveSince: null, liveBy: null })
      .where(and(isNotNull(courseLiveChannels.liveSince), instanceGone(courseLiveChannels.liveBy)))
      .returning({ name: courseLiveChannels.name });
    return rows.map((row) => row.name);
  },

  /** The periods' channels on air now. */
  async onAirNames(db: TDbOrTx) {
    const rows = await db
      .select({ name: courseLiveChannels.name })
      .from(courseLiveChannels)
      .where(isNotNull(courseLiveChannels.liveSince));
    return rows.map((row) => row.name);
  },

  /** Which of a course's live periods are on air now (on any instance). */
  async onAir(db: TDbOrTx, courseId: number): Promise<Set<number>> {
    const rows = await db
      .select({ periodId: courseLiveChannels.periodId })
      .from(courseLiveChannels)
      .innerJoin(coursePeriods, eq(coursePeriods.id, courseLiveChannels.periodId))
      .where(and(eq(coursePeriods.courseId, courseId), isNotNull(courseLiveChannels.liveSince)));
    return new Set(rows.map((row) => row.periodId));
  },

  /** A live's recording began on instance `by`: the channel names it until it becomes a replay. */
  startedRecording: (db: TDbOrTx, name: string, uploadId: string, by: number) =>
    db
      .update(courseLiveChannels)
      .set({ recordingUploadId: uploadId, recordingBy: by })
      .where(eq(courseLiveChannels.name, name)),

  /** The recording became a video (unless a newer recording has the row by now). */
  endedRecording: (db: TDbOrTx, name: string, uploadId: string) =>
    db
      .update(courseLiveChannels)
      .set({ recordingUploadId: null, recordingBy: null })
      .where(and(eq(courseLiveChannels.name, name), eq(courseLiveChannels.recordingUploadId, uploadId))),

  /**
   * Takes, for instance `by`, the recordings whose instance is gone (killed mid-lesson, or killed
   * again while making a replay of one): one update, so each goes to one instance.
   */
  async claimOrphanedRecordings(db: TDbOrTx, by: number) {
    const rows = await db
      .update(courseLiveChannels)
      .set({ recordingBy: by })
      .where(
        and(isNotNull(courseLiveChannels.recordingUploadId), instanceGone(courseLiveChannels.recordingBy)),
      )
      .returning({ name: courseLiveChannels.name, uploadId: courseLiveChannels.recordingUploadId });
    return rows.map((row) => ({ name: row.name, uploadId: row.uploadId! }));
  },

  /** The recording of a live becomes the period's replay (its video). */
  setReplay: (db: TDbOrTx, periodId: number, videoId: number) =>
    db.update(coursePeriods).set({ videoId }).where(eq(coursePeriods.id, periodId)),
};
