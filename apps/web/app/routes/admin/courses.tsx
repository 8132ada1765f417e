import { ZCourseAuditRequest, type TCallResponse, type TCourseStatus } from '@huitang/contracts';
import { Button, Segmented, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/courses';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { useDecision } from '../../components/admin/decision-actions';
import { CourseStatusTag } from '../../components/course/course-status-tag';
import { previewPath } from '../../components/course/course-paths';
import { ListPager } from '../../components/list-pager';
import { formatFen } from '../../lib/format/money';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/admin/admin.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminCourses);

type TReviewed = TCallResponse<'/admin/auth/course/list'>['list'][number];
const FILTERS = ['reviewing', 'listed', 'rejected'] as const satisfies TCourseStatus[];
const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const status = FILTERS.find((filter) => filter === query.get('status')) ?? 'reviewing';
  const page = await serverApi(context).call('/admin/auth/course/list', {
    status,
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return { page: authedDataOf(page, request, context), status };
};

/** /admin/courses: courses sent for review, to preview and list or send back with the reason. */
export default function AdminCourses({ loaderData: { page, status } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const go = useQueryNav();
  const decision = useDecision<TReviewed>({
    texts: {
      approve: t('course.audit.approve'),
      reject: t('course.audit.reject'),
      rejectTitle: t('course.audit.rejectTitle'),
      rejectPlaceholder: t('course.audit.rejectPlaceholder'),
    },
    schema: ZCourseAuditRequest,
    decide: (id, approve, note) => api.call('/admin/auth/course/audit', { id, approve, note }),
  });
  return (
    <>
      <PageTitle title={t('menu.adminCourses')} />
      <div className={styles.toolbar}>
        <Segmented
          value={status}
          onChange={(value) => go({ status: value === 'reviewing' ? null : value, page: null })}
          options={FILTERS.map((value) => ({ value, label: t(`course.statuses.${value}`) }))}
        />
        <span className={styles.muted}>{t('common.total', { count: page.totalCount })}</span>
      </div>
      <Table<TReviewed>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('course.audit.empty') }}
        columns={[
          { title: t('course.name'), dataIndex: 'courseName' },
          {
            title: t('course.audit.teacher'),
            key: 'teacher',
            render: (_, course) => (
              <div className={styles.who}>
                <div>{course.teacherName}</div>
                {course.orgName ? <div className={styles.whoSub}>{course.orgName}</div> : null}
              </div>
            ),
          },
          { title: t('course.audit.periods'), dataIndex: 'periodCount', width: 80 },
          {
            title: t('course.price'),
            key: 'price',
            width: 100,
            render: (_, course) => (course.isFree ? t('course.free') : formatFen(course.priceFen)),
          },
          {
            title: t('course.status'),
            key: 'status',
            width: 150,
            render: (_, course) => (
              <>
                <CourseStatusTag status={course.status} />
                {course.reviewNote ? <div className={styles.reason}>{course.reviewNote}</div> : null}
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_, course) => (
              <Space size={4}>
                <Link to={previewPath(course.kind, course.id)} target="_blank">
                  <Button type="link" size="small">
                    {t('course.audit.preview')}
                  </Button>
                </Link>
                {course.status === 'reviewing' ? decision.buttons(course) : null}
              </Space>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
      {decision.dialog}
    </>
  );
}
