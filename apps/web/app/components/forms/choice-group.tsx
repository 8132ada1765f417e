import { useId } from 'react';
import styles from './choice-group.module.css';

interface TProps<V extends string | number> {
  options: { value: V; label: string }[];
  value?: V | null;
  onChange?: (value: V) => void;
}

/**
 * One choice among a few, as native radio buttons drawn like antd's: the form field of a page whose
 * first load must stay light (antd's Radio is about 4 KB gzip with its wave and group code). Keyboard,
 * screen readers and the form's value work as with any radio group.
 */
export function ChoiceGroup<V extends string | number>({ options, value, onChange }: TProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" className={styles.group}>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            className={styles.input}
            checked={option.value === value}
            onChange={() => onChange?.(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
