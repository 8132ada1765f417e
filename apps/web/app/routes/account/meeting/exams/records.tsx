import { Empty, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/records';
import { serverApi } from '../../../../api/server';
import { PageTitle } from '../../../../components/account/page-title';
import { MarkDrawer } from '../../../../components/exam/mark-drawer';
import { MarkedAttemptsTable } from '../../../../components/exam/marked-attempts-table';
import { ListPager } from '../../../../components/list-pager';
import { meetingIdOf } from '../../../../loaders/meeting-id.server';
import { pageOfQuery, useQueryNav } from '../../../../lib/list-query';
import { pageTitle } from '../../../../lib/page-title';
import { idOrUndefined } from '../../../../lib/route-id';
import { authedDataOf } from '../../../../loaders/session.server';
import styles from '../../../../components/exam/exam.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.myExams);

/** Exams one meeting holds: few, so one page of them fills the picker. */
const EXAMS_SHOWN = 100;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const meetingId = meetingIdOf(request);
  const query = new URL(request.url).searchParams;
  const api = serverApi(context);
  const exams = authedDataOf(
    await api.call('/exam/auth/exam/list', { meetingId, pageCurrent: 1, pageSize: EXAMS_SHOWN }),
    request,
    context,
  ).list.map((exam) => ({ id: exam.id, examName: exam.examName, attemptCount: exam.attemptCount }));
  // ?record= names the exam (the console's ?id= is the meeting); the first exam otherwise.
  const wanted = idOrUndefined(query.get('record'));
  const examId = exams.find((exam) => exam.id === wanted)?.id ?? exams[0]?.id;
  const page = examId
    ? authedDataOf(
        await api.call('/exam/auth/mark/list', { examId, pageCurrent: pageOfQuery(query), pageSize: 20 }),
        request,
        context,
      )
    : null;
  return { meetingId, exams, examId, page };
};

/**
 * /account/meeting/exams/myExam?id=<meeting> (SPEC console exams: myExam): the exam records of the
 * meeting — pick one of its exams, see who took it, each try's state and score, and mark the short
 * answers — as /account/exams/myExam lists a person's own.
 */
export default function MeetingExamRecords({ loaderData }: Route.ComponentProps) {
  const { meetingId, exams, examId, page } = loaderData;
  const { t } = useTranslation();
  const go = useQueryNav();
  const revalidator = useRevalidator();
  const [marking, setMarking] = useState<number | null>(null);
  return (
    <>
      <PageTitle title={t('menu.myExams')} />
      {examId && page ? (
        <>
          <Select
            value={examId}
            style={{ minWidth: 320, marginBottom: 12 }}
            aria-label={t('examAdmin.examName')}
            onChange={(value) => go({ record: String(value), page: null })}
            options={exams.map((exam) => ({
              value: exam.id,
              label: `${exam.examName} (${exam.attemptCount})`,
            }))}
          />
          <MarkedAttemptsTable rows={page.list} onMark={setMarking} />
          <ListPager page={page} className={styles.pager} />
          <MarkDrawer
            attemptId={marking}
            onClose={() => {
              setMarking(null);
              void revalidator.revalidate();
            }}
          />
        </>
      ) : (
        <Empty description={t('exam.empty')}>
          <Link to={`/account/meeting/exams/myExamination?id=${meetingId}`}>{t('console.menu.exams')}</Link>
        </Empty>
      )}
    </>
  );
}
