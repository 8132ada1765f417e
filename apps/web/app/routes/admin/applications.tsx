import { ZApplicationKind } from '@huitang/contracts';
import { Button, Segmented, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/applications';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import type { TDrawerProps } from '../../components/admin/application-drawer';
import {
  applicationName,
  statusColor,
  useReview,
  type TAdminApplication,
} from '../../components/admin/review';
import { lazyDialog } from '../../components/forms/lazy-dialog';
import { ListPager } from '../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import styles from '../../components/admin/admin.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminApplications);

// An application in full (its form, images and details) opens in a drawer from the list: its code
// loads then (issue 45).
const ApplicationDrawer = lazyDialog(
  () => import('../../components/admin/application-drawer').then((module) => module.ApplicationDrawer),
  (props: TDrawerProps) => props.application !== null,
);

const PAGE_SIZE = 10;
const STATUSES = { pending: 0, approved: 1, rejected: 2 } as const;
type TFilter = keyof typeof STATUSES | 'all';
const isFilter = (value: string | null): value is TFilter =>
  value === 'all' || (value !== null && value in STATUSES);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const wanted = query.get('status');
  // Pending applications are what a reviewer opens the page for.
  const filter: TFilter = isFilter(wanted) ? wanted : 'pending';
  const kind = ZApplicationKind.safeParse(query.get('kind'));
  const page = authedDataOf(
    await serverApi(context).call('/admin/auth/apply/list', {
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(filter === 'all' ? {} : { status: STATUSES[filter] }),
      ...(kind.success ? { kind: kind.data } : {}),
    }),
    request,
    context,
  );
  const list: TAdminApplication[] = page.list.map((application) => ({
    ...application,
    submitted: chinaTime(application.gmtCreate),
    audited: application.gmtAudit ? chinaTime(application.gmtAudit) : '',
  }));
  return { ...page, list, filter, kind: kind.success ? kind.data : null };
};

/** /admin: institution and lecturer applications to review. */
export default function AdminApplications({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  const review = useReview();
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = page.list.find((application) => application.id === shownId) ?? null;

  return (
    <>
      <PageTitle title={t('menu.adminApplications')} />
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Segmented
            value={page.filter}
            onChange={(value) => go({ status: value === 'pending' ? null : value, page: null })}
            options={(['pending', 'approved', 'rejected', 'all'] as const).map((value) => ({
              value,
              label: t(`admin.filters.${value}`),
            }))}
          />
          <Select
            value={page.kind ?? 'all'}
            style={{ width: 140 }}
            onChange={(value) => go({ kind: value === 'all' ? null : value, page: null })}
            options={[
              { value: 'all', label: t('admin.allKinds') },
              { value: 'organization', label: t('apply.kinds.organization') },
              { value: 'lecturer', label: t('apply.kinds.lecturer') },
            ]}
          />
        </div>
        <span className={styles.muted}>{t('common.total', { count: page.totalCount })}</span>
      </div>
      <Table<TAdminApplication>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('admin.noApplications') }}
        columns={[
          {
            title: t('admin.applicant'),
            key: 'user',
            render: (_, application) => (
              <div className={styles.who}>
                <div>{application.userNickname || '-'}</div>
                <div className={styles.whoSub}>{application.userMobile}</div>
              </div>
            ),
          },
          {
            title: t('admin.kind'),
            key: 'kind',
            width: 110,
            render: (_, application) => (
              <Tag color={application.kind === 'organization' ? 'blue' : 'purple'}>
                {t(`apply.kinds.${application.kind}`)}
              </Tag>
            ),
          },
          { title: t('admin.name'), key: 'name', render: (_, application) => applicationName(application) },
          { title: t('admin.submitted'), dataIndex: 'submitted', width: 170 },
          {
            title: t('admin.status'),
            key: 'status',
            width: 150,
            render: (_, application) => (
              <>
                <Tag color={statusColor[application.status]}>{t(`admin.statuses.${application.status}`)}</Tag>
                {application.rejectReason ? (
                  <div className={styles.reason}>{application.rejectReason}</div>
                ) : null}
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 190,
            render: (_, application) => (
              <>
                <Button type="link" size="small" onClick={() => setShownId(application.id)}>
                  {t('admin.view')}
                </Button>
                {review.buttons(application)}
              </>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
      <ApplicationDrawer
        application={shown}
        onClose={() => setShownId(null)}
        actions={(application) => review.buttons(application, () => setShownId(null))}
      />
      {review.dialog}
    </>
  );
}
