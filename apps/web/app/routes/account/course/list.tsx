import type { TCourse } from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { CourseStatusTag } from '../../../components/course/course-status-tag';
import { DeleteLink } from '../../../components/course/delete-link';
import { ListPager } from '../../../components/list-pager';
import { keywordPageRequest, useQueryNav } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../lib/session.server';
import { useSubmit } from '../../../lib/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/meeting/console.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.vodCourses);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const page = await serverApi(context).call('/course/auth/course/list', { ...body, kind: 'vod' });
  return { page: authedDataOf(page, request, context), keyword };
};

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * /account/organization/vod (SPEC organization vod, the lecturer's vod): the on-demand courses of the
 * user and of their institution; create, edit, build the lessons, delete.
 */
export default function VodCourses({ loaderData: { page, keyword } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const go = useQueryNav();
  const { busy, run } = useSubmit();
  return (
    <>
      <PageTitle
        title={t('menu.vodCourses')}
        extra={
          <Link to="/account/vod/add">
            <Button type="primary" size="middle" icon={<PlusOutlined />}>
              {t('course.create')}
            </Button>
          </Link>
        }
      />
      <div className={styles.toolbar}>
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder={t('course.searchPlaceholder')}
          style={{ width: 280 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
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
                <Link to={`/account/vod/period?id=${course.id}`} className={styles.meetingLink}>
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
            width: 90,
            render: (_, course) => <CourseStatusTag status={course.status} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 220,
            render: (_, course) => (
              <Space size={0} wrap>
                <Link to={`/account/vod/period?id=${course.id}`}>
                  <Button type="link" size="small">
                    {t('course.outline')}
                  </Button>
                </Link>
                <Link to={`/account/vod/add?id=${course.id}`}>
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
