import { Code, type TOrder, type TPayProvider, type TPayStart } from '@huitang/contracts';
import { Alert, Button, Radio } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../state/app-services';
import { successPath } from '../paths';
import { chinaClock } from '@huitang/contracts/china-time';
import { useMeetingOrderPaid } from './use-order-paid';
import styles from '../visitor/apply.module.css';

/**
 * Paying an open order: the providers the organiser enabled; a page provider (sandbox, Alipay)
 * takes the browser there, a QR provider (WeChat Pay) shows its code while the page waits. The
 * amount is the quote table's last line, above; `previous` shares the centred row of the pay button.
 */
export function PayPanel({
  order,
  providers,
  inWeChat,
  previous,
}: {
  order: TOrder;
  providers: TPayProvider[];
  /** Opened in WeChat's own browser, where neither gateway's web cashier opens. */
  inWeChat: boolean;
  previous: ReactNode;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const [provider, setProvider] = useState<TPayProvider | undefined>(providers[0]);
  const [start, setStart] = useState<TPayStart | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = useCallback(() => void navigate(successPath(order.orderNo)), [navigate, order.orderNo]);
  useMeetingOrderPaid(order.orderNo, start?.kind === 'qr', paid);

  const pay = async () => {
    if (!provider) return;
    setBusy(true);
    const reply = await api.call('/meeting/auth/order/pay', { orderNo: order.orderNo, provider });
    if (reply.code !== Code.OK) return setBusy(false);
    if (reply.data.kind === 'redirect') return window.location.assign(reply.data.url);
    setBusy(false);
    setStart(reply.data);
  };

  return (
    <div className={styles.payPanel}>
      <Alert type="info" showIcon title={t('signUp.pay.deadline', { time: chinaClock(order.expiresAt) })} />
      {inWeChat ? <Alert type="warning" showIcon title={t('signUp.pay.inWeChat')} /> : null}
      {providers.length === 0 ? (
        <Alert type="warning" showIcon title={t('signUp.pay.noProvider')} />
      ) : (
        <>
          <div className={styles.payLabel}>{t('signUp.pay.method')}</div>
          <Radio.Group
            value={provider}
            onChange={(event) => {
              setProvider(event.target.value as TPayProvider);
              setStart(null);
            }}
            options={providers.map((value) => ({ value, label: t(`signUp.provider.${value}`) }))}
          />
          {start?.kind === 'qr' ? (
            <div className={styles.qrBox}>
              <img src={start.qrDataUrl} alt={t('signUp.pay.qrAlt')} className={styles.payQr} />
              <p>{t('signUp.pay.qrHint')}</p>
            </div>
          ) : null}
        </>
      )}
      <div className={styles.stepActions}>
        {previous}
        {provider && start?.kind !== 'qr' ? (
          <Button type="primary" size="large" loading={busy} onClick={() => void pay()}>
            {t('signUp.pay.payNow')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
