import { ZRefundRequest, type TOrder } from '@huitang/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/attendorder';
import { ListPager } from '../../../components/list-pager';
import { ConsolePage } from '../../../components/console/console-page';
import { loadRows } from './console-rows.server';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import { OrderTable } from '../../../components/sign-up/orders/order-table';
import {
  OrderStatusFilter,
  orderStatusOfQuery,
} from '../../../components/sign-up/orders/order-status-filter';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import { formatFen } from '../../../lib/format/money';
import { keywordPageRequest, useQueryNav } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import styles from '../../../components/console/console.module.css';
import { loadTexts } from '../../../i18n';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const RefundDialog = lazyDialog(
  () => import('../../../components/payment/refund-dialog').then((module) => module.RefundDialog),
  (props) => props.order !== null,
);

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.attendorder);

const PAGE_SIZE = 20;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const status = orderStatusOfQuery(new URL(request.url).searchParams);
  const page = await loadRows(request, context, '/meeting/auth/meeting/order/list', {
    ...body,
    ...(status ? { status } : {}),
  });
  return { page, keyword, status };
};

/** /account/meeting/attendorder: the meeting's orders, their details, and refunds of paid ones. */
export default function AttendOrders({ loaderData: { page, keyword, status } }: Route.ComponentProps) {
  const { t, lang, api, busy, run } = useConsoleWrites();
  const go = useQueryNav();
  const [refunding, setRefunding] = useState<TOrder | null>(null);
  const separator = t('common.listSeparator');
  return (
    <ConsolePage title={t('console.menu.attendorder')} lang={lang}>
      <div className={styles.toolbar}>
        <OrderStatusFilter status={status} />
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          maxLength={32}
          placeholder={t('signUp.orders.search')}
          style={{ width: 280 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
      </div>
      <OrderTable
        orders={page.list}
        columns={[
          { title: t('signUp.order.buyer'), dataIndex: 'buyerMobile', width: 120 },
          {
            title: t('signUp.order.registrations'),
            key: 'people',
            ellipsis: true,
            render: (_, row) => row.registrations.map((registration) => registration.name).join(separator),
          },
        ]}
        actions={(order) =>
          order.status === 'paid' ? (
            <Button type="link" danger size="small" onClick={() => setRefunding(order)}>
              {t('signUp.orders.refund')}
            </Button>
          ) : null
        }
      />
      <ListPager page={page} className={styles.pager} />
      <RefundDialog
        order={refunding}
        schema={ZRefundRequest}
        warning={t('signUp.orders.refundConfirm', { amount: formatFen(refunding?.payableFen ?? 0) })}
        busy={busy}
        onRefund={async (orderNo, reason) =>
          !!(await run(() => api.call('/meeting/auth/meeting/order/refund', { orderNo, reason })))
        }
        onClose={() => setRefunding(null)}
      />
    </ConsolePage>
  );
}
