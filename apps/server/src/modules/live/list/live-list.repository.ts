import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { liveChannels, liveReplays, meetings } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

const LISTED = 1;
/*
 * The meeting each subquery belongs to, named in full: in a select from one table drizzle leaves
 * column names unqualified, and `meeting_id = id` would compare the subquery's own columns.
 */
const meetingId = sql.raw('"meetings"."id"');
const hasChannel = sql<boolean>`exists (select 1 from ${liveChannels} where ${liveChannels.meetingId} = ${meetingId})`;
/** A venue of the meeting is on air now, on whichever instance has its encoder. */
const onAir = sql<boolean>`exists (select 1 from ${liveChannels} where ${liveChannels.meetingId} = ${meetingId} and ${liveChannels.liveSince} is not null)`;
const replayFilter = sql`${liveReplays.meetingId} = ${meetingId} and ${liveReplays.status} = 'ready' and ${liveReplays.published}`;
const hasReplays = sql<boolean>`exists (select 1 from ${liveReplays} where ${replayFilter})`;
const lastReplayAt = sql`(select max(${liveReplays.createdAt}) from ${liveReplays} where ${replayFilter})`;

const page = async (
  db: TDbOrTx,
  where: SQL,
  order: SQL[],
  { offset, limit }: TSlice,
  orgId: number | undefined,
) => {
  const listed = and(
    eq(meetings.meetingStatus, LISTED),
    where,
    orgId === undefined ? undefined : eq(meetings.orgId, orgId),
  )!;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: meetings.id,
        startTime: meetings.startTime,
        endTime: meetings.endTime,
        onAir,
        hasReplays,
      })
      .from(meetings)
      .where(listed)
      .orderBy(...order, desc(meetings.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(meetings).where(listed),
  ]);
  return { rows, totalCount: total[0]?.total ?? 0 };
};

export type TLiveListRow = Awaited<ReturnType<typeof page>>['rows'][number];

/** The live lists' meetings: which, in what order, and what their lives are at. */
export const liveListRepository = {
  /** Listed meetings with a live channel: on air first, then those not over (soonest first), then the rest (latest first). */
  withChannels: (db: TDbOrTx, slice: TSlice, orgId?: number) =>
    page(
      db,
      hasChannel,
      [
        desc(onAir),
        sql`${meetings.endTime} < now()`,
        sql`case when ${meetings.endTime} >= now() then ${meetings.startTime} end`,
        desc(meetings.startTime),
      ],
      slice,
      orgId,
    ),

  /** Listed meetings with published replays, the one with the latest replay first. */
  withReplays: (db: TDbOrTx, slice: TSlice, orgId?: number) =>
    page(db, hasReplays, [desc(lastReplayAt)], slice, orgId),
};
