import { COURSE_KINDS, type TCourseKind } from '@huitang/contracts';
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/vod';
import { dataOf, serverApi } from '../../api/server';
import { CourseCardView } from '../../components/course/course-card';
import { ListPager } from '../../components/list-pager';
import { FilterRow } from '../../components/meeting/filter-row';
import styles from '../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../i18n';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { routeId } from '../../lib/route-id';
import { useOrgSite } from '../../layouts/use-org-site';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

const PAGE_SIZE = 12;

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  const orgId = routeId(params.id);
  const query = new URL(request.url).searchParams;
  const kind: TCourseKind = COURSE_KINDS.find((one) => one === query.get('kind')) ?? 'vod';
  const categoryId = Number(query.get('category')) || undefined;
  const api = serverApi(context);
  const [page, categories] = await Promise.all([
    api.call('/course/api/course/list', {
      kind,
      orgId,
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(categoryId ? { categoryId } : {}),
    }),
    api.call('/course/api/category/list', { kind, orgId }),
  ]);
  return {
    kind,
    page: dataOf(page),
    categories: dataOf(categories),
    category: categoryId ? String(categoryId) : undefined,
  };
};

const KIND_TITLES = {
  vod: 'course.catalog.title',
  live: 'course.catalog.liveTitle',
  library: 'course.catalog.libraryTitle',
  resource: 'course.catalog.resourceTitle',
} as const;

/**
 * /organization/vod/:id (SPEC organisation site vod): the institution's listed courses of each kind,
 * with its class list (courseCategoryList: the categories its courses are in).
 */
export default function OrgCourses({
  loaderData: { kind, page, categories, category },
}: Route.ComponentProps) {
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
        onChange={(key) => go({ kind: key === 'vod' ? null : key, page: null, category: null })}
        items={COURSE_KINDS.map((key) => ({ key, label: t(KIND_TITLES[key]) }))}
      />
      {categories.length > 0 ? (
        <div className={styles.filters}>
          <FilterRow
            label={t('course.category')}
            value={category}
            options={categories.map((one) => ({ value: String(one.id), label: one.categoryName }))}
            onPick={(value) => go({ category: value, page: null })}
          />
        </div>
      ) : null}
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
