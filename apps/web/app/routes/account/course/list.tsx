import type { TCourse, TCourseStatus } from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Segmented, Space, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/list';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import {
  MANAGED_KINDS,
  coursePath,
  kindOfPath,
  manageCoursePath,
  manageListPath,
  previewPath,
} from '../../../components/course/course-paths';
import { CourseStatusTag } from '../../../components/course/course-status-tag';
import { DeleteLink } from '../../../components/course/catalog/delete-link';
import { ListPager } from '../../../components/list-pager';
import { keywordPageRequest, useQueryNav } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/console/console.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.vodCourses);

const PAGE_SIZE = 10;

const FILTERS = ['reviewing', 'rejected', 'listed'] as const satisfies TCourseStatus[];

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const url = new URL(request.url);
  // /account/vod/check is this list opened on the courses in review.
  const wanted = url.searchParams.get('status') ?? (url.pathname.endsWith('/check') ? 'reviewing' : null);
  const status = FILTERS.find((filter) => filter === wanted);
  const kind = MANAGED_KINDS.find((one) => one === url.searchParams.get('kind')) ?? kindOfPath(url.pathname);
  const page = await serverApi(context).call('/course/auth/course/list', {
    ...body,
    kind,
    ...(status ? { status } : {}),
  });
  return { page: authedDataOf(page, request, context), keyword, status: status ?? 'all', kind };
};

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
/** Courses that can be sent for review: not there yet, sent back, or taken offline. */
const submittable = (status: TCourseStatus) =>
  status === 'draft' || status === 'rejected' || status === 'offline';

/**
 * /account/organization/vod (SPEC organization vod, the lecturer's vod): the on-demand courses — on
 * /account/organization/live the live courses, with ?kind=library the document libraries — of the
 * user and of their institution; create, edit,
 * build the lessons, send for review, delete. /account/vod/check opens it on the courses in review.
 */
export default function VodCourses({ loaderData: { page, keyword, status, kind } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const go = useQueryNav();
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  return (
    <>
      <PageTitle
        title={t('menu.vodCourses')}
        extra={
          <Link to={manageCoursePath(kind, 'add')}>
            <Button type="primary" size="middle" icon={<PlusOutlined />}>
              {t('course.create')}
            </Button>
          </Link>
        }
      />
      <Tabs
        activeKey={kind}
        onChange={(value) => void navigate(manageListPath(value as (typeof MANAGED_KINDS)[number]))}
        items={MANAGED_KINDS.map((value) => ({ key: value, label: t(`course.kindTabs.${value}`) }))}
      />
      <div className={styles.toolbar}>
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder={t('course.searchPlaceholder')}
          style={{ width: 280 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
        <Segmented
          value={status}
          onChange={(value) => go({ status: value === 'all' ? null : value, page: null })}
          options={(['all', ...FILTERS] as const).map((value) => ({
            value,
            label: t(`course.statusFilter.${value}`),
          }))}
        />
      </div>
      <Table<TCourse>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('course.empty') }}
        columns={[
          {
            title: t('course.name'),
            key: 'name',
            render: (_, course) => (
              <div className={styles.meetingCell}>
                {course.cover ? <img src={course.cover} alt="" className={styles.cover} /> : null}
                <Link to={manageCoursePath(kind, 'period', course.id)} className={styles.meetingLink}>
                  {course.courseName}
                </Link>
              </div>
            ),
          },
          {
            title: t('course.price'),
            key: 'price',
            width: 100,
            render: (_, course) => (course.isFree ? t('course.free') : yuan(course.priceFen)),
          },
          {
            title: t('course.status'),
            key: 'status',
            width: 160,
            render: (_, course) => (
              <>
                <CourseStatusTag status={course.status} />
                {course.status === 'rejected' && course.reviewNote ? (
                  <div className={styles.muted}>{t('course.reviewNote', { note: course.reviewNote })}</div>
                ) : null}
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 260,
            render: (_, course) => (
              <Space size={0} wrap>
                <Link
                  to={course.status === 'listed' ? coursePath(kind, course.id) : previewPath(kind, course.id)}
                >
                  <Button type="link" size="small">
                    {course.status === 'listed' ? t('course.view') : t('course.preview')}
                  </Button>
                </Link>
                {submittable(course.status) ? (
                  <Popconfirm
                    title={t('course.submitConfirm')}
                    okText={t('course.submit')}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      void run(() => api.call('/course/auth/course/submit', { id: course.id }))
                    }
                  >
                    <Button type="link" size="small" disabled={busy}>
                      {t('course.submit')}
                    </Button>
                  </Popconfirm>
                ) : null}
                <Link to={manageCoursePath(kind, 'period', course.id)}>
                  <Button type="link" size="small">
                    {t('course.outline')}
                  </Button>
                </Link>
                <Link to={manageCoursePath(kind, 'add', course.id)}>
                  <Button type="link" size="small">
                    {t('course.edit')}
                  </Button>
                </Link>
                <DeleteLink
                  question={t('course.deleteConfirm')}
                  disabled={busy}
                  onDelete={() => void run(() => api.call('/course/auth/course/delete', { id: course.id }))}
                />
              </Space>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
