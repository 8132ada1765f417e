import type { ReactNode } from 'react';
import styles from './page-title.module.css';

/** The heading row of a personal-centre page, with optional actions on the right. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className={styles.row}>
      <h1 className={styles.title}>{title}</h1>
      {extra ? <div>{extra}</div> : null}
    </div>
  );
}
