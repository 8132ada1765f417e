import type { TGradeFigures } from '@huitang/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEChart } from '../charts/use-echart';
import styles from './grade.module.css';

/**
 * How a class's best scores spread over ten bands of the paper's total (Apache ECharts bars); the
 * student's own band is drawn in the accent colour when `mine` is given.
 */
export function ScoreChart({ figures, mine }: { figures: TGradeFigures; mine?: number | null }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      figures.markedCount === 0
        ? null
        : {
            animation: false,
            grid: { left: 40, right: 16, top: 24, bottom: 32 },
            tooltip: { trigger: 'axis' },
            xAxis: {
              type: 'category',
              data: figures.distribution.map((band) => `${band.from}–${band.to}`),
            },
            yAxis: { type: 'value', minInterval: 1, name: t('grade.distributionAxis') },
            series: [
              {
                name: t('grade.distributionAxis'),
                type: 'bar',
                barMaxWidth: 36,
                data: figures.distribution.map((band, index) => ({
                  value: band.count,
                  itemStyle: {
                    color: isMine(mine, band, index === figures.distribution.length - 1)
                      ? '#f59e0b'
                      : '#2563eb',
                  },
                })),
              },
            ],
          },
    [figures, mine, t],
  );
  const box = useEChart(option);
  if (option === null) return <div className={styles.muted}>{t('grade.noMarked')}</div>;
  return <div ref={box} className={styles.chart} data-testid="score-chart" />;
}

const isMine = (mine: number | null | undefined, band: { from: number; to: number }, last: boolean) =>
  mine !== null && mine !== undefined && mine >= band.from && (mine < band.to || (last && mine <= band.to));
