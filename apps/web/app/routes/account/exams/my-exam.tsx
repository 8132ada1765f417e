import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/my-exam';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { AttemptTable } from '../../../components/exam/attempt-table';
import { ListPager } from '../../../components/list-pager';
import { pageOfQuery } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import styles from '../../../components/exam/exam.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.myExams);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const pageCurrent = pageOfQuery(new URL(request.url).searchParams);
  const reply = await serverApi(context).call('/exam/auth/attempt/mine', { pageCurrent, pageSize: 20 });
  return authedDataOf(reply, request, context);
};

/** /account/exams/myExam (SPEC type 1 "exam records"): every attempt I made, its state and score. */
export default function MyExams({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('menu.myExams')} />
      {page.list.length ? (
        <AttemptTable attempts={page.list} showExam />
      ) : (
        <Empty description={t('examAdmin.myExamsEmpty')}>
          <Link to="/exam">
            <Button type="primary">{t('examAdmin.browse')}</Button>
          </Link>
        </Empty>
      )}
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
