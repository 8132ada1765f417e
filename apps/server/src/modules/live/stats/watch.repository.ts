import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { liveWatches, type TWatchVia } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

/** Watch sessions as the tracker writes them: opened, kept current, ended. */
export const watchRepository = {
  async open(
    db: TDbOrTx,
    row: { meetingId: number; placeId: number; userId: number | null; viewer: string; via: TWatchVia },
  ): Promise<number> {
    const now = new Date();
    const [inserted] = await db
      .insert(liveWatches)
      .values({ ...row, startedAt: now, seenAt: now })
      .returning({ id: liveWatches.id });
    return inserted!.id;
  },

  /** The sessions still going: seen now. */
  seen: (db: TDbOrTx, ids: number[]) =>
    ids.length
      ? db
          .update(liveWatches)
          .set({ seenAt: sql`now()` })
          .where(and(inArray(liveWatches.id, ids), isNull(liveWatches.endedAt)))
      : Promise.resolve(),

  /** A viewer's open sessions of a venue by one way of watching, ended now (an edge said they left). */
  endOpen: (db: TDbOrTx, placeId: number, viewer: string, via: TWatchVia) =>
    db
      .update(liveWatches)
      .set({ seenAt: sql`now()`, endedAt: sql`now()` })
      .where(
        and(
          eq(liveWatches.placeId, placeId),
          eq(liveWatches.viewer, viewer),
          eq(liveWatches.via, via),
          isNull(liveWatches.endedAt),
        ),
      ),

  /** Sessions that ended, each when its viewer was last seen. */
  ended: (db: TDbOrTx, ends: { id: number; at: Date }[]) =>
    ends.length
      ? db.execute(sql`
          update live_watches set seen_at = e.at, ended_at = e.at
          from (select unnest(${sql.param(ends.map((end) => end.id))}::int[]) as id,
                       unnest(${sql.param(ends.map((end) => end.at.toISOString()))}::timestamptz[]) as at) e
          where live_watches.id = e.id and live_watches.ended_at is null`)
      : Promise.resolve(),
};
