import { useSite } from '../../lib/use-site';
import { RecordLinks } from './record-links';
import styles from './site-footer.module.css';

/** Copyright (sanitised HTML), ICP and public-security record numbers: the line every footer ends with. */
export function RecordLine() {
  const { copyrightHtml } = useSite();
  return (
    <div className={styles.records}>
      {copyrightHtml ? <span dangerouslySetInnerHTML={{ __html: copyrightHtml }} /> : null}
      <RecordLinks />
    </div>
  );
}
