import {
  MORE_MENU_WIDTH,
  NAV_ITEMS_BEFORE_MORE,
  type TOrgPublic,
  type TPageComponent,
} from '@huitang/contracts';
import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../site-header/language-switch';
import { PublishButton } from '../site-header/publish-button';
import { SearchBox } from '../site-header/search-box';
import { UserArea } from '../site-header/user-area';
import { useOrgName, useOrgShortName } from './org-name';
import headerStyles from '../site-header/site-header.module.css';
import styles from './org-site.module.css';

/** More than this many links put the rest in the hover menu (SPEC "Organisation site header"). */
const MAX_INLINE = 5;

interface TNavItem {
  to: string;
  label: string;
}

/**
 * The links of pages that exist: home, the meeting centre, the live centre, the course centre, and
 * about-us when the settings hold one.
 */
const navOf = (
  org: TOrgPublic,
  page: TPageComponent,
  labels: { home: string; meetings: string; live: string; courses: string; about: string },
) => {
  const items: TNavItem[] = [
    { to: `/organization/view/${org.id}`, label: labels.home },
    { to: `/organization/meeting/${org.id}`, label: labels.meetings },
    { to: `/organization/live/${org.id}`, label: labels.live },
    { to: `/organization/vod/${org.id}`, label: labels.courses },
  ];
  if (page.aboutUs) items.push({ to: `/organization/aboutus/${org.id}`, label: labels.about });
  return items;
};

/** SPEC "Organisation site header": see-through over the page once scrolled, white on hover or at the top. */
export function OrgHeader({ org, page }: { org: TOrgPublic; page: TPageComponent }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [atTop, setAtTop] = useState(true);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    const onScroll = () => setAtTop(window.scrollY === 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const items = navOf(org, page, {
    home: t('organization.home'),
    meetings: t('meeting.centre'),
    live: t('organization.live'),
    courses: t('organization.courses'),
    about: t('organization.about'),
  });
  const inline = items.length > MAX_INLINE ? items.slice(0, NAV_ITEMS_BEFORE_MORE) : items;
  const rest = items.length > MAX_INLINE ? items.slice(NAV_ITEMS_BEFORE_MORE) : [];
  const solid = atTop || hovered;
  const logo = page.orgLogo || org.logo;
  const shortName = useOrgShortName();
  const fullName = useOrgName();

  return (
    <header
      className={solid ? `${styles.header} ${styles.solid}` : styles.header}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className={styles.headerInner}>
        <Link to={`/organization/view/${org.id}`} className={styles.logo} aria-label={fullName(org)}>
          {logo ? <img src={logo} alt={fullName(org)} /> : <span>{shortName(org)}</span>}
        </Link>
        <nav className={headerStyles.nav}>
          {inline.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={
                pathname === item.to
                  ? `${headerStyles.navItem} ${headerStyles.navActive}`
                  : headerStyles.navItem
              }
            >
              {item.label}
            </Link>
          ))}
          {rest.length > 0 ? (
            <Dropdown
              menu={{
                items: rest.map((item) => ({ key: item.to, label: <Link to={item.to}>{item.label}</Link> })),
              }}
              styles={{ root: { width: MORE_MENU_WIDTH, minWidth: MORE_MENU_WIDTH } }}
            >
              <span className={headerStyles.navItem}>
                {t('common.more')} <DownOutlined />
              </span>
            </Dropdown>
          ) : null}
        </nav>
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
