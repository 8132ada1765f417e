import type { TAnswerValue, TSheetQuestion } from '@huitang/contracts';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router';
import type { Route } from './+types/sitting';
import { serverApi } from '../../api/server';
import { QuestionCard } from '../../components/exam/question-card';
import { useAnswerSaver, type TSaveState } from '../../components/exam/use-answer-saver';
import { parts } from '../../components/live/countdown';
import { pageTitle } from '../../lib/page-title';
import { stop } from '../../lib/stop';
import { authedDataOf } from '../../loaders/session.server';
import { PHONE_READY } from '../../lib/phone';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/exam/exam.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches[0].loaderData, (texts) => data?.attempt.examName ?? texts.exam.listTitle);

/** The server's grace for answers in flight when the time runs out (ANSWER_GRACE_SECONDS), and a second more. */
const HAND_IN_WAIT_MS = 6000;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const attemptId = Number(new URL(request.url).searchParams.get('id')) || 0;
  const sheet = authedDataOf(
    await serverApi(context).call('/exam/auth/attempt/view', { attemptId }),
    request,
    context,
  );
  if (sheet.attempt.submittedAt) stop(redirect(`/exam/result?id=${attemptId}`));
  return sheet;
};

const answerable = (questions: TSheetQuestion[]) =>
  questions.flatMap((q) => (q.kind === 'material' ? q.children : [q]));
const isAnswered = (value: TAnswerValue | undefined) =>
  value !== undefined &&
  (Array.isArray(value)
    ? value.some((v) => v.trim() !== '')
    : typeof value !== 'string' || value.trim() !== '');
/** Kinds answered by typing: saved after a pause rather than at every key. */
const TYPED = new Set<TSheetQuestion['kind']>(['fill', 'short']);
const two = (n: number) => String(n).padStart(2, '0');

/**
 * /exam/exam?id= (SPEC exam exam): answering an attempt. Every answer is saved as it is given; a
 * reload or another tab opens the same attempt with its answers; the clock is the server's (its time
 * at load corrects the browser's); when it runs out the page stops taking answers, sends what waits,
 * and the server hands the attempt in.
 */
export default function ExamSitting({ loaderData: sheet }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const attemptId = sheet.attempt.id;
  const toResult = useCallback(() => void navigate(`/exam/result?id=${attemptId}`), [navigate, attemptId]);
  const initial = useMemo(() => new Map(sheet.answers.map((a) => [a.questionId, a.answer])), [sheet.answers]);
  const saver = useAnswerSaver(attemptId, initial, { language: i18n.language, onClosed: toResult });
  const [skew, setSkew] = useState<number>();
  const [now, setNow] = useState(0);
  const [timeUp, setTimeUp] = useState(false);

  useEffect(() => {
    setSkew(Date.parse(sheet.serverNow) - Date.now());
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sheet.serverNow]);

  const left =
    sheet.attempt.dueAt && skew !== undefined ? Date.parse(sheet.attempt.dueAt) - (now + skew) : null;
  useEffect(() => {
    if (left === null || left > 0 || timeUp) return;
    setTimeUp(true);
    // Answers typed in the last moment still count: send them, then let the server hand the attempt in.
    void saver.flush().then(() => {
      saver.stop();
      window.setTimeout(toResult, HAND_IN_WAIT_MS);
    });
  }, [left, timeUp, saver, toResult]);

  const questions = answerable(sheet.questions);
  const kindOf = new Map(questions.map((q) => [q.questionId, q.kind]));
  const unanswered = questions.filter((q) => !isAnswered(saver.answers.get(q.questionId))).length;

  const handIn = () =>
    void modal.confirm({
      title: t('exam.submit'),
      content: (
        <>
          {unanswered ? <p>{t('exam.unanswered', { count: unanswered })}</p> : null}
          <p>{t('exam.submitConfirm')}</p>
        </>
      ),
      okText: t('exam.submit'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await saver.flush();
        saver.stop();
        const reply = await api.call('/exam/auth/attempt/submit', { attemptId });
        if (reply.code === 200 || reply.code === 602) toResult();
      },
    });

  const status = (questionId: number) => {
    const state: TSaveState | undefined = saver.states.get(questionId);
    return state ? (
      <Typography.Text type={state === 'failed' ? 'danger' : 'secondary'} className={styles.muted}>
        {state === 'saving' ? t('exam.saving') : state === 'saved' ? t('exam.saved') : t('exam.saveFailed')}
      </Typography.Text>
    ) : null;
  };
  const clock = left === null ? null : parts(Math.max(0, left));
  let number = 0;
  return (
    <div className={`ht-container ${styles.page}`}>
      {modalHolder}
      <div className={styles.head}>
        <h1>{sheet.attempt.examName}</h1>
      </div>
      {timeUp ? (
        <Alert
          type="warning"
          showIcon
          message={t('exam.timeUp')}
          style={{ marginBottom: 16 }}
          action={<Spin />}
        />
      ) : null}
      <div className={styles.sitting}>
        <div>
          {sheet.questions.map((question) => {
            number += 1;
            return (
              <QuestionCard
                key={question.questionId}
                question={question}
                label={`${number}.`}
                answer={saver.answers.get(question.questionId)}
                answers={saver.answers}
                onAnswer={
                  timeUp
                    ? undefined
                    : (questionId, value) =>
                        saver.answer(questionId, value, TYPED.has(kindOf.get(questionId) ?? 'single'))
                }
                onLeave={(questionId) => void saver.send(questionId)}
                status={status}
              />
            );
          })}
        </div>
        <aside className={styles.sheetPanel}>
          {clock ? (
            <div
              className={
                left !== null && left < 300_000 ? `${styles.clock} ${styles.clockLow}` : styles.clock
              }
              data-testid="exam-clock"
            >
              {t('exam.timeLeft', {
                hours: two(clock.days * 24 + clock.hours),
                minutes: two(clock.minutes),
                seconds: two(clock.seconds),
              })}
            </div>
          ) : null}
          <div>{t('exam.sheet')}</div>
          <div className={styles.numbers}>
            {questions.map((q, index) => (
              <button
                key={q.questionId}
                type="button"
                className={
                  isAnswered(saver.answers.get(q.questionId))
                    ? `${styles.number} ${styles.numberDone}`
                    : styles.number
                }
                onClick={() =>
                  document.getElementById(`q-${q.questionId}`)?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                {index + 1}
              </button>
            ))}
          </div>
          <Button type="primary" block size="large" disabled={timeUp} onClick={handIn}>
            {t('exam.submit')}
          </Button>
        </aside>
      </div>
    </div>
  );
}
