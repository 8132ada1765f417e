import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/order';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ListPager } from '../../components/list-pager';
import { OrderTable } from '../../components/sign-up/orders/order-table';
import { OrderStatusFilter, orderStatusOfQuery } from '../../components/sign-up/orders/order-status-filter';
import { payPath } from '../../components/sign-up/paths';
import { pageTitle } from '../../lib/page-title';
import { pageOfQuery } from '../../lib/list-query';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/console/console.module.css';
import { loadTexts } from '../../i18n';
import { PHONE_READY } from '../../lib/phone';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.orders);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const status = orderStatusOfQuery(query);
  const reply = await serverApi(context).call('/meeting/auth/order/my', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  return { page: authedDataOf(reply, request, context), status };
};

/** /account/order (SPEC personal centre "orders"): my orders; pay or give up an open one, see the details. */
export default function MyOrders({ loaderData: { page, status } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <>
      <PageTitle title={t('menu.orders')} />
      <div className={styles.toolbar}>
        <OrderStatusFilter status={status} />
      </div>
      <OrderTable
        orders={page.list}
        columns={[{ title: t('signUp.order.meeting'), dataIndex: 'meetingName' }]}
        actions={(order) =>
          order.status === 'open' ? (
            <>
              <Link to={payPath(order.orderNo)}>
                <Button type="link" size="small">
                  {t('signUp.my.pay')}
                </Button>
              </Link>
              <Popconfirm
                title={t('signUp.order.cancelConfirm')}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  void run(() => api.call('/meeting/auth/order/cancel', { orderNo: order.orderNo }))
                }
              >
                <Button type="link" danger size="small" disabled={busy}>
                  {t('signUp.order.cancel')}
                </Button>
              </Popconfirm>
            </>
          ) : null
        }
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
