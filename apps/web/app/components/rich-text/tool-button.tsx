import type { ReactNode } from 'react';
import styles from './editor.module.css';

interface TToolButtonProps {
  label: string;
  /** A format that is on or off: said to assistive technology as pressed. */
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** One toolbar button. A press does not take the focus, so the text's selection stays where it was. */
export function ToolButton({ label, active, disabled, onClick, children }: TToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
