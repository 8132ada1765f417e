import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import { liveChannels, liveWatches, meetings } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

/** Which watch sessions a figure is about: a meeting's, or one venue's. */
export type TWatchScope = { meetingId: number } | { placeId: number };

const scopeSql = (scope: TWatchScope) =>
  'placeId' in scope ? sql`w.place_id = ${scope.placeId}` : sql`w.meeting_id = ${scope.meetingId}`;

/** A session's length so far: to its end, or to when its instance last saw it. */
const SECONDS = sql`extract(epoch from coalesce(w.ended_at, w.seen_at) - w.started_at)`;
/** One person: a signed-in user, or an anonymous viewer by the id their play URLs carried. */
const PERSON = sql`coalesce('u' || w.user_id, w.viewer)`;

// See live-list.repository: in a select from one table drizzle leaves its columns unqualified.
const meetingId = sql.raw('"meetings"."id"');
const totalsOfMeeting = (what: SQL) =>
  sql`(select ${what} from ${liveWatches} w where w.meeting_id = ${meetingId})`;

export type TWatchTotals = {
  sessions: number;
  viewers: number;
  seconds: number;
};

/** Figures of watch sessions (live_watches): totals, viewers over time, and who watched how long. */
export const liveStatsRepository = {
  /** The caller's meetings that have a live channel, the latest first, with their totals. */
  async meetings(db: TDbOrTx, owned: SQL, keyword: string | undefined, { offset, limit }: TSlice) {
    const where = and(
      owned,
      sql`exists (select 1 from ${liveChannels} where ${liveChannels.meetingId} = ${meetingId})`,
      anyContains(keyword, meetings.meetingName),
    );
    const [rows, total] = await Promise.all([
      db
        .select({
          id: meetings.id,
          meetingName: meetings.meetingName,
          meetingNameEn: meetings.meetingNameEn,
          startTime: meetings.startTime,
          endTime: meetings.endTime,
          venues: sql<number>`(select count(distinct ${liveChannels.placeId})::int from ${liveChannels} where ${liveChannels.meetingId} = ${meetingId})`,
          sessions: totalsOfMeeting(sql`count(*)::int`).mapWith(Number),
          viewers: totalsOfMeeting(sql`count(distinct ${PERSON})::int`).mapWith(Number),
          seconds: totalsOfMeeting(sql`coalesce(sum(${SECONDS}), 0)::int`).mapWith(Number),
        })
        .from(meetings)
        .where(where)
        .orderBy(desc(meetings.startTime), desc(meetings.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(meetings).where(where),
    ]);
    return { rows, totalCount: total[0]?.total ?? 0 };
  },

  /** A meeting's venues with a channel, in venue order, with their totals. */
  async venues(db: TDbOrTx, meetingId: number) {
    const result = await db.execute<TWatchTotals & { placeId: number; name: string; nameEn: string }>(sql`
      select p.id as "placeId", p.name, p.name_en as "nameEn",
             count(w.id)::int as sessions, count(distinct ${PERSON})::int as viewers,
             coalesce(sum(${SECONDS}), 0)::int as seconds
      from meeting_places p
      left join live_watches w on w.place_id = p.id
      where p.meeting_id = ${meetingId} and exists (select 1 from live_channels c where c.place_id = p.id)
      group by p.id order by p.sort, p.id`);
    return result.rows;
  },

  async totals(db: TDbOrTx, scope: TWatchScope): Promise<TWatchTotals & { watching: number }> {
    const result = await db.execute<TWatchTotals & { watching: number }>(sql`
      select count(*)::int as sessions, count(distinct ${PERSON})::int as viewers,
             coalesce(sum(${SECONDS}), 0)::int as seconds,
             (count(*) filter (where w.ended_at is null and w.seen_at > now() - interval '30 seconds'))::int as watching
      from live_watches w where ${scopeSql(scope)}`);
    return result.rows[0]!;
  },

  /** People watching each venue now, on every instance: sessions still open and seen in the last 30 s. */
  async watchingNow(db: TDbOrTx, placeIds: number[]): Promise<Map<number, number>> {
    if (placeIds.length === 0) return new Map();
    const result = await db.execute<{ placeId: number; viewers: number }>(sql`
      select w.place_id as "placeId", count(distinct ${PERSON})::int as viewers from live_watches w
      where w.place_id = any(${sql.param(placeIds)}::int[]) and w.ended_at is null
        and w.seen_at > now() - interval '30 seconds'
      group by w.place_id`);
    return new Map(result.rows.map((row) => [row.placeId, row.viewers]));
  },

  /** First start and last end of the scope's sessions, when there are any. */
  async span(db: TDbOrTx, scope: TWatchScope) {
    const result = await db.execute<{ from: string | null; to: string | null }>(sql`
      select min(w.started_at) as "from", max(coalesce(w.ended_at, w.seen_at)) as "to"
      from live_watches w where ${scopeSql(scope)}`);
    const { from, to } = result.rows[0]!;
    return from && to ? { from: new Date(from), to: new Date(to) } : undefined;
  },

  /** Viewers watching at some moment of each `minutes`-long step between `from` and `to`. */
  async viewersOverTime(db: TDbOrTx, scope: TWatchScope, from: Date, to: Date, minutes: number) {
    const step = sql`make_interval(mins => ${minutes})`;
    const result = await db.execute<{ at: string; viewers: number }>(sql`
      with s as (select ${from.toISOString()}::timestamptz as f, ${to.toISOString()}::timestamptz as t)
      select b.at, count(distinct ${PERSON})::int as viewers
      from s, generate_series(date_trunc('minute', s.f), s.t, ${step}) as b(at)
      left join live_watches w on ${scopeSql(scope)}
        and w.started_at < b.at + ${step} and coalesce(w.ended_at, w.seen_at) >= b.at
      group by b.at order by b.at`);
    return result.rows.map((row) => ({ at: new Date(row.at), viewers: row.viewers }));
  },

  /**
   * Who watched, longest first: each signed-in person as their sign-up names them (else their
   * nickname), anonymous viewers one by one.
   */
  async people(db: TDbOrTx, scope: TWatchScope, meetingId: number, { offset, limit }: TSlice) {
    const [rows, total] = await Promise.all([
      db.execute<{
        person: string;
        userId: number | null;
        name: string;
        mobile: string;
        unit: string;
        signedUp: boolean;
        sessions: number;
        seconds: number;
        firstAt: string;
        lastAt: string;
      }>(sql`
        select g.person, g.user_id as "userId", coalesce(r.name, nullif(u.nickname, ''), u.mobile, '') as name,
               coalesce(u.mobile, '') as mobile, coalesce(r.unit, '') as unit, r.name is not null as "signedUp",
               g.sessions, g.seconds, g.first_at as "firstAt", g.last_at as "lastAt"
        from (
          select ${PERSON} as person, min(w.user_id) as user_id, count(*)::int as sessions,
                 coalesce(sum(${SECONDS}), 0)::int as seconds,
                 min(w.started_at) as first_at, max(coalesce(w.ended_at, w.seen_at)) as last_at
          from live_watches w where ${scopeSql(scope)} group by 1
        ) g
        left join users u on u.id = g.user_id
        left join lateral (
          select r.name, r.unit from registrations r
          where r.meeting_id = ${meetingId} and r.mobile = u.mobile and r.deleted_at is null
          order by r.id desc limit 1
        ) r on true
        order by g.seconds desc, g.person
        offset ${offset} limit ${limit}`),
      db.execute<{ n: number }>(
        sql`select count(distinct ${PERSON})::int as n from live_watches w where ${scopeSql(scope)}`,
      ),
    ]);
    return { rows: rows.rows, totalCount: total.rows[0]?.n ?? 0 };
  },

  /** What a person watched, venue by venue, the latest first. */
  async ofUser(db: TDbOrTx, userId: number, { offset, limit }: TSlice) {
    const [rows, total] = await Promise.all([
      db.execute<{
        meetingId: number;
        placeId: number;
        meetingName: string;
        meetingNameEn: string;
        placeName: string;
        placeNameEn: string;
        sessions: number;
        seconds: number;
        lastAt: string;
      }>(sql`
        select w.meeting_id as "meetingId", w.place_id as "placeId",
               m.meeting_name as "meetingName", m.meeting_name_en as "meetingNameEn",
               p.name as "placeName", p.name_en as "placeNameEn",
               count(*)::int as sessions, coalesce(sum(${SECONDS}), 0)::int as seconds,
               max(coalesce(w.ended_at, w.seen_at)) as "lastAt"
        from live_watches w
        join meetings m on m.id = w.meeting_id
        join meeting_places p on p.id = w.place_id
        where w.user_id = ${userId}
        group by w.meeting_id, w.place_id, m.id, p.id
        order by "lastAt" desc
        offset ${offset} limit ${limit}`),
      db.execute<{ n: number }>(sql`
        select count(*)::int as n from (select distinct w.place_id from live_watches w where w.user_id = ${userId}) x`),
    ]);
    return { rows: rows.rows, totalCount: total.rows[0]?.n ?? 0 };
  },
};
