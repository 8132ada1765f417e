import { Button, Empty, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/mine';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { CourseCardView } from '../../../components/course/course-card';
import { ListPager } from '../../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import styles from '../../../components/meeting/meeting-cards.module.css';
import own from '../../../components/course/course-card.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.myCourses);

const PAGE_SIZE = 12;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const page = await serverApi(context).call('/course/auth/study/courses', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return authedDataOf(page, request, context);
};

/** /account/course (SPEC personal centre): the courses I bought or enrolled in, the latest studied first. */
export default function MyCourses({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('menu.myCourses')} />
      {page.list.length > 0 ? (
        <div className={styles.grid}>
          {page.list.map((course) => (
            <CourseCardView
              key={course.id}
              course={course}
              footer={
                <div className={own.progress}>
                  <Progress percent={course.progress} size="small" format={(percent) => `${percent}%`} />
                  <div className={styles.cardLine}>
                    {course.studiedAt
                      ? t('course.mine.lastStudied', { time: chinaTime(course.studiedAt) })
                      : t('course.mine.notStarted')}
                  </div>
                </div>
              }
            />
          ))}
        </div>
      ) : (
        <Empty description={t('course.mine.empty')}>
          <Link to="/list">
            <Button type="primary">{t('course.mine.browse')}</Button>
          </Link>
        </Empty>
      )}
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
