import { Code } from '@huitang/contracts';
import { Button, Popconfirm, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/pay';
import { serverApi } from '../../../api/server';
import { ApplyFrame } from '../../../components/registration/apply-frame';
import { loadMyOrder } from '../../../components/registration/order.server';
import { applyPath, successPath } from '../../../components/registration/paths';
import { PayPanel } from '../../../components/registration/pay-panel';
import { QuoteTable } from '../../../components/registration/quote-table';
import { pageTitle } from '../../../lib/page-title';
import { useSubmit } from '../../../lib/use-submit';
import { useAppServices } from '../../../state/app-services';
import { stop } from '../../../lib/stop';
import styles from '../../../components/registration/apply.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('registration');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.registration.apply.stepPay);

/** The order to pay and the providers its meeting takes; a paid order is already at the last step. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const order = await loadMyOrder(request, context);
  if (order.status === 'paid') stop(redirect(successPath(order.orderNo)));
  const form = await serverApi(context).call('/meeting/api/enroll/form', { meetingId: order.meetingId });
  return { order, providers: form.code === Code.OK ? form.data.payProviders : [] };
};

/** /meeting/apply/pay?orderNo=: step two; "previous" gives the order up and goes back to the form. */
export default function ApplyPay({ loaderData: { order, providers } }: Route.ComponentProps) {
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
          <PayPanel order={order} providers={providers} />
          <div className={styles.stepActions}>
            <Popconfirm
              title={t('registration.pay.previousConfirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => void back()}
            >
              <Button size="large" loading={busy}>
                {t('registration.apply.previous')}
              </Button>
            </Popconfirm>
          </div>
        </>
      ) : (
        <Result
          status="warning"
          title={t(`registration.pay.gone.${order.status}`)}
          extra={
            <Link to={applyPath(order.meetingId)}>
              <Button type="primary">{t('registration.pay.again')}</Button>
            </Link>
          }
        />
      )}
    </ApplyFrame>
  );
}
