/**
 * China time, for the server and the web alike: meetings, orders and certificates are written on the
 * China wall clock (SPEC 3: 'YYYY-MM-DD HH:mm:ss'), whatever the server's or the visitor's zone, so
 * server-rendered text and hydrated text agree. China keeps UTC+8 all year (no daylight saving since
 * 1991), so a fixed offset is exact and needs neither Intl's zone data nor dayjs: pages that only show
 * times load nothing more. The pickers' dayjs conversions stay in the web, over these.
 */
export const CHINA_ZONE = 'Asia/Shanghai';
export const CHINA_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3_600_000;

/** A time as rows and answers carry it; null and undefined (not happened yet) show as ''. */
export type TInstant = Date | string | number | null | undefined;

/** The instant's China wall clock as 'YYYY-MM-DDTHH:mm:ss', or undefined for a missing or invalid one. */
const wallClock = (at: TInstant): string | undefined => {
  if (at === null || at === undefined) return undefined;
  const ms = new Date(at).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms + OFFSET_MS).toISOString().slice(0, 19);
};

/** An unreadable time shows as it came (a string) rather than as "Invalid Date" or a throw. */
const shown = (at: TInstant, length: number) => {
  const clock = wallClock(at);
  return clock === undefined ? (typeof at === 'string' ? at : '') : clock.slice(0, length).replace('T', ' ');
};

/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export const chinaTime = (at: TInstant): string => shown(at, 19);

/** 'YYYY-MM-DD HH:mm' in China time. */
export const chinaClock = (at: TInstant): string => shown(at, 16);

/** 'YYYY-MM-DD', the day in China. */
export const chinaDay = (at: TInstant): string => shown(at, 10);

/** 'YYYY-MM-DDTHH:mm:ss+08:00': the China wall clock with its offset, as gateways and pickers write it. */
export const chinaIso = (at: TInstant): string => {
  const clock = wallClock(at);
  return clock === undefined ? '' : `${clock}${CHINA_OFFSET}`;
};

/** "2026-05-08 ~ 2026-05-10", or one day when both ends fall on the same China day. */
export const dayRange = (start: TInstant, end: TInstant): string => {
  const first = chinaDay(start);
  const last = chinaDay(end);
  return first === last ? first : `${first} ~ ${last}`;
};

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant a China wall-clock time names: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss'
 * ('T' between them also reads). Null for anything else, including days that do not exist
 * (2026-02-30), which Date alone would roll over into March.
 */
export const chinaInstant = (text: string): Date | null => {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, day, hours = '00', minutes = '00', seconds = '00'] = match;
  const clock = `${day}T${hours}:${minutes}:${seconds}`;
  const at = new Date(`${clock}${CHINA_OFFSET}`);
  return wallClock(at) === clock ? at : null;
};

/** The first instant of the China day the instant falls on (an invalid Date for an invalid instant). */
export const chinaDayStart = (at: TInstant): Date =>
  new Date(`${wallClock(at)?.slice(0, 10)}T00:00:00${CHINA_OFFSET}`);

/** The last millisecond of the China day the instant falls on. */
export const chinaDayEnd = (at: TInstant): Date => new Date(chinaDayStart(at).getTime() + 86_400_000 - 1);
