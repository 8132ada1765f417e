import { Code } from '@huitang/contracts';
import { Alert, Button, Descriptions, Result } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/sandbox';
import { dataOf, serverApi } from '../../api/server';
import { pageTitle } from '../../lib/page-title';
import { OrderStatusTag } from '../../components/sign-up/status-tags';
import { useOrderPaid } from '../../components/sign-up/orders/use-order-paid';
import { formatFen } from '../../lib/format/money';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/sign-up/visitor/apply.module.css';
import { loadTexts } from '../../i18n';
import { PHONE_READY } from '../../lib/phone';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.signUp.sandbox.title);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const orderNo = query.get('orderNo') ?? '';
  const signature = query.get('signature') ?? '';
  const order = dataOf(await serverApi(context).call('/pay/api/sandbox/order', { orderNo, signature }));
  return { order, signature };
};

/**
 * /pay/sandbox: the local provider's cashier (demo and tests). Paying here sends the same signed
 * asynchronous callback a real provider sends; the page then waits for the order to show paid.
 */
export default function SandboxCashier({ loaderData: { order, signature } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const done = useCallback(() => void navigate(order.returnPath), [navigate, order.returnPath]);
  // Any domain's order: the cashier's own call tells when the gateway's notice has been taken.
  const paid = useCallback(
    () =>
      api
        .call('/pay/api/sandbox/order', { orderNo: order.orderNo, signature }, { handleErrors: false })
        .then((reply) => reply.code === Code.OK && reply.data.status === 'paid'),
    [api, order.orderNo, signature],
  );
  useOrderPaid(paid, sent, done);

  const pay = async () => {
    setBusy(true);
    const reply = await api.call('/pay/api/sandbox/pay', { orderNo: order.orderNo, signature });
    if (reply.code === Code.OK) setSent(true);
    else setBusy(false);
  };

  return (
    <div className={`ht-container ${styles.sandbox}`}>
      <Alert
        banner
        type="warning"
        showIcon
        title={t('signUp.sandbox.banner')}
        className={styles.sandboxBanner}
      />
      <h1>{t('signUp.sandbox.title')}</h1>
      <Descriptions
        column={1}
        bordered
        items={[
          { key: 'subject', label: t('signUp.sandbox.subject'), children: order.subject },
          { key: 'orderNo', label: t('signUp.order.orderNo'), children: order.orderNo },
          {
            key: 'status',
            label: t('signUp.order.status'),
            children: <OrderStatusTag status={order.status} />,
          },
          {
            key: 'amount',
            label: t('signUp.pay.amount'),
            children: <strong className={styles.payable}>{formatFen(order.payableFen)}</strong>,
          },
        ]}
      />
      {order.status === 'open' ? (
        <div className={styles.stepActions}>
          <Button type="primary" size="large" loading={busy} onClick={() => void pay()}>
            {sent
              ? t('signUp.sandbox.waiting')
              : t('signUp.sandbox.pay', { amount: formatFen(order.payableFen) })}
          </Button>
        </div>
      ) : (
        <Result
          status="info"
          title={t(`signUp.orderStatus.${order.status}`)}
          extra={
            order.status === 'paid' ? (
              <Link to={order.returnPath}>
                <Button type="primary">{t('signUp.sandbox.result')}</Button>
              </Link>
            ) : null
          }
        />
      )}
    </div>
  );
}
