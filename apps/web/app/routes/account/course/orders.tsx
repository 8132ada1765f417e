import { ZCourseRefundRequest, type TCourseSale } from '@huitang/contracts';
import { Button, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/orders';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ListPager } from '../../../components/list-pager';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import {
  OrderStatusFilter,
  orderStatusOfQuery,
} from '../../../components/sign-up/orders/order-status-filter';
import { OrderStatusTag } from '../../../components/sign-up/status-tags';
import { chinaTime } from '@huitang/contracts/china-time';
import { keywordPageRequest, useQueryNav } from '../../../lib/list-query';
import { formatFen } from '../../../lib/format/money';
import { loadCentreOrg } from '../../../loaders/org-centre.server';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf, requireUser } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/console/console.module.css';
import { loadTexts } from '../../../i18n';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const RefundDialog = lazyDialog(
  () => import('../../../components/payment/refund-dialog').then((module) => module.RefundDialog),
  (props) => props.order !== null,
);

await loadTexts('course', 'signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.courseOrders);

const PAGE_SIZE = 20;

/** An institution's people see its orders; a lecturer sees the orders of their own courses. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context);
  const orgId = user.userType === 3 ? (await loadCentreOrg(request, context)).id : undefined;
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const status = orderStatusOfQuery(new URL(request.url).searchParams);
  const page = await serverApi(context).call('/course/auth/order/list', {
    ...body,
    ...(orgId ? { orgId } : {}),
    ...(status ? { status } : {}),
  });
  return { page: authedDataOf(page, request, context), keyword, status };
};

/**
 * /account/organization/order (SPEC organization order): the orders of the institution's courses (or
 * a lecturer's own), by state and searchable; a paid one can be refunded with a reason, which gives the
 * money back, takes the course from the buyer and the shares from the earnings.
 */
export default function CourseOrders({ loaderData: { page, keyword, status } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const go = useQueryNav();
  const { busy, run } = useSubmit();
  const [refunding, setRefunding] = useState<TCourseSale | null>(null);
  return (
    <>
      <PageTitle title={t('menu.courseOrders')} />
      <div className={styles.toolbar}>
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder={t('course.orders.searchPlaceholder')}
          style={{ width: 320 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
        <OrderStatusFilter status={status} />
      </div>
      <Table<TCourseSale>
        rowKey="orderNo"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('course.orders.empty') }}
        columns={[
          { title: t('course.orders.orderNo'), dataIndex: 'orderNo', width: 190 },
          { title: t('course.orders.course'), dataIndex: 'courseName' },
          {
            title: t('course.orders.buyer'),
            key: 'buyer',
            width: 130,
            render: (_, sale) => (
              <>
                <div>{sale.buyerName}</div>
                <div className={styles.muted}>{sale.buyerMobile}</div>
              </>
            ),
          },
          {
            title: t('course.orders.amount'),
            key: 'amount',
            width: 90,
            render: (_, sale) => formatFen(sale.payableFen),
          },
          {
            title: t('course.status'),
            key: 'status',
            width: 210,
            render: (_, sale) => (
              <>
                <OrderStatusTag status={sale.status} />
                <span className={styles.muted}>
                  {chinaTime(sale.gmtRefunded ?? sale.gmtPaid ?? sale.gmtCreate)}
                </span>
                {sale.refundReason ? (
                  <div className={styles.muted}>
                    {t('course.orders.reason', { reason: sale.refundReason })}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 70,
            render: (_, sale) =>
              sale.status === 'paid' ? (
                <Button type="link" size="small" danger onClick={() => setRefunding(sale)}>
                  {t('signUp.orders.refund')}
                </Button>
              ) : null,
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
      <RefundDialog
        order={refunding}
        schema={ZCourseRefundRequest}
        warning={t('course.orders.refundWarning', { amount: formatFen(refunding?.payableFen ?? 0) })}
        busy={busy}
        onRefund={async (orderNo, reason) =>
          !!(await run(() => api.call('/course/auth/order/refund', { orderNo, reason })))
        }
        onClose={() => setRefunding(null)}
      />
    </>
  );
}
