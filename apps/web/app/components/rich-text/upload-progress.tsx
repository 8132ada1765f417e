import { useTranslation } from 'react-i18next';
import type { TSending } from '../upload/use-image-upload';
import styles from './editor.module.css';

/**
 * The files on their way into the text, each with its share sent: a film takes minutes. It floats
 * over the editing area's corner, so the text does not jump while files come and go.
 */
export function UploadProgress({ sending }: { sending: TSending[] }) {
  const { t } = useTranslation();
  if (sending.length === 0) return null;
  return (
    <div className={styles.uploads} aria-live="polite">
      {sending.map((file) => {
        const label = t('richText.uploading', { name: file.name });
        return (
          <div key={file.id} className={styles.upload}>
            <div className={styles.uploadLine}>
              <span className={styles.uploadName}>{label}</span>
              <span>{file.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={file.percent}
              className={styles.track}
            >
              <div className={styles.bar} style={{ width: `${file.percent}%` }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
