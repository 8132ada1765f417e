import { formatTime } from '../../lib/format/format-time';

/**
 * Meetings happen in China time: the console edits and the pages show wall-clock times of
 * Asia/Shanghai whatever the browser's or server's zone, so server and client render alike:
 * 'YYYY-MM-DD HH:mm'. No dayjs here, so pages that only show times (the home page's meeting cards)
 * do not load it; the pickers' conversions are in china-time.ts.
 */
export const chinaClock = (iso: string): string => formatTime(iso).slice(0, 16);

export const chinaDay = (iso: string): string => chinaClock(iso).slice(0, 10);

/** "2026-05-08 ~ 2026-05-10", or one day when the meeting fits in one. */
export const dayRange = (startIso: string, endIso: string): string => {
  const start = chinaDay(startIso);
  const end = chinaDay(endIso);
  return start === end ? start : `${start} ~ ${end}`;
};
