import { MORE_MENU_WIDTH, NAV_ITEMS_BEFORE_MORE, type TNavBar } from '@huitang/contracts';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LazyDropdown } from './lazy-dropdown';
import styles from './site-header.module.css';
import { PlainIcon } from '../icons/plain-icon';

const isActive = (pathname: string, navUrl: string): boolean => {
  if (/^https?:\/\//.test(navUrl)) return false;
  if (navUrl === '/' || navUrl === '/index') return pathname === '/' || pathname === '/index';
  return pathname === navUrl || pathname.startsWith(`${navUrl}/`);
};

const NavAnchor = ({ item, className }: { item: TNavBar; className?: string }) => (
  <a
    href={item.navUrl}
    target={item.target || undefined}
    rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
    className={className}
  >
    {item.navTitle}
  </a>
);

/** SPEC "Site header": the first items of nav/bar/list, the rest in a 118 px wide more-menu. */
export function NavLinks({ items, visible = NAV_ITEMS_BEFORE_MORE }: { items: TNavBar[]; visible?: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shown = items.slice(0, visible);
  const rest = items.slice(visible);
  return (
    <nav className={styles.nav}>
      {shown.map((item) => (
        <NavAnchor
          key={item.id}
          item={item}
          className={
            isActive(pathname, item.navUrl) ? `${styles.navItem} ${styles.navActive}` : styles.navItem
          }
        />
      ))}
      {rest.length > 0 ? (
        <LazyDropdown
          menu={{ items: rest.map((item) => ({ key: item.id, label: <NavAnchor item={item} /> })) }}
          styles={{ root: { width: MORE_MENU_WIDTH, minWidth: MORE_MENU_WIDTH } }}
          placement="bottom"
        >
          <span className={styles.navItem}>
            {t('common.more')} <PlainIcon icon={DownOutlined} className={styles.navCaret} />
          </span>
        </LazyDropdown>
      ) : null}
    </nav>
  );
}
