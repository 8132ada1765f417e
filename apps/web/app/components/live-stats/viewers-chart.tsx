import type { TLiveStatsChart } from '@huitang/contracts';
import { useMemo } from 'react';
import { useEChart } from '../charts/use-echart';
import { useTranslation } from 'react-i18next';
import { chinaClock } from '@huitang/contracts/china-time';
import styles from './live-stats.module.css';

/** Viewers online over time (Apache ECharts): one point per step, zoomable when the live was long. */
export function ViewersChart({ chart }: { chart: TLiveStatsChart }) {
  const { t } = useTranslation();
  const empty = chart.points.length === 0;
  const option = useMemo(
    () =>
      empty
        ? null
        : {
            // Figures, not a show: drawn at once.
            animation: false,
            grid: { left: 48, right: 24, top: 24, bottom: chart.points.length > 60 ? 64 : 32 },
            tooltip: { trigger: 'axis' },
            xAxis: {
              type: 'category',
              boundaryGap: false,
              // China time, as the meeting's programme is written.
              data: chart.points.map((point) => chinaClock(point.at).slice(5)),
            },
            yAxis: { type: 'value', minInterval: 1, name: t('liveStats.axis') },
            dataZoom: chart.points.length > 60 ? [{ type: 'inside' }, { type: 'slider' }] : [],
            series: [
              {
                name: t('liveStats.chart'),
                type: 'line',
                smooth: true,
                showSymbol: chart.points.length <= 60,
                symbolSize: 6,
                areaStyle: { opacity: 0.12 },
                data: chart.points.map((point) => point.viewers),
              },
            ],
          },
    [chart, empty, t],
  );
  const box = useEChart(option);

  return (
    <section className={styles.chartBox}>
      <header className={styles.chartHead}>
        <h2>{t('liveStats.chart')}</h2>
        {empty ? null : <span>{t('liveStats.chartStep', { minutes: chart.stepMinutes })}</span>}
      </header>
      {empty ? (
        <div className={styles.empty}>{t('liveStats.noWatch')}</div>
      ) : (
        <div ref={box} className={styles.chart} data-testid="viewers-chart" />
      )}
    </section>
  );
}
