import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { meetingCategories, meetings } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { meetingColumns, visibleToVisitors } from '../meeting/meeting.repository.ts';
import { matchQuery, meetingSearchVector, type TMeetingSearchFields } from './search-vector.ts';

export const searchRepository = {
  /**
   * Listed meetings matching every word, best match first, then the latest start. Meetings of a
   * disabled institution are left out: their page answers 777.
   */
  async meetings(db: TDbOrTx, words: string[], offset: number, limit: number) {
    const query = matchQuery(words);
    const where = and(visibleToVisitors, sql`${meetings.searchVector} @@ ${query}`);
    const [list, total] = await Promise.all([
      db
        .select({ meeting: meetingColumns, category: meetingCategories })
        .from(meetings)
        .leftJoin(meetingCategories, eq(meetingCategories.id, meetings.categoryId))
        .where(where)
        .orderBy(
          desc(sql`ts_rank(${meetings.searchVector}, ${query})`),
          desc(meetings.startTime),
          desc(meetings.id),
        )
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(meetings).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** The next meetings after `afterId` that have no search vector yet (saved before search existed). */
  unindexedMeetings(db: TDbOrTx, afterId: number, limit: number) {
    return db
      .select(meetingColumns)
      .from(meetings)
      .where(and(isNull(meetings.searchVector), gt(meetings.id, afterId)))
      .orderBy(asc(meetings.id))
      .limit(limit);
  },

  /** Indexes a meeting unless a save has indexed it meanwhile (that one is newer). */
  async indexMeeting(db: TDbOrTx, id: number, fields: TMeetingSearchFields) {
    await db
      .update(meetings)
      .set({ searchVector: meetingSearchVector(fields) })
      .where(and(eq(meetings.id, id), isNull(meetings.searchVector)));
  },
};
