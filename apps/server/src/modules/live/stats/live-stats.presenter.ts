import type { TLiveStatsMeeting, TLocale, TMyWatch, TWatcher } from '@huitang/contracts';
import type { liveStatsRepository } from './live-stats.repository.ts';

type TRepo = typeof liveStatsRepository;
type TWatcherRow = Awaited<ReturnType<TRepo['people']>>['rows'][number];
type TStatsMeetingRow = Awaited<ReturnType<TRepo['meetings']>>['rows'][number];
type TMyWatchRow = Awaited<ReturnType<TRepo['ofUser']>>['rows'][number];

/** A name in the reader's language; an English reader without an English name reads the Chinese. */
export const inLocale = (locale: TLocale, zh: string, en: string) => (locale === 'en' && en ? en : zh);
const iso = (value: string | Date) => new Date(value).toISOString();
/** 138****0001: someone who watched an open channel without signing up keeps their number private. */
const masked = (mobile: string) =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';

export const presentWatcher = (row: TWatcherRow): TWatcher => ({
  person: row.person,
  anonymous: row.userId === null,
  name: row.name,
  mobile: row.signedUp ? row.mobile : masked(row.mobile),
  unit: row.unit,
  sessions: row.sessions,
  seconds: row.seconds,
  firstAt: iso(row.firstAt),
  lastAt: iso(row.lastAt),
});

/** A meeting in its organiser's statistics list. */
export const presentStatsMeeting = (
  { meetingNameEn, ...row }: TStatsMeetingRow,
  locale: TLocale,
): TLiveStatsMeeting => ({
  ...row,
  meetingName: inLocale(locale, row.meetingName, meetingNameEn),
  startTime: iso(row.startTime),
  endTime: iso(row.endTime),
});

/** One venue a person watched, in their language. */
export const presentMyWatch = (row: TMyWatchRow, locale: TLocale): TMyWatch => ({
  meetingId: row.meetingId,
  placeId: row.placeId,
  meetingName: inLocale(locale, row.meetingName, row.meetingNameEn),
  placeName: inLocale(locale, row.placeName, row.placeNameEn),
  sessions: row.sessions,
  seconds: row.seconds,
  lastAt: iso(row.lastAt),
});
