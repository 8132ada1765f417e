import type { TGradeFigures } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import styles from './grade.module.css';

const shown = (value: number | null) => (value === null ? '—' : String(value));

/** A class's figures for one exam: how many sat it and were marked, the average, the extremes, the pass rate. */
export function GradeFigures({ figures }: { figures: TGradeFigures }) {
  const { t } = useTranslation();
  const items = [
    ['students', String(figures.studentCount)],
    ['marked', String(figures.markedCount)],
    ['reviewing', String(figures.reviewingCount)],
    ['average', shown(figures.average)],
    ['highest', shown(figures.highest)],
    ['lowest', shown(figures.lowest)],
    ['passRate', figures.passRate === null ? '—' : `${Math.round(figures.passRate * 1000) / 10}%`],
  ] as const;
  return (
    <div className={styles.figures}>
      {items.map(([key, value]) => (
        <div key={key} className={styles.figure}>
          <strong>{value}</strong>
          <span>{t(`grade.figures.${key}`)}</span>
        </div>
      ))}
    </div>
  );
}
