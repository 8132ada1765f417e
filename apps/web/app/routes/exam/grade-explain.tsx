import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import type { Route } from './+types/grade-explain';
import { serverApi } from '../../api/server';
import { ExamEntry } from '../../components/exam/exam-entry';
import { ExamFacts, ExamPhaseTag } from '../../components/exam/exam-facts';
import { Countdown } from '../../components/live/countdown';
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

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  pageTitle(matches[0].loaderData, (texts) => loaded?.exam.examName ?? texts.grade.explainTitle);

/**
 * /exam/explain?id= is any exam's notes; /exam/gradeExplain?gradeId=&examId= a class exam's, which only
 * a student of the class the exam is set for reaches.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const query = new URL(request.url).searchParams;
  const gradeId = Number(query.get('gradeId'));
  const examId = Number(query.get(query.has('examId') ? 'examId' : 'id')) || 0;
  const api = serverApi(context);
  const [mine, view] = await Promise.all([
    gradeId ? api.call('/exam/auth/grade/my', {}) : null,
    api.call('/exam/api/exam/view', { id: examId }),
  ]);
  if (view.code !== 200) stop(data(null, { status: 404 }));
  if (!mine) return { grade: null, exam: view.data };
  const found = authedDataOf(mine, request, context).find(
    (g) => g.id === gradeId && g.exams.some((e) => e.examId === examId),
  );
  if (!found) stop(data(null, { status: 404 }));
  return { grade: { name: found.gradeName, owner: found.ownerName }, exam: view.data };
};

/**
 * /exam/explain and /exam/gradeExplain (SPEC): an exam's notes before it starts — the class it is set
 * for (a class exam), the exam's window,
 * time and scoring, the rules of sitting it, and the button to start or continue.
 */
export default function GradeExplain({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { exam, grade: forClass } = loaderData;
  return (
    <div className={`ht-container ${styles.page}`}>
      <div className={styles.detail}>
        {forClass ? (
          <div className={grade.muted}>
            {t('grade.explainClass', { name: forClass.name })} · {forClass.owner}
          </div>
        ) : null}
        <div className={styles.head}>
          <h1>
            <ExamPhaseTag phase={exam.phase} /> {exam.examName}
          </h1>
        </div>
        <ExamFacts exam={exam} className={styles.facts} />
        {exam.phase === 'upcoming' ? (
          <Countdown
            to={exam.opensAt}
            render={(parts) => t('exam.startsIn', parts)}
            className={styles.clock}
          />
        ) : null}
        <h3>{t('grade.explainRules')}</h3>
        <ol className={grade.rules}>
          {t('grade.rules', { returnObjects: true }).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        {exam.introduction ? <p className={styles.stem}>{exam.introduction}</p> : null}
        <ExamEntry exam={exam} />
        <p>
          <Link to={`/exam/view/${exam.id}`}>{t('grade.examDetail')}</Link>
        </p>
      </div>
    </div>
  );
}
