import { Code, type TCourseDetail, type TPayProvider } from '@huitang/contracts';
import { Button, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { formatFen } from '../../lib/format/money';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useAppServices } from '../../state/app-services';
import { Checkout } from '../payment/checkout';
import styles from './course-view.module.css';

/**
 * Buying a paid course, or adding it without an order: a free course, or a course of the VIP plan
 * for a member (others are pointed to /vip beside the buy button).
 */
export function BuyCourse({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);

  const isPaid = useCallback(
    (orderNo: string) =>
      api
        .call('/course/auth/order/view', { orderNo }, { handleErrors: false })
        .then((reply) => reply.code === Code.OK && reply.data.status === 'paid'),
    [api],
  );
  const order = async (provider: TPayProvider) => {
    const reply = await api.call('/course/auth/order/buy', { courseId: course.id, provider });
    return reply.code === Code.OK ? { orderNo: reply.data.order.orderNo, start: reply.data.start } : null;
  };

  const enrol = async () => {
    setBusy(true);
    // Signing in first comes back here.
    saveReturnUrl(`${window.location.pathname}${window.location.search}`);
    const reply = await api.call('/course/auth/course/enrol', { courseId: course.id });
    setBusy(false);
    if (reply.code === Code.OK) refresh();
  };
  const enrolButton = (label: string) => (
    <Button type="primary" size="large" loading={busy} onClick={() => void enrol()}>
      {label}
    </Button>
  );

  if (course.isFree) return enrolButton(t('course.detail.enrol'));
  if (course.vipFree && course.vipActive) return enrolButton(t('course.detail.vipEnrol'));
  return (
    <Space direction="vertical" size="middle">
      {course.payProviders.length === 0 ? (
        <p className={styles.muted}>{t('course.detail.noProviders')}</p>
      ) : (
        <Checkout
          providers={course.payProviders}
          label={t('course.detail.buy', { price: formatFen(course.priceFen) })}
          order={order}
          isPaid={isPaid}
          onPaid={refresh}
        />
      )}
      {course.vipFree ? <Link to="/vip">{t('course.detail.vipJoin')}</Link> : null}
    </Space>
  );
}
