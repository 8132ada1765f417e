import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/collection';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { CourseCardView } from '../../../components/course/course-card';
import { ListPager } from '../../../components/list-pager';
import { pageOfQuery } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { PHONE_READY } from '../../../lib/phone';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.collection);

const PAGE_SIZE = 12;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const page = await serverApi(context).call('/course/auth/collection/list', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return authedDataOf(page, request, context);
};

/** /account/collection (SPEC personal centre): the courses and libraries I keep, the latest kept first. */
export default function Collection({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { run } = useSubmit();
  const revalidator = useRevalidator();
  const remove = async (courseId: number) => {
    if (await run(() => api.call('/course/auth/collection/delete', { courseId })))
      void revalidator.revalidate();
  };
  return (
    <>
      <PageTitle title={t('menu.collection')} />
      {page.list.length > 0 ? (
        <div className={styles.grid}>
          {page.list.map((course) => (
            <CourseCardView
              key={course.id}
              course={course}
              footer={
                <Button
                  size="middle"
                  onClick={(event) => {
                    // The card is a link: the button only lets the course go.
                    event.preventDefault();
                    void remove(course.id);
                  }}
                >
                  {t('course.collection.remove')}
                </Button>
              }
            />
          ))}
        </div>
      ) : (
        <Empty description={t('course.collection.empty')}>
          <Link to="/list">
            <Button type="primary">{t('course.mine.browse')}</Button>
          </Link>
        </Empty>
      )}
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
