import type { SQL } from 'drizzle-orm';
import type { meetings } from '../../../db/schema/index.ts';
import { weightedVector, type TWeight } from '../../platform/db/text-search.ts';
import { indexWords, plainText } from '../../platform/search/segment.ts';

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

/** The meeting's words per weight: names first, then who and where, then the introduction. */
export const meetingSearchWords = (meeting: TMeetingSearchFields): [TWeight, string][] => {
  const words = (...texts: (string | undefined)[]) => indexWords(texts.filter(Boolean).join('\n'));
  return [
    ['A', words(meeting.meetingName, meeting.meetingNameEn)],
    ['B', words(meeting.organizer, meeting.organizerEn, meeting.city)],
    ['C', words(meeting.address, meeting.addressEn)],
    ['D', words(plainText(meeting.introduction ?? ''), plainText(meeting.introductionEn ?? ''))],
  ];
};

/** The value of meetings.search_vector. */
export const meetingSearchVector = (meeting: TMeetingSearchFields): SQL =>
  weightedVector(meetingSearchWords(meeting));
