import dayjs, { type Dayjs } from 'dayjs';
import { formatTime } from '../../lib/format-time';

/**
 * Meetings happen in China time: the console edits and the pages show wall-clock times of
 * Asia/Shanghai whatever the browser's or server's zone, so server and client render alike:
 * 'YYYY-MM-DD HH:mm'.
 */
export const chinaClock = (iso: string): string => formatTime(iso).slice(0, 16);

export const chinaDay = (iso: string): string => chinaClock(iso).slice(0, 10);

/** A picker value for an ISO time, holding the China wall clock. */
export const pickerOf = (iso: string | undefined): Dayjs | undefined =>
  iso ? dayjs(chinaClock(iso)) : undefined;

/** The picker's wall clock back to an ISO time in China time. */
export const isoOfPicker = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`;

/** "2026-05-08 ~ 2026-05-10", or one day when the meeting fits in one. */
export const dayRange = (startIso: string, endIso: string): string => {
  const start = chinaDay(startIso);
  const end = chinaDay(endIso);
  return start === end ? start : `${start} ~ ${end}`;
};
