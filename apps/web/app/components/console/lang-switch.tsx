import type { TEditLang } from './use-console';
import styles from './lang-switch.module.css';

const CHOICES: { value: TEditLang; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/**
 * The console header's switch of the language being edited, drawn as antd's Segmented was: the
 * Segmented brought the Tooltip and its trigger (about 16 KB gzip) to every console page (issue 45).
 * Each language is written in its own language, so the labels are the same in zh and en.
 */
export function LangSwitch({
  value,
  onChange,
  label,
}: {
  value: TEditLang;
  onChange: (lang: TEditLang) => void;
  label: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.switch}>
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          className={choice.value === value ? `${styles.item} ${styles.selected}` : styles.item}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
