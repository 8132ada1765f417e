import { sql, type SQL } from 'drizzle-orm';
import type { meetings } from '../../../db/schema/index.ts';
import { indexWords, plainText } from './segment.ts';

/** ts_rank counts an A word most and a D word least. */
type TWeight = 'A' | 'B' | 'C' | 'D';

/** A tsvector from texts already segmented by jieba; every text is a parameter. */
const weightedVector = (parts: [TWeight, string][]): SQL =>
  sql.join(
    parts.map(([weight, text]) => sql`setweight(to_tsvector('simple', ${text}), ${weight}::"char")`),
    sql` || `,
  );

/** The meeting fields a visitor can find a meeting by; a write that changes one must bring them all. */
export const MEETING_SEARCH_FIELDS = [
  'meetingName',
  'meetingNameEn',
  'organizer',
  'organizerEn',
  'city',
  'address',
  'addressEn',
  'introduction',
  'introductionEn',
] as const;
export type TMeetingSearchField = (typeof MEETING_SEARCH_FIELDS)[number];
export type TMeetingSearchFields = Partial<Pick<typeof meetings.$inferInsert, TMeetingSearchField>>;

/** The value of meetings.search_vector: names first, then who and where, then the introduction. */
export const meetingSearchVector = (meeting: TMeetingSearchFields): SQL => {
  const words = (...texts: (string | undefined)[]) => indexWords(texts.filter(Boolean).join('\n'));
  return weightedVector([
    ['A', words(meeting.meetingName, meeting.meetingNameEn)],
    ['B', words(meeting.organizer, meeting.organizerEn, meeting.city)],
    ['C', words(meeting.address, meeting.addressEn)],
    ['D', words(plainText(meeting.introduction ?? ''), plainText(meeting.introductionEn ?? ''))],
  ]);
};

/**
 * Every query word must match, each also as the start of a longer word (cardio finds Cardiology).
 * The words hold letters and digits only (segment.ts), so the query text needs no quoting.
 */
export const matchQuery = (words: string[]): SQL =>
  sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
