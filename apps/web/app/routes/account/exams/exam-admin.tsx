import { ATTEMPT_STATES } from '@huitang/contracts';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/exam-admin';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { MarkDrawer } from '../../../components/exam/mark-drawer';
import { MarkedAttemptsTable } from '../../../components/exam/marked-attempts-table';
import { ListPager } from '../../../components/list-pager';
import { pageOfQuery, useQueryNav } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import styles from '../../../components/exam/exam.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.examAdmin.mark);

const isState = (value: string | null) => ATTEMPT_STATES.find((state) => state === value);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const examId = Number(query.get('examId')) || 0;
  const state = isState(query.get('state'));
  const api = serverApi(context);
  const [exam, page] = await Promise.all([
    api.call('/exam/auth/exam/view', { id: examId }),
    api.call('/exam/auth/mark/list', {
      examId,
      pageCurrent: pageOfQuery(query),
      pageSize: 20,
      ...(state ? { state } : {}),
    }),
  ]);
  return {
    exam: authedDataOf(exam, request, context),
    page: authedDataOf(page, request, context),
    state: state ?? 'all',
  };
};

/**
 * /account/exams/examAdmin?examId= (SPEC exams examAdmin): an exam's attempts, those waiting for a
 * marker first; marking opens the answered paper with points and comments for the short answers.
 */
export default function ExamAdmin({ loaderData: { exam, page, state } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  const revalidator = useRevalidator();
  const [marking, setMarking] = useState<number | null>(null);
  return (
    <>
      <PageTitle title={`${t('examAdmin.mark')} · ${exam.examName}`} />
      <Segmented
        value={state}
        style={{ marginBottom: 12 }}
        options={[
          { value: 'all', label: t('exam.phases.all') },
          ...ATTEMPT_STATES.map((value) => ({ value, label: t(`exam.states.${value}`) })),
        ]}
        onChange={(value) => go({ state: value === 'all' ? null : value, page: null })}
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
  );
}
