import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FollowButton } from '../../components/attention/follow-button';
import { useOrgSite } from '../../lib/use-org-site';
import styles from '../../components/organization/org-site.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/**
 * /organization/view/:id, the organisation's home: who they are. The meeting, live and on-demand
 * sections appear here (as page.sections allows) once those content types exist.
 */
export default function OrganizationHome() {
  const { t } = useTranslation();
  const { org, page } = useOrgSite();
  return (
    <>
      <section className={styles.hero}>
        <div className={`ht-container ${styles.heroInner}`}>
          {org.logo ? <img src={org.logo} alt={org.orgName} className={styles.heroLogo} /> : null}
          <div>
            <h1>{org.orgName}</h1>
            {org.shortName && org.shortName !== org.orgName ? (
              <p className={styles.short}>{org.shortName}</p>
            ) : null}
            <FollowButton kind="org" id={org.id} />
          </div>
        </div>
      </section>
      <section className={`ht-container ${styles.card}`}>
        <h2>{t('organization.intro')}</h2>
        <p className={styles.intro}>{org.introduction}</p>
        {page.aboutUs ? (
          <Link to={`/organization/aboutus/${org.id}`} className={styles.moreLink}>
            {t('organization.more')} <ArrowRightOutlined />
          </Link>
        ) : null}
      </section>
    </>
  );
}
