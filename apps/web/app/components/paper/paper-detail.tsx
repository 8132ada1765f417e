import type { TPaperRecord } from '@huitang/contracts';
import { FileTextOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './paper.module.css';

/** What the organiser reads of one paper: authors in order, abstract, attachments and every review. */
export function PaperDetail({ paper }: { paper: TPaperRecord }) {
  const { t } = useTranslation();
  return (
    <div data-testid="paper-detail">
      <div className={styles.meta}>
        {paper.authors.map((author, index) => (
          <span key={index}>
            {index ? '，' : ''}
            {author.name}
            {author.corresponding ? '*' : ''}（{author.unit}）
          </span>
        ))}{' '}
        · {t('paper.submitter')} {paper.submitterMobile}
        {paper.topic ? ` · ${paper.topic}` : ''}
      </div>
      <div className={styles.tags}>
        {paper.keywords.map((keyword) => (
          <Tag key={keyword}>{keyword}</Tag>
        ))}
      </div>
      <p className={styles.abstract}>{paper.abstract}</p>
      <ul className={styles.files}>
        {paper.files.map((file) => (
          <li key={file.url}>
            <FileTextOutlined />{' '}
            <a href={file.url} download={file.fileName}>
              {file.fileName}
            </a>
          </li>
        ))}
      </ul>
      <h4>{t('paper.reviews')}</h4>
      {paper.reviews.length === 0 ? (
        <div className={styles.meta}>{t('paper.noReviews')}</div>
      ) : (
        paper.reviews.map((review) => (
          <div key={review.reviewerMobile} className={styles.meta}>
            {review.reviewerName}：
            {review.score === null ? t('paper.notReviewed') : `${review.score} — ${review.comment}`}
          </div>
        ))
      )}
      {paper.decisionNote ? (
        <div className={styles.meta}>
          {t('paper.decision')}：{paper.decisionNote}
        </div>
      ) : null}
    </div>
  );
}
