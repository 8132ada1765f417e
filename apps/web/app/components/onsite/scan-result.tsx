import type { TScanResult } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import styles from './desk.module.css';

/** The answer to a scan, large enough to read at arm's length: green in, amber already in, red refused. */
export function ScanResult({ result }: { result: TScanResult }) {
  const { t } = useTranslation();
  const { person } = result;
  return (
    <div className={`${styles.result} ${styles[result.verdict]}`} role="status" data-verdict={result.verdict}>
      <div className={styles.verdict}>{t(`onsite.${result.verdict}`)}</div>
      {person ? (
        <>
          <div className={styles.name}>{person.name}</div>
          <div className={styles.details}>
            {[person.typeName, person.unit, person.seat ? `${t('onsite.seat')} ${person.seat}` : '']
              .filter(Boolean)
              .join(' · ')}
          </div>
        </>
      ) : null}
      {result.message && result.message !== t(`onsite.${result.verdict}`) ? (
        <div className={styles.message}>{result.message}</div>
      ) : null}
    </div>
  );
}
