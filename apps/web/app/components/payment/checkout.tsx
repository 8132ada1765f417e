import type { TPayProvider, TPayStart } from '@huitang/contracts';
import { Button, Modal, Radio, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useOrderPaid } from '../sign-up/orders/use-order-paid';
import styles from './checkout.module.css';

interface TCheckoutProps {
  providers: TPayProvider[];
  /** The pay button's text, with the price. */
  label: string;
  /** Orders the thing and starts the gateway: the order number and how to go on, or null when refused. */
  order: (provider: TPayProvider) => Promise<{ orderNo: string; start: TPayStart } | null>;
  /** Whether the order is paid now, asked through the order's own domain while WeChat's code shows. */
  isPaid: (orderNo: string) => Promise<boolean>;
  onPaid: () => void;
}

/**
 * Paying for anything sold online (a course, a VIP plan): the gateway to pay with, then a gateway that
 * redirects takes the buyer to its cashier and back to this page; WeChat's code is shown here while
 * the page waits for the gateway's notice.
 */
export function Checkout({ providers, label, order, isPaid, onPaid }: TCheckoutProps) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<TPayProvider | undefined>(providers[0]);
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<{ orderNo: string; dataUrl: string } | null>(null);

  const paidNow = useCallback(() => (qr ? isPaid(qr.orderNo) : Promise.resolve(false)), [isPaid, qr]);
  const paid = useCallback(() => {
    setQr(null);
    onPaid();
  }, [onPaid]);
  useOrderPaid(paidNow, qr !== null, paid);

  const pay = async () => {
    if (!provider) return;
    setBusy(true);
    // Signing in first, or the cashier, comes back here.
    saveReturnUrl(`${window.location.pathname}${window.location.search}`);
    const started = await order(provider);
    if (started?.start.kind === 'redirect') return window.location.assign(started.start.url);
    setBusy(false);
    if (started?.start.kind === 'qr') setQr({ orderNo: started.orderNo, dataUrl: started.start.qrDataUrl });
  };

  return (
    <Space direction="vertical" size="middle">
      {providers.length > 1 ? (
        <Radio.Group
          value={provider}
          onChange={(event) => setProvider(event.target.value as TPayProvider)}
          options={providers.map((value) => ({ value, label: t(`pay.providers.${value}`) }))}
        />
      ) : null}
      <Button type="primary" size="large" loading={busy} onClick={() => void pay()}>
        {label}
      </Button>
      <Modal open={qr !== null} footer={null} onCancel={() => setQr(null)} title={t('pay.scanToPay')}>
        {qr ? <img src={qr.dataUrl} alt="" className={styles.qr} /> : null}
      </Modal>
    </Space>
  );
}
