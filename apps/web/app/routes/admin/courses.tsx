import { ZCourseAuditRequest, type TCallResponse, type TCourseStatus } from '@huitang/contracts';
import { Button, Popconfirm, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/courses';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { CourseStatusTag } from '../../components/course/course-status-tag';
import { ContractLimits } from '../../components/forms/contract-limits';
import { FormDialog } from '../../components/forms/form-dialog';
import { TextField } from '../../components/forms/fields';
import { ListPager } from '../../components/list-pager';
import { formatFen } from '../../lib/money';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../lib/session.server';
import { useSubmit } from '../../lib/use-submit';
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
  const { busy, run } = useSubmit();
  const [rejecting, setRejecting] = useState<TReviewed | null>(null);
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
                <Link to={`/view/${course.id}`} target="_blank">
                  <Button type="link" size="small">
                    {t('course.audit.preview')}
                  </Button>
                </Link>
                {course.status === 'reviewing' ? (
                  <>
                    <Popconfirm
                      title={t('course.audit.approve')}
                      okText={t('course.audit.approve')}
                      cancelText={t('common.cancel')}
                      onConfirm={() =>
                        void run(() => api.call('/admin/auth/course/audit', { id: course.id, approve: true }))
                      }
                    >
                      <Button type="link" size="small">
                        {t('course.audit.approve')}
                      </Button>
                    </Popconfirm>
                    <Button type="link" size="small" danger onClick={() => setRejecting(course)}>
                      {t('course.audit.reject')}
                    </Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
      <ContractLimits schema={ZCourseAuditRequest}>
        <FormDialog<{ note: string }>
          open={rejecting !== null}
          title={t('course.audit.rejectTitle')}
          okText={t('course.audit.reject')}
          danger
          busy={busy}
          onCancel={() => setRejecting(null)}
          onSubmit={async ({ note }) =>
            !!rejecting &&
            !!(await run(() =>
              api.call('/admin/auth/course/audit', { id: rejecting.id, approve: false, note }),
            ))
          }
        >
          <TextField
            name="note"
            label={t('course.audit.rejectTitle')}
            rows={4}
            required
            placeholder={t('course.audit.rejectPlaceholder')}
          />
        </FormDialog>
      </ContractLimits>
    </>
  );
}
