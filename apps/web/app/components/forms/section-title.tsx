import styles from './section-title.module.css';

/** A heading that splits a long form into parts, with an optional note under it. */
export function SectionTitle({ title, note }: { title: string; note?: string }) {
  return (
    <>
      <h3 className={styles.section}>{title}</h3>
      {note ? <p className={styles.note}>{note}</p> : null}
    </>
  );
}
