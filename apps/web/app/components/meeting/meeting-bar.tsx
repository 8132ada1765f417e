import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../site-header/language-switch';
import { useSite } from '../../lib/use-site';
import styles from './meeting-bar.module.css';

export interface TMeetingBarLink {
  href: string;
  label: string;
}

/**
 * The top of a meeting's own pages in place of the site header: the site's logo, the meeting's
 * sections, the language; in preview the notice that nothing can be done here.
 */
export function MeetingBar({ links, preview }: { links: TMeetingBarLink[]; preview: boolean }) {
  const { t } = useTranslation();
  const { web } = useSite();
  const title = web.title || t('common.brand');
  return (
    <>
      {preview ? (
        <Alert banner type="warning" className={styles.previewBar} title={t('meeting.preview')} />
      ) : null}
      <div className={styles.bar}>
        <div className={`ht-container ${styles.barInner}`}>
          <Link to="/meeting" className={styles.barLogo} aria-label={title}>
            {web.logo ? <img src={web.logo} alt={title} /> : <span>{title}</span>}
          </Link>
          <nav className={styles.barNav}>
            {links.map((link) =>
              link.href.startsWith('#') ? (
                <a key={link.href} href={link.href}>
                  {link.label}
                </a>
              ) : (
                <Link key={link.href} to={link.href}>
                  {link.label}
                </Link>
              ),
            )}
          </nav>
          <LanguageSwitch />
        </div>
      </div>
    </>
  );
}
