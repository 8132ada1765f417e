import type { TPaperAuthor, TPaperFile } from '@huitang/contracts';
import { FileTextOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import styles from './paper.module.css';

/** Authors in order with their units, the corresponding one starred, punctuated in the page's language. */
export const authorsLine = (authors: TPaperAuthor[], t: TFunction) =>
  authors
    .map((author) =>
      t('paper.withDetail', {
        name: `${author.name}${author.corresponding ? '*' : ''}`,
        detail: author.unit,
      }),
    )
    .join(t('paper.separator'));

/** A paper's attachments, each downloaded under the name its author gave it. */
export function PaperFiles({ files }: { files: TPaperFile[] }) {
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.url}>
          <FileTextOutlined />{' '}
          <a href={file.url} download={file.fileName}>
            {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
