import type { ReactNode } from 'react';
import styles from './type-badge.module.css';

/**
 * The account's kind (ordinary user, lecturer, institution) as antd's blue Tag draws it, without
 * antd's Tag: its colour, close button and wave code are about 6 KB gzip of the personal centre's
 * first load, for a label nobody clicks.
 */
export function TypeBadge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `${styles.badge} ${className}` : styles.badge}>{children}</span>;
}
