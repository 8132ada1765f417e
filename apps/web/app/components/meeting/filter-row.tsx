import { useTranslation } from 'react-i18next';
import styles from './meeting-cards.module.css';

/** A row of filter chips over a public list (meetings, courses): "all" first, one chosen at a time. */
export function FilterRow({
  label,
  value,
  options,
  onPick,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onPick: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const chip = (key: string | undefined, text: string) => (
    <button
      key={key ?? 'all'}
      type="button"
      className={value === key ? `${styles.chip} ${styles.chipActive}` : styles.chip}
      aria-pressed={value === key}
      onClick={() => onPick(key ?? null)}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.filterRow}>
      <span className={styles.filterLabel}>{label}</span>
      {chip(undefined, t('meeting.all'))}
      {options.map((option) => chip(option.value, option.label))}
    </div>
  );
}
