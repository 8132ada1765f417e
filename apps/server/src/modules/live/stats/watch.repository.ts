import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { liveWatches, type TWatchVia } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export interface TWatchOpening {
  meetingId: number;
  placeId: number;
  userId: number | null;
  viewer: string;
  via: TWatchVia;
}

/** Watch sessions as the tracker writes them: opened, kept current, ended. */
export const watchRepository = {
  /**
   * Sessions begun now, in one statement: their ids in the order of `rows`. Rows come back matched
   * by venue, viewer and way of watching; two rows alike in those are alike in every column, so
   * which of their ids goes to which does not matter.
   */
  async openMany(db: TDbOrTx, rows: TWatchOpening[]): Promise<number[]> {
    const now = new Date();
    const inserted = await db
      .insert(liveWatches)
      .values(rows.map((row) => ({ ...row, startedAt: now, seenAt: now })))
      .returning({
        id: liveWatches.id,
        placeId: liveWatches.placeId,
        viewer: liveWatches.viewer,
        via: liveWatches.via,
      });
    const keyOf = (row: { placeId: number; viewer: string; via: string }) =>
      `${row.placeId}|${row.viewer}|${row.via}`;
    const ids = new Map<string, number[]>();
    for (const row of inserted) ids.set(keyOf(row), [...(ids.get(keyOf(row)) ?? []), row.id]);
    return rows.map((row) => ids.get(keyOf(row))!.shift()!);
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
