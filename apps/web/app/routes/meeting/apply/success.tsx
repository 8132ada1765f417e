import { Button, Result } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/success';
import { meetingDetailPath } from '../../../components/meeting/paths';
import { ApplyFrame } from '../../../components/sign-up/visitor/apply-frame';
import { loadMyOrder } from './order.server';
import { credentialPath, ORDERS_PATH, payPath, RECORDS_PATH } from '../../../components/sign-up/paths';
import { pageTitle } from '../../../lib/page-title';
import { AttendeeStatusTag } from '../../../components/sign-up/status-tags';
import { useMeetingOrderPaid } from '../../../components/sign-up/orders/use-order-paid';
import styles from '../../../components/sign-up/visitor/apply.module.css';
import { loadTexts } from '../../../i18n';
import { PHONE_READY } from '../../../lib/phone';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.signUp.apply.stepSuccess);

export const loader = ({ request, context }: Route.LoaderArgs) => loadMyOrder(request, context);

/**
 * /meeting/apply/success?orderNo=: step three. A payment whose callback has not arrived yet (back
 * from a provider's page) is waited for here.
 */
export default function ApplySuccess({ loaderData: order }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  useMeetingOrderPaid(order.orderNo, order.status === 'open', reload);
  const first = order.registrations.find((registration) => registration.status === 'confirmed');
  const pending = order.registrations.some((registration) => registration.status === 'pending');
  const paid = order.status === 'paid';
  const title = !paid
    ? t('signUp.success.waiting')
    : pending
      ? t('signUp.success.pending')
      : t('signUp.success.done');
  return (
    <ApplyFrame meetingId={order.meetingId} meetingName={order.meetingName} step={paid ? 2 : 1}>
      <Result
        status={paid ? 'success' : 'info'}
        title={title}
        subTitle={
          paid ? t('signUp.success.orderNo', { orderNo: order.orderNo }) : t('signUp.success.waitingNote')
        }
        extra={[
          ...(paid && first
            ? [
                <Link key="credential" to={credentialPath(first.id)}>
                  <Button type="primary">{t('signUp.success.credential')}</Button>
                </Link>,
              ]
            : []),
          ...(order.status === 'open'
            ? [
                <Link key="pay" to={payPath(order.orderNo)}>
                  <Button type="primary">{t('signUp.success.backToPay')}</Button>
                </Link>,
              ]
            : []),
          <Link key="records" to={RECORDS_PATH}>
            <Button>{t('signUp.success.records')}</Button>
          </Link>,
          <Link key="orders" to={ORDERS_PATH}>
            <Button>{t('signUp.success.orders')}</Button>
          </Link>,
          <Link key="meeting" to={meetingDetailPath(order.meetingId)}>
            <Button>{t('signUp.apply.backToMeeting')}</Button>
          </Link>,
        ]}
      >
        <ul className={styles.people}>
          {order.registrations.map((registration) => (
            <li key={registration.id}>
              <span>{registration.name}</span>
              <AttendeeStatusTag status={registration.status} />
              {registration.status === 'confirmed' ? (
                <Link to={credentialPath(registration.id)}>{t('signUp.success.viewCredential')}</Link>
              ) : null}
            </li>
          ))}
        </ul>
      </Result>
    </ApplyFrame>
  );
}
