import { Code, type TCourseDetail, type TPayProvider } from '@huitang/contracts';
import { Button, Modal, Radio, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { formatFen } from '../../lib/money';
import { saveReturnUrl } from '../../lib/return-url';
import { useAppServices } from '../../state/app-services';
import { useOrderPaid } from '../sign-up/use-order-paid';
import styles from './course-view.module.css';

/**
 * Buying a paid course or enrolling in a free one. A gateway that redirects takes the buyer to its
 * cashier and back to this page; WeChat's code is shown here while the page waits for the notice.
 */
export function BuyCourse({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const revalidator = useRevalidator();
  const [provider, setProvider] = useState<TPayProvider | undefined>(course.payProviders[0]);
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<{ orderNo: string; dataUrl: string } | null>(null);

  const isPaid = useCallback(
    () =>
      qr
        ? api
            .call('/course/auth/order/view', { orderNo: qr.orderNo }, { handleErrors: false })
            .then((reply) => reply.code === Code.OK && reply.data.status === 'paid')
        : Promise.resolve(false),
    [api, qr],
  );
  const paid = useCallback(() => {
    setQr(null);
    void revalidator.revalidate();
  }, [revalidator]);
  useOrderPaid(isPaid, qr !== null, paid);

  const here = () => `${window.location.pathname}${window.location.search}`;

  const enrol = async () => {
    setBusy(true);
    // Signing in first comes back here.
    saveReturnUrl(here());
    const reply = await api.call('/course/auth/course/enrol', { courseId: course.id });
    setBusy(false);
    if (reply.code === Code.OK) void revalidator.revalidate();
  };

  const buy = async () => {
    if (!provider) return;
    setBusy(true);
    saveReturnUrl(here());
    const reply = await api.call('/course/auth/order/buy', { courseId: course.id, provider });
    if (reply.code !== Code.OK) {
      setBusy(false);
      return;
    }
    const { start, order } = reply.data;
    if (start.kind === 'redirect') window.location.assign(start.url);
    else {
      setBusy(false);
      setQr({ orderNo: order.orderNo, dataUrl: start.qrDataUrl });
    }
  };

  if (course.isFree)
    return (
      <Button type="primary" size="large" loading={busy} onClick={() => void enrol()}>
        {t('course.detail.enrol')}
      </Button>
    );
  if (course.payProviders.length === 0)
    return <p className={styles.muted}>{t('course.detail.noProviders')}</p>;
  return (
    <Space direction="vertical" size="middle">
      {course.payProviders.length > 1 ? (
        <Radio.Group
          value={provider}
          onChange={(event) => setProvider(event.target.value as TPayProvider)}
          options={course.payProviders.map((value) => ({
            value,
            label: t(`course.detail.providers.${value}`),
          }))}
        />
      ) : null}
      <Button type="primary" size="large" loading={busy} onClick={() => void buy()}>
        {t('course.detail.buy', { price: formatFen(course.priceFen) })}
      </Button>
      <Modal
        open={qr !== null}
        footer={null}
        onCancel={() => setQr(null)}
        title={t('course.detail.scanToPay')}
      >
        {qr ? <img src={qr.dataUrl} alt="" className={styles.qr} /> : null}
      </Modal>
    </Space>
  );
}
