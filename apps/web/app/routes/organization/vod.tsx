import type { TCourseKind } from '@huitang/contracts';
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/vod';
import { dataOf, serverApi } from '../../api/server';
import { CourseCardView } from '../../components/course/course-card';
import { ListPager } from '../../components/list-pager';
import styles from '../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../i18n';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { routeId } from '../../lib/route-id';
import { useOrgSite } from '../../lib/use-org-site';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

const PAGE_SIZE = 12;

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  const orgId = routeId(params.id);
  const query = new URL(request.url).searchParams;
  const kind: TCourseKind = query.get('kind') === 'library' ? 'library' : 'vod';
  const page = await serverApi(context).call('/course/api/course/list', {
    kind,
    orgId,
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return { kind, page: dataOf(page) };
};

/** /organization/vod/:id (SPEC organisation site vod): the institution's listed courses and libraries. */
export default function OrgCourses({ loaderData: { kind, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { org } = useOrgSite();
  const go = useQueryNav();
  return (
    <div className={`ht-container ${styles.orgMeetings}`}>
      <div className={styles.listHead}>
        <h1>{t('course.orgCentre', { name: org.shortName || org.orgName })}</h1>
      </div>
      <Tabs
        activeKey={kind}
        onChange={(key) => go({ kind: key === 'library' ? 'library' : null, page: null })}
        items={[
          { key: 'vod', label: t('course.catalog.title') },
          { key: 'library', label: t('course.catalog.libraryTitle') },
        ]}
      />
      {page.list.length > 0 ? (
        <div className={styles.grid}>
          {page.list.map((course) => (
            <CourseCardView key={course.id} course={course} />
          ))}
        </div>
      ) : (
        <Empty className={styles.empty} description={t('course.catalog.empty')} />
      )}
      <ListPager page={page} className={styles.pager} />
    </div>
  );
}
