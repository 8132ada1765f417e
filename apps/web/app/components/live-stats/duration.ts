import type { TFunction } from 'i18next';

/** Time watched as people say it: "2 小时 05 分" / "2 h 05 min"; under an hour with seconds, under a minute seconds only. */
export const durationText = (t: TFunction, seconds: number): string => {
  if (seconds < 60) return t('liveStats.seconds', { s: seconds });
  const h = Math.floor(seconds / 3600);
  const m = String(Math.floor((seconds % 3600) / 60)).padStart(h ? 2 : 1, '0');
  return h
    ? t('liveStats.hours', { h, m })
    : t('liveStats.minutes', { m, s: String(seconds % 60).padStart(2, '0') });
};
