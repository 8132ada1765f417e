import type { TPaperToReview } from '@huitang/contracts';
import { Button, Empty, Input, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/review';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { authorsLine, PaperFiles } from '../../../components/paper/paper-files';
import { pageTitle } from '../../../lib/page-title';
import { PHONE_READY } from '../../../lib/phone';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/paper/paper.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('paper');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.reviews);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  papers: authedDataOf(
    await serverApi(context).call('/meeting/auth/manuscript/review/my', {}),
    request,
    context,
  ),
});

/** One paper to review: what the reviewer may see of it, and their score and comments. */
function ReviewCard({ paper }: { paper: TPaperToReview }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [score, setScore] = useState<number | null>(paper.score);
  const [comment, setComment] = useState(paper.comment);
  return (
    <article className={styles.review} data-testid="paper-to-review">
      <h3>{paper.title}</h3>
      <div className={styles.meta}>
        {paper.meetingName} · {paper.typeName}
        {paper.topic ? ` · ${paper.topic}` : ''}{' '}
        <Tag color={paper.score === null ? 'orange' : 'green'}>
          {paper.score === null ? t('paper.notReviewed') : t('paper.reviewed')}
        </Tag>
      </div>
      <div className={styles.meta}>
        {paper.authors.length ? authorsLine(paper.authors, t) : t('paper.blindNote')}
      </div>
      {paper.keywords.length ? (
        <div className={styles.tags}>
          {paper.keywords.map((keyword) => (
            <Tag key={keyword}>{keyword}</Tag>
          ))}
        </div>
      ) : null}
      <p className={styles.abstract}>{paper.abstract}</p>
      <PaperFiles files={paper.files} />
      {paper.open ? (
        <div className={styles.scoreRow}>
          <InputNumber
            aria-label={t('paper.score')}
            placeholder={t('paper.score')}
            min={1}
            max={10}
            value={score}
            onChange={(value) => setScore(value)}
          />
          <Input.TextArea
            aria-label={t('paper.comment')}
            placeholder={t('paper.comment')}
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button
            type="primary"
            loading={busy}
            onClick={() =>
              void run(() =>
                api.call('/meeting/auth/manuscript/review/save', {
                  paperId: paper.id,
                  score: score ?? 0,
                  comment,
                }),
              )
            }
          >
            {t('paper.saveReview')}
          </Button>
        </div>
      ) : (
        <div className={styles.meta}>
          {t('paper.reviewClosed')}
          {paper.score !== null ? ` · ${t('paper.score')}: ${paper.score}` : ''}
        </div>
      )}
    </article>
  );
}

/** /account/review: the papers organisers asked me to review (blind when the call says so). */
export default function PapersToReview({ loaderData: { papers } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('menu.reviews')} />
      {papers.length === 0 ? (
        <Empty description={t('paper.reviewEmpty')} />
      ) : (
        papers.map((paper) => <ReviewCard key={paper.id} paper={paper} />)
      )}
    </>
  );
}
