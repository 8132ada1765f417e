import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/use-site';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { PublishButton } from './publish-button';
import { SearchBox } from './search-box';
import { UserArea } from './user-area';
import styles from './site-header.module.css';

/** The site header of SPEC 2; `nav` is false where the rules hide the navigation (apply pages). */
export function SiteHeader({ nav }: { nav: boolean }) {
  const { t } = useTranslation();
  const { web, navBar } = useSite();
  const title = web.title || t('common.brand');
  return (
    <header className={styles.header}>
      <div className={`ht-container ${styles.inner}`}>
        <Link to="/" className={styles.logo} aria-label={title}>
          {web.logo ? <img src={web.logo} alt={title} /> : <span className={styles.logoText}>{title}</span>}
        </Link>
        {nav ? <NavLinks items={navBar} /> : <div className={styles.spacer} />}
        <div className={styles.actions}>
          <SearchBox />
          <PublishButton />
          <UserArea />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
