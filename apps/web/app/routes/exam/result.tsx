import { Code } from '@huitang/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/result';
import { serverApi } from '../../api/server';
import { AttemptStateTag } from '../../components/exam/attempt-state-tag';
import { QuestionCard } from '../../components/exam/question-card';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { PHONE_READY } from '../../lib/phone';
import styles from '../../components/exam/exam.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.exam.resultTitle);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const attemptId = Number(new URL(request.url).searchParams.get('id')) || 0;
  const reply = await serverApi(context).call('/exam/auth/attempt/result', { attemptId });
  // Results after marking: until then the page says so.
  if (reply.code === Code.CONFLICT) return { later: reply.msg, result: null };
  return { later: null, result: authedDataOf(reply, request, context) };
};

/**
 * /exam/result?id= (SPEC exam result): the score, whether it passed, and each question with the
 * answer given, the right answer, the points, the explanation and the marker's comment.
 */
export default function ExamResult({ loaderData: { later, result } }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!result)
    return (
      <div className={`ht-container ${styles.page}`}>
        <Result
          status="info"
          title={later}
          extra={
            <Link to="/account/exams/myExam">
              <Button>{t('menu.myExams')}</Button>
            </Link>
          }
        />
      </div>
    );
  const { attempt } = result;
  return (
    <div className={`ht-container ${styles.page}`}>
      <div className={styles.detail}>
        <div className={styles.head}>
          <h1>
            {t('exam.resultTitle')} · {attempt.examName}
          </h1>
          <Link to={`/exam/view/${attempt.examId}`}>
            <Button>{t('exam.backToExam')}</Button>
          </Link>
        </div>
        <div className={styles.facts}>
          <div>
            {t('exam.yourScore')}{' '}
            <span className={styles.scoreBig} data-testid="exam-score">
              {attempt.score ?? '—'}
            </span>{' '}
            / {attempt.totalScore}
          </div>
          <div>
            <AttemptStateTag attempt={attempt} />
          </div>
          {attempt.submittedAt ? (
            <div>{t('exam.submittedAt', { time: chinaTime(attempt.submittedAt) })}</div>
          ) : null}
        </div>
      </div>
      <div style={{ marginTop: 16 }}>
        {result.questions.map((question, index) => (
          <QuestionCard
            key={question.questionId}
            question={question}
            label={`${index + 1}.`}
            answer={question.answer ?? undefined}
          />
        ))}
      </div>
    </div>
  );
}
