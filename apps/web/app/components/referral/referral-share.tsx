import { linkTo } from '@huitang/contracts';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';
import styles from './referral.module.css';

/** The QR of a code's registration link (the server draws it). */
export const referralQrPath = (code: string) =>
  linkTo('/system/api/website/referral/qrcode', { referralCode: code });

/**
 * A referral code as a promoter shares it: the code, its registration link to copy, and its QR to
 * show or download (/account/recommend for my own code, /account/channel for a channel's).
 */
export function ReferralShare({ code, link, title }: { code: string; link: string; title: string }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const copy = async () => {
    const done = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    toast(done ? t('referral.copied') : t('referral.copyFailed'), done ? 'success' : 'error');
  };
  return (
    <div className={styles.share}>
      <img
        src={referralQrPath(code)}
        alt={t('referral.qr')}
        width={160}
        height={160}
        className={styles.qr}
        data-testid="referral-qr"
      />
      <div className={styles.shareBody}>
        <div className={styles.label}>{title}</div>
        <div className={styles.code} data-testid="referral-code">
          {code}
        </div>
        <div className={styles.label}>{t('referral.myLink')}</div>
        <Space.Compact className={styles.linkRow}>
          <Input readOnly value={link} aria-label={t('referral.myLink')} />
          <Button type="primary" onClick={() => void copy()}>
            {t('referral.copy')}
          </Button>
        </Space.Compact>
        <p className={styles.hint}>{t('referral.qrHint')}</p>
        <Button href={referralQrPath(code)} download={`referral-${code}.png`}>
          {t('referral.downloadQr')}
        </Button>
      </div>
    </div>
  );
}
