import { useTranslation } from 'react-i18next';
import { redirect, useLocation } from 'react-router';
import type { Route } from './+types/account';
import defaultAvatar from '../assets/default-avatar.svg';
import { saveReturnUrl } from '../lib/session/return-url';
import { requireUser } from '../loaders/session.server';
import { useVisitor } from '../lib/session/visitor';
import { hasRememberedUser } from '../lib/session/user-storage';
import { accountMenus, entryPathOf, menuSectionOf, type TMenuSection } from './account-menu';
import { AccountNav } from './account-nav';
import styles from './account.module.css';
import { stop } from '../lib/stop';
import { Code, UserType } from '@huitang/contracts';
import { serverApi } from '../api/server';
import { TypeBadge } from '../components/account/type-badge';
import { BrowserPage } from '../components/page/browser-page';
import { AntdOutlet } from '../antd-slim/antd-scope';

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

/** The global guard on the server: every /account page needs a valid token (SPEC 2). */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context);
  // SPEC: the class-management entry joins type-1 menus only when the grade-admin check says so.
  if (user.userType !== UserType.ORDINARY) return { gradeAdmin: false };
  const check = await serverApi(context).call('/exam/auth/grade/admin/check', {});
  return { gradeAdmin: check.code === Code.OK && check.data };
};

/** The guard runs on every move between account pages, not only on entering them. */
export const shouldRevalidate = () => true;

/** The same guard in the browser: without a stored user there is no need to ask the server. */
export const clientLoader = async ({ request, serverLoader }: Route.ClientLoaderArgs) => {
  if (!hasRememberedUser()) {
    const url = new URL(request.url);
    saveReturnUrl(url.pathname + url.search);
    stop(redirect('/login'));
  }
  return serverLoader();
};

/** The personal centre (and the admin console, in its style): side menu of the page's section beside the page. */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const { pathname } = useLocation();
  if (!user) return null;
  const found = menuSectionOf(pathname, user.userType);
  const section = found.shownTo?.(user) === false ? (accountMenus[0] as TMenuSection) : found;
  const groups = section.groups.map((group) => ({
    key: group.key,
    label: t(group.label),
    entries: group.entries
      .filter((entry) => entry.visible?.(user, { gradeAdmin: loaderData?.gradeAdmin ?? false }) ?? true)
      .map((entry) => ({ path: entry.path, href: entry.href, also: entry.also, label: t(entry.label) })),
  }));
  const selected = entryPathOf(
    groups.flatMap((group) => group.entries),
    pathname,
  );
  return (
    <div className={`ht-container ${styles.page}`}>
      <aside className={styles.side}>
        <div className={styles.profile}>
          <img src={user.headImgUrl || defaultAvatar} alt={user.nickname} className={styles.avatar} />
          <div className={styles.name}>{user.nickname || user.mobile}</div>
          <TypeBadge className={styles.type}>{t(section.tag(user))}</TypeBadge>
        </div>
        <AccountNav groups={groups} selected={selected} className={styles.menu} />
      </aside>
      <section className={styles.content}>
        <BrowserPage>
          <AntdOutlet />
        </BrowserPage>
      </section>
    </div>
  );
}
