/**
 * Times show as 'YYYY-MM-DD HH:mm:ss' (SPEC 3) in China time, whatever the server's or visitor's
 * zone, so the server-rendered text and the hydrated text always agree.
 */
const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export const formatTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
};
