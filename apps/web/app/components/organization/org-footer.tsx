import type { TPageComponent } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/use-site';
import styles from './org-site.module.css';

/**
 * SPEC "Footers", organisation footer: its own service text, copyright and QR code; the platform's
 * records. The white logo (orgActiveLogo) is made for this dark background.
 */
export function OrgFooter({ page, name }: { page: TPageComponent; name: string }) {
  const { t } = useTranslation();
  const { web } = useSite();
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
            {web.icp ? (
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                {web.icp}
              </a>
            ) : null}
            {web.prn || web.prnNo ? (
              <a
                href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(web.prnNo)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {web.prn}
                {web.prnNo}
              </a>
            ) : null}
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
