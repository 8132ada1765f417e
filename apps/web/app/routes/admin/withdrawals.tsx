import { WITHDRAWAL_STATUSES, ZWithdrawalAuditRequest, type TWithdrawal } from '@huitang/contracts';
import { Segmented, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/withdrawals';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { useDecision } from '../../components/admin/decision-actions';
import { WithdrawalStatusTag } from '../../components/course/earnings/withdrawal-status-tag';
import { ListPager } from '../../components/list-pager';
import { formatFen } from '../../lib/format/money';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/admin/admin.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminWithdrawals);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const status = WITHDRAWAL_STATUSES.find((value) => value === query.get('status')) ?? 'pending';
  const page = await serverApi(context).call('/admin/auth/withdrawal/list', {
    status,
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return { page: authedDataOf(page, request, context), status };
};

/** /admin/withdrawals: earners' withdrawal requests, marked paid once the money is sent or rejected with why. */
export default function AdminWithdrawals({ loaderData: { page, status } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const go = useQueryNav();
  const decision = useDecision<TWithdrawal>({
    texts: {
      approve: t('course.earnings.approve'),
      reject: t('course.earnings.reject'),
      rejectTitle: t('course.earnings.rejectTitle'),
    },
    schema: ZWithdrawalAuditRequest,
    decide: (id, approve, note) => api.call('/admin/auth/withdrawal/audit', { id, approve, note }),
  });
  return (
    <>
      <PageTitle title={t('menu.adminWithdrawals')} />
      <div className={styles.toolbar}>
        <Segmented
          value={status}
          onChange={(value) => go({ status: value === 'pending' ? null : value, page: null })}
          options={WITHDRAWAL_STATUSES.map((value) => ({
            value,
            label: t(`course.earnings.statuses.${value}`),
          }))}
        />
        <span className={styles.muted}>{t('common.total', { count: page.totalCount })}</span>
      </div>
      <Table<TWithdrawal>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('course.earnings.noWithdrawals') }}
        columns={[
          { title: t('course.earnings.owner'), dataIndex: 'ownerName' },
          { title: t('course.earnings.sum'), key: 'amount', render: (_, row) => formatFen(row.amountFen) },
          {
            title: t('course.earnings.method'),
            key: 'method',
            render: (_, row) => (
              <div className={styles.who}>
                <div>
                  {t(`course.earnings.methods.${row.method}`)} {row.bankName}
                </div>
                <div className={styles.whoSub}>
                  {row.accountName} · {row.accountNo}
                </div>
              </div>
            ),
          },
          { title: t('course.earnings.requested'), key: 'at', render: (_, row) => chinaTime(row.gmtCreate) },
          {
            title: t('course.earnings.status'),
            key: 'status',
            render: (_, row) => (
              <>
                <WithdrawalStatusTag status={row.status} />
                {row.note ? <div className={styles.reason}>{row.note}</div> : null}
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 180,
            render: (_, row) => (row.status === 'pending' ? decision.buttons(row) : null),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
      {decision.dialog}
    </>
  );
}
