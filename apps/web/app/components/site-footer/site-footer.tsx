import { MAX_SERVICE_CONTACTS } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFooterKind } from '../../lib/visibility';
import { useSite } from '../../lib/use-site';
import { RecordLine } from './record-line';
import styles from './site-footer.module.css';

function FullFooter() {
  const { t } = useTranslation();
  const { web, footerGroups, links } = useSite();
  const services = web.isShowService
    ? [web.service1, web.service2, web.service3, web.service4, web.service5]
        .filter(Boolean)
        .slice(0, MAX_SERVICE_CONTACTS)
    : [];
  const codes = [
    { image: web.wxCode, label: t('footer.wxCode') },
    { image: web.wbCode, label: t('footer.wbCode') },
  ].filter((code) => code.image);
  return (
    <footer className={styles.full}>
      <div className={`ht-container ${styles.top}`}>
        <div className={styles.groups}>
          {footerGroups.map((group) => (
            <dl key={group.id} className={styles.group}>
              <dt>{group.navName}</dt>
              {group.websiteNavList.map((item) => (
                <dd key={item.id}>
                  <Link to={`/terrace/${item.id}`}>{item.navName}</Link>
                </dd>
              ))}
            </dl>
          ))}
        </div>
        {services.length > 0 ? (
          <dl className={styles.service}>
            <dt>{t('footer.service')}</dt>
            {services.map((entry) => (
              <dd key={entry}>{entry}</dd>
            ))}
          </dl>
        ) : null}
        {codes.length > 0 ? (
          <div className={styles.codes}>
            {codes.map((code) => (
              <figure key={code.label} className={styles.code}>
                <img src={code.image} alt={code.label} width={96} height={96} />
                <figcaption>{code.label}</figcaption>
              </figure>
            ))}
          </div>
        ) : null}
      </div>
      {links.length > 0 ? (
        <div className={`ht-container ${styles.links}`}>
          <span className={styles.linksTitle}>{t('footer.links')}</span>
          {links.map((link) => (
            <a
              key={link.id}
              href={link.linkUrl}
              target={link.linkTarget || '_blank'}
              rel="noopener noreferrer"
            >
              {link.linkName}
            </a>
          ))}
        </div>
      ) : null}
      <div className={styles.bottom}>
        <div className="ht-container">
          <RecordLine />
          {web.licenseNote1 || web.licenseNote2 ? (
            <div className={styles.notes}>
              {web.licenseNote1 ? <span>{web.licenseNote1}</span> : null}
              {web.licenseNote2 ? <span>{web.licenseNote2}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function MinimalFooter() {
  return (
    <footer className={styles.minimal}>
      <div className="ht-container">
        <RecordLine />
      </div>
    </footer>
  );
}

/** SPEC "Footers": the full default footer on home and meeting pages, the record line elsewhere. */
export function SiteFooter({ kind }: { kind: TFooterKind }) {
  if (kind === 'none') return null;
  return kind === 'full' ? <FullFooter /> : <MinimalFooter />;
}
