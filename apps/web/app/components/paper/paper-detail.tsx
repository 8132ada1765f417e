import type { TPaperRecord } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { authorsLine, PaperFiles } from './paper-files';
import styles from './paper.module.css';

/** What the organiser reads of one paper: authors in order, abstract, attachments and every review. */
export function PaperDetail({ paper }: { paper: TPaperRecord }) {
  const { t } = useTranslation();
  return (
    <div data-testid="paper-detail">
      <div className={styles.meta}>
        {authorsLine(paper.authors, t)} · {t('paper.submitter')} {paper.submitterMobile}
        {paper.topic ? ` · ${paper.topic}` : ''}
      </div>
      <div className={styles.tags}>
        {paper.keywords.map((keyword) => (
          <Tag key={keyword}>{keyword}</Tag>
        ))}
      </div>
      <p className={styles.abstract}>{paper.abstract}</p>
      <PaperFiles files={paper.files} />
      <h4>{t('paper.reviews')}</h4>
      {paper.reviews.length === 0 ? (
        <div className={styles.meta}>{t('paper.noReviews')}</div>
      ) : (
        paper.reviews.map((review) => (
          <div key={review.reviewerMobile} className={styles.meta}>
            {t('common.labelled', {
              label: review.reviewerName,
              value: review.score === null ? t('paper.notReviewed') : `${review.score} — ${review.comment}`,
            })}
          </div>
        ))
      )}
      {paper.decisionNote ? (
        <div className={styles.meta}>
          {t('common.labelled', { label: t('paper.decision'), value: paper.decisionNote })}
        </div>
      ) : null}
    </div>
  );
}
