import type { TInvoice } from '@huitang/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Segmented, Table } from 'antd';
import type { Route } from './+types/invoice';
import { ListPager } from '../../../../components/list-pager';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { InvoiceDescriptions } from '../../../../components/sign-up/orders/order-details';
import { invoiceExportPath } from '../../../../components/sign-up/paths';
import { InvoiceStatusTag } from '../../../../components/sign-up/status-tags';
import { pageOfQuery, useQueryNav } from '../../../../lib/list-query';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/console/console.module.css';
import { loadTexts } from '../../../../i18n';
import { moneyColumn } from '../../../../components/sign-up/columns';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.invoice);

const PAGE_SIZE = 20;
const STATUSES = ['requested', 'issued'] as const;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const status = STATUSES.find((value) => value === query.get('status'));
  const page = await loadRows(request, context, '/meeting/auth/meeting/invoice/list', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  return { page, status };
};

/** /account/meeting/sign/invoice: the invoices buyers asked for; mark them issued, export the list. */
export default function Invoices({ loaderData: { page, status } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const go = useQueryNav();
  return (
    <ConsolePage
      title={t('console.menu.invoice')}
      lang={lang}
      extra={
        <a href={invoiceExportPath(meetingId)} download>
          <Button size="middle" icon={<DownloadOutlined />}>
            {t('signUp.common.exportXlsx')}
          </Button>
        </a>
      }
    >
      <div className={styles.toolbar}>
        <Segmented
          value={status ?? 'all'}
          onChange={(value) => go({ status: value === 'all' ? null : value, page: null })}
          options={[
            { value: 'all', label: t('signUp.common.all') },
            ...STATUSES.map((value) => ({ value, label: t(`signUp.invoiceStatus.${value}`) })),
          ]}
        />
        <span>{t('common.total', { count: page.totalCount })}</span>
      </div>
      <Table<TInvoice>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('signUp.invoices.empty') }}
        expandable={{ expandedRowRender: (row) => <InvoiceDescriptions invoice={row} /> }}
        columns={[
          { title: t('signUp.order.orderNo'), dataIndex: 'orderNo', width: 180 },
          {
            title: t('signUp.invoice.kind'),
            key: 'kind',
            width: 130,
            render: (_, row) => t(`signUp.invoiceKind.${row.kind}`),
          },
          { title: t('signUp.invoice.title'), dataIndex: 'title', ellipsis: true },
          moneyColumn(t('signUp.invoice.amount'), (row) => row.amountFen),
          {
            title: t('signUp.invoice.status'),
            key: 'status',
            width: 90,
            render: (_, row) => <InvoiceStatusTag status={row.status} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 100,
            render: (_, row) =>
              row.status === 'requested' ? (
                <Popconfirm
                  title={t('signUp.invoices.issueConfirm')}
                  okText={t('common.confirm')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    void run(() => api.call('/meeting/auth/meeting/invoice/issue', { id: row.id }))
                  }
                >
                  <Button type="link" size="small" disabled={busy}>
                    {t('signUp.invoices.issue')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </ConsolePage>
  );
}
