import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './mode-tabs.module.css';

interface TProps<K extends string> {
  items: { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
}

/** Keys that move the focus along the tabs, as in antd's Tabs: by one (wrapping), or to an end. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The sign-in modes as a tab bar drawn like antd's small top Tabs (sizes, colours, the sliding ink
 * bar; arrow keys, Home and End move the focus, Enter or Space chooses). antd's Tabs would bring its
 * overflow menu too, rc-menu, rc-dropdown and rc-trigger: about 22 KB gzip on /login for two tabs
 * that never overflow.
 */
export function ModeTabs<K extends string>({ items, active, onChange }: TProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [ink, setInk] = useState<{ left: number; width: number }>();
  const activeIndex = items.findIndex((item) => item.key === active);

  // Measured before paint, as antd does: the server cannot know the labels' widths.
  useLayoutEffect(() => {
    const button = buttons.current[activeIndex];
    if (button) setInk({ left: button.offsetLeft + button.offsetWidth / 2, width: button.offsetWidth });
  }, [activeIndex]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const move = FOCUS_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length)]?.focus();
  };

  return (
    <div role="tablist" aria-orientation="horizontal" className={styles.tabs}>
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          tabIndex={item.key === active ? 0 : -1}
          className={item.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(item.key)}
          onKeyDown={(event) => moveFocus(event, index)}
        >
          <span className={styles.label}>{item.label}</span>
        </button>
      ))}
      <span className={styles.ink} style={ink} aria-hidden />
    </div>
  );
}
