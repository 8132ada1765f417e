import type { TPageComponent } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import { RecordLinks } from '../site-footer/record-links';
import styles from './org-site.module.css';

/**
 * SPEC "Footers", organisation footer: its own service text, copyright and QR code; the platform's
 * records. The white logo (orgActiveLogo) is made for this dark background.
 */
export function OrgFooter({ page, name }: { page: TPageComponent; name: string }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={`ht-container ${styles.footerInner}`}>
        <div className={styles.footerText}>
          {page.orgActiveLogo ? (
            <img src={page.orgActiveLogo} alt={name} className={styles.footerLogo} />
          ) : null}
          {page.customerServiceInfo ? <p className={styles.service}>{page.customerServiceInfo}</p> : null}
          {page.copyright ? <p>{page.copyright}</p> : null}
          <p className={styles.records}>
            <RecordLinks />
          </p>
        </div>
        {page.QRcode ? (
          <figure className={styles.qr}>
            <img src={page.QRcode} alt={t('organization.qr')} width={92} height={92} />
            <figcaption>{t('organization.qr')}</figcaption>
          </figure>
        ) : null}
      </div>
    </footer>
  );
}
