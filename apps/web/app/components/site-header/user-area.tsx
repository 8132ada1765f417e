import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import defaultAvatar from '../../assets/default-avatar.svg';
import { meetingManagementOf } from '../../lib/publisher';
import { saveReturnUrl } from '../../lib/session/return-url';
import { forgetUser } from '../../lib/session/user-storage';
import { useVisitor } from '../../lib/session/visitor';
import { useAppServices } from '../../state/app-services';
import { LazyDropdown } from './lazy-dropdown';
import styles from './site-header.module.css';
import { PlainIcon } from '../icons/plain-icon';

/** The pages under the Live layout (routes.ts), whose avatar menu is the Live layout's. */
const isLivePage = (pathname: string) =>
  /^\/(meetingLive|meetingBack)\/detail|^\/live\/liveMeetingDetail/.test(pathname);

/**
 * SPEC "Site header": bell and avatar menu when logged in, login and register links otherwise. The
 * shared-page splice (decision 017) renders this alone at the page's URL, so the menu follows the path.
 */
export function UserArea() {
  const { t } = useTranslation();
  const { user, msgNum } = useVisitor();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();

  if (!user) {
    const rememberHere = () => saveReturnUrl(location.pathname + location.search);
    return (
      <div className={styles.guest}>
        <Link to="/login" onClick={rememberHere} className={styles.guestLink}>
          {t('header.login')}
        </Link>
        <span className={styles.divider} />
        <Link to="/register" onClick={rememberHere} className={styles.guestLink}>
          {t('header.register')}
        </Link>
      </div>
    );
  }

  // SPEC 4: log out clears the token and the stored user, then reloads the page.
  const logout = async () => {
    await api.call('/user/auth/user/logout', {}, { handleErrors: false });
    forgetUser();
    window.location.reload();
  };

  const centre = meetingManagementOf(user);
  const go = (key: string, label: string, to: string) => ({ key, label, onClick: () => void navigate(to) });
  // SPEC "Live layout": a viewer's own things (courses, orders, favourites, follows) and their centre.
  const liveItems: MenuProps['items'] = [
    go('courses', t('menu.myCourses'), '/account/course'),
    go('orders', t('header.myOrders'), '/account/order'),
    go('collection', t('menu.collection'), '/account/collection'),
    go('follows', t('header.myFollows'), '/account/follow'),
    ...(user.userType === 3 ? [go('centre', t('header.orgCentre'), '/account/organization/info')] : []),
    ...(user.userType === 2 ? [go('centre', t('header.lecturerCentre'), '/account/teacher')] : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('header.logout'), onClick: () => void logout() },
  ];
  const siteItems: MenuProps['items'] = [
    { key: 'personal', label: t('header.personal'), onClick: () => void navigate('/account/info') },
    // SPEC "Site header": organisation management only for types 2 and 3.
    ...(centre
      ? [{ key: 'organization', label: t('header.organization'), onClick: () => void navigate(centre) }]
      : []),
    ...(user.isAdmin
      ? [{ key: 'admin', label: t('header.admin'), onClick: () => void navigate('/admin') }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('header.logout'), onClick: () => void logout() },
  ];
  const items = isLivePage(location.pathname) ? liveItems : siteItems;

  return (
    <div className={styles.user}>
      <button
        type="button"
        className={styles.bell}
        aria-label={t('header.messages')}
        title={t('header.messages')}
        onClick={() => void navigate(`/account/message?num=${Date.now()}`)}
      >
        <PlainIcon icon={BellOutlined} className={styles.bellIcon} />
        {/* A plain count: antd's animated Badge would add its code to every page's first load. */}
        {msgNum > 0 ? (
          <span className={styles.count} data-testid="unread-count">
            {msgNum > 99 ? '99+' : msgNum}
          </span>
        ) : null}
      </button>
      <LazyDropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
        <span className={styles.avatarTrigger} data-testid="header-avatar">
          <img src={user.headImgUrl || defaultAvatar} alt={t('header.avatarAlt')} className={styles.avatar} />
          <span className={styles.nickname}>{user.nickname || user.mobile}</span>
          <PlainIcon icon={DownOutlined} className={styles.navCaret} />
        </span>
      </LazyDropdown>
    </div>
  );
}
