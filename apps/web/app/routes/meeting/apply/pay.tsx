import { Code } from '@huitang/contracts';
import { Button, Popconfirm, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/pay';
import { serverApi } from '../../../api/server';
import { ApplyFrame } from '../../../components/sign-up/visitor/apply-frame';
import { loadMyOrder } from './order.server';
import { applyPath, successPath } from '../../../components/sign-up/paths';
import { PayPanel } from '../../../components/sign-up/orders/pay-panel';
import { QuoteTable } from '../../../components/sign-up/orders/quote-table';
import { pageTitle } from '../../../lib/page-title';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { stop } from '../../../lib/stop';
import { loadTexts } from '../../../i18n';
import { PHONE_READY } from '../../../lib/phone';
import { payChoicesOf } from '../../../components/sign-up/orders/pay-choices';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.signUp.apply.stepPay);

/** The order to pay and the providers its meeting takes; a paid order is already at the last step. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const order = await loadMyOrder(request, context);
  if (order.status === 'paid') stop(redirect(successPath(order.orderNo)));
  const form = await serverApi(context).call('/meeting/api/enroll/form', { meetingId: order.meetingId });
  const enabled = form.code === Code.OK ? form.data.payProviders : [];
  return { order, ...payChoicesOf(enabled, request.headers.get('user-agent')) };
};

/** /meeting/apply/pay?orderNo=: step two; "previous" gives the order up and goes back to the form. */
export default function ApplyPay({ loaderData: { order, providers, inWeChat } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const navigate = useNavigate();
  const back = async () => {
    const reply = await run(() => api.call('/meeting/auth/order/cancel', { orderNo: order.orderNo }));
    if (reply) void navigate(applyPath(order.meetingId));
  };
  return (
    <ApplyFrame meetingId={order.meetingId} meetingName={order.meetingName} step={1}>
      {order.status === 'open' ? (
        <>
          <QuoteTable quote={order} />
          <PayPanel
            order={order}
            providers={providers}
            inWeChat={inWeChat}
            previous={
              <Popconfirm
                title={t('signUp.pay.previousConfirm')}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => void back()}
              >
                <Button size="large" loading={busy}>
                  {t('signUp.apply.previous')}
                </Button>
              </Popconfirm>
            }
          />
        </>
      ) : (
        <Result
          status="warning"
          title={t(`signUp.pay.gone.${order.status}`)}
          extra={
            <Link to={applyPath(order.meetingId)}>
              <Button type="primary">{t('signUp.pay.again')}</Button>
            </Link>
          }
        />
      )}
    </ApplyFrame>
  );
}
