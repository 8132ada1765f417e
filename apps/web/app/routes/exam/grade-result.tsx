import { Code } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import type { Route } from './+types/grade-result';
import { serverApi } from '../../api/server';
import { GradeFigures } from '../../components/grade/grade-figures';
import { ScoreChart } from '../../components/grade/score-chart';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { stop } from '../../lib/stop';
import styles from '../../components/exam/exam.module.css';
import grade from '../../components/grade/grade.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('exam', 'grade');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.grade.resultTitle);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const query = new URL(request.url).searchParams;
  const gradeId = Number(query.get('gradeId')) || 0;
  const examId = Number(query.get('examId')) || 0;
  const reply = await serverApi(context).call('/exam/auth/grade/result/mine', { gradeId, examId });
  if (reply.code === Code.INVALID || reply.code === Code.NOT_FOUND) stop(data(null, { status: 404 }));
  return { examId, result: authedDataOf(reply, request, context) };
};

/**
 * /exam/gradeResult (SPEC): my result in a class exam beside the class's — my best score and rank,
 * the class's average, extremes and pass rate, and where my score falls in the spread.
 */
export default function GradeResult({ loaderData: { examId, result } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mine, figures } = result;
  return (
    <div className={`ht-container ${styles.page}`}>
      <div className={styles.detail}>
        <div className={grade.muted}>{t('grade.explainClass', { name: result.gradeName })}</div>
        <div className={styles.head}>
          <h1>
            {result.examName} · {t('grade.resultTitle')}
          </h1>
        </div>
        <section className={grade.card} data-testid="my-grade-score">
          <div className={grade.muted}>{t('grade.myScore')}</div>
          {mine.best !== null ? (
            <>
              <strong style={{ fontSize: 32 }}>{mine.best}</strong> / {result.totalScore}{' '}
              <Tag color={mine.passed ? 'green' : 'red'}>
                {t(mine.passed ? 'grade.passed' : 'grade.failed')}
              </Tag>
              <div>
                {t('grade.myRank')}: {t('grade.myRankValue', { rank: mine.rank, count: figures.markedCount })}
              </div>
            </>
          ) : (
            <div>{t(mine.state === 'reviewing' ? 'grade.waiting' : 'grade.notTaken')}</div>
          )}
        </section>
        <GradeFigures figures={figures} />
        <h3>{t('grade.distribution')}</h3>
        <ScoreChart figures={figures} mine={mine.best} />
        <p>
          <Link to={`/exam/view/${examId}`}>{t('grade.examDetail')}</Link>
        </p>
      </div>
    </div>
  );
}
