import { Code, type TAnswerValue, type TExerciseResult, type TExerciseSheet } from '@huitang/contracts';
import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/exercise';
import { serverApi } from '../../api/server';
import { QuestionCard } from '../../components/exam/question-card';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/exam/exam.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('exam', 'course');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches[0].loaderData, (texts) => data?.title ?? texts.exam.exerciseTitle);

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const reply = await serverApi(context).call('/exam/auth/exercise/view', {
    periodId: Number(params.id) || 0,
  });
  return authedDataOf(reply, request, context, (texts) => texts.exam.exerciseLocked);
};

/** Where the course of an exercise lives, to go back to it. */
const coursePath = (sheet: TExerciseSheet) =>
  ({ vod: '/view', live: '/live/detail', library: '/library/view', resource: '/resource/detail' })[
    sheet.courseKind as 'vod'
  ] + `/${sheet.courseId}`;

/**
 * /exam/exercise/:id (SPEC): a course's exercise lesson — answer its questions with no clock, hand in
 * and see at once what was right, the right answers and the explanations; try again as often as
 * wanted. Reaching the pass mark finishes the lesson.
 */
export default function Exercise({ loaderData: sheet }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [answers, setAnswers] = useState(new Map<number, TAnswerValue>());
  const [result, setResult] = useState<TExerciseResult | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = result?.mine ?? sheet.mine;

  const answer = (questionId: number, value: TAnswerValue) =>
    setAnswers((before) => new Map(before).set(questionId, value));
  const submit = async () => {
    setBusy(true);
    const reply = await api.call('/exam/auth/exercise/submit', {
      periodId: sheet.periodId,
      answers: [...answers].map(([questionId, value]) => ({ questionId, answer: value })),
    });
    setBusy(false);
    if (reply.code !== Code.OK) return;
    setResult(reply.data);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const revalidator = useRevalidator();
  // A random paper draws anew after a hand-in: the next try loads its fresh sheet.
  const again = () => {
    setResult(null);
    setAnswers(new Map());
    void revalidator.revalidate();
  };

  return (
    <div className={`ht-container ${styles.page}`}>
      <div className={styles.detail}>
        <div className={styles.muted}>
          <Link to={coursePath(sheet)}>{sheet.courseName}</Link> · {t('exam.exerciseTitle')}
        </div>
        <div className={styles.head}>
          <h1>{sheet.title}</h1>
        </div>
        <div className={styles.facts}>
          <div>{t('exam.exerciseRule', { total: sheet.totalScore, pass: sheet.passScore })}</div>
          {mine ? (
            <div data-testid="exercise-standing">
              {t('exam.exerciseStanding', { attempts: mine.attempts, best: mine.bestScore })}{' '}
              {mine.passed ? <Tag color="green">{t('exam.exerciseDone')}</Tag> : null}
            </div>
          ) : null}
        </div>
        {sheet.heldBy ? (
          <Alert
            type="info"
            showIcon
            data-testid="exercise-held"
            title={t('exam.exerciseHeld', { exam: sheet.heldBy })}
          />
        ) : null}
        {result ? (
          <Alert
            type={result.passed ? 'success' : 'warning'}
            showIcon
            data-testid="exercise-result"
            title={t(result.passed ? 'exam.exercisePassed' : 'exam.exerciseFailed', {
              score: result.score,
              total: result.totalScore,
              pass: result.passScore,
            })}
            description={t('exam.exerciseProgress', { progress: result.progress })}
            action={<Button onClick={again}>{t('exam.exerciseAgain')}</Button>}
          />
        ) : null}
      </div>
      <div style={{ marginTop: 16 }}>
        {result
          ? result.questions.map((question, index) => (
              <QuestionCard
                key={`result-${question.questionId}`}
                question={question}
                label={`${index + 1}.`}
                answer={question.answer ?? undefined}
              />
            ))
          : sheet.questions.map((question, index) => (
              <QuestionCard
                key={question.questionId}
                question={question}
                label={`${index + 1}.`}
                answer={answers.get(question.questionId)}
                answers={answers}
                onAnswer={answer}
              />
            ))}
      </div>
      {result || sheet.heldBy ? null : (
        <div className={styles.facts}>
          <Button type="primary" size="large" loading={busy} onClick={() => void submit()}>
            {t('exam.exerciseSubmit')}
          </Button>
        </div>
      )}
    </div>
  );
}
