import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/view';
import { dataOf, serverApi } from '../../api/server';
import { AttemptTable } from '../../components/exam/attempt-table';
import { ExamEntry } from '../../components/exam/exam-entry';
import { ExamFacts, ExamPhaseTag } from '../../components/exam/exam-facts';
import { Countdown } from '../../components/live/countdown';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import styles from '../../components/exam/exam.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches[0].loaderData, (texts) => data?.examName ?? texts.exam.listTitle);

export const loader = async ({ params, context }: Route.LoaderArgs) =>
  dataOf(await serverApi(context).call('/exam/api/exam/view', { id: Number(params.id) || 0 }));

/**
 * /exam/view/:id (SPEC exam view): what the exam is, when it opens (a countdown in days, hours,
 * minutes and seconds), and for the caller how many attempts they have, why they may not start, the
 * attempt to continue and the results of those handed in.
 */
export default function ExamView({ loaderData: exam }: Route.ComponentProps) {
  const { t } = useTranslation();
  const mine = exam.mine;
  return (
    <div className={`ht-container ${styles.page}`}>
      <div className={styles.detail}>
        <div className={styles.head}>
          <h1>
            <ExamPhaseTag phase={exam.phase} /> {exam.examName}
          </h1>
        </div>
        <ExamFacts exam={exam} className={styles.facts} />
        <p>
          <Link to={`/exam/explain?id=${exam.id}`}>{t('exam.notesLink')}</Link>
        </p>
        {exam.phase === 'upcoming' ? (
          <Countdown
            to={exam.opensAt}
            render={(parts) => t('exam.startsIn', parts)}
            className={styles.clock}
          />
        ) : null}
        <ExamEntry exam={exam} />
        {exam.introduction ? (
          <>
            <h3>{t('exam.instructions')}</h3>
            <p className={styles.stem}>{exam.introduction}</p>
          </>
        ) : null}
        {mine?.attempts.length ? (
          <>
            <h3>{t('exam.myAttempts')}</h3>
            <AttemptTable attempts={mine.attempts} />
          </>
        ) : null}
      </div>
    </div>
  );
}
