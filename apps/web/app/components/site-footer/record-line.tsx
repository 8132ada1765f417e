import { useSite } from '../../lib/use-site';
import styles from './site-footer.module.css';

/** Copyright (sanitised HTML), ICP and public-security record numbers: the line every footer ends with. */
export function RecordLine() {
  const { web, copyrightHtml } = useSite();
  return (
    <div className={styles.records}>
      {copyrightHtml ? <span dangerouslySetInnerHTML={{ __html: copyrightHtml }} /> : null}
      {web.icp ? (
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
          {web.icp}
        </a>
      ) : null}
      {web.prn || web.prnNo ? (
        <a
          href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(web.prnNo)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {web.prn}
          {web.prnNo}
        </a>
      ) : null}
    </div>
  );
}
