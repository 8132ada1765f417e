import type { TLiveStatsChart } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import { chinaClock } from '@huitang/contracts/china-time';
import { durationText } from './duration';
import styles from './live-stats.module.css';

/** The headline figures of a meeting's or a venue's lives, above its chart. */
export function WatchFigures({ chart }: { chart: TLiveStatsChart }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('liveStats.watching'), value: String(chart.watching) },
    {
      label: t('liveStats.peak'),
      value: String(chart.peak),
      note: chart.peakAt ? t('liveStats.peakAt', { time: chinaClock(chart.peakAt) }) : '',
    },
    { label: t('liveStats.viewers'), value: String(chart.viewers) },
    { label: t('liveStats.sessions'), value: String(chart.sessions) },
    { label: t('liveStats.duration'), value: durationText(t, chart.seconds) },
    {
      label: t('liveStats.perViewer'),
      value: durationText(t, chart.viewers ? Math.round(chart.seconds / chart.viewers) : 0),
    },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
          {figure.note ? <dd className={styles.note}>{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
