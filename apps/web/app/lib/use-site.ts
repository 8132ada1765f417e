import type { TFooterNavGroup, TFriendLink, TLocale, TNavBar, TUserExt, TWebInfo } from '@huitang/contracts';
import { useRouteLoaderData } from 'react-router';
import type { TDevice } from './phone';

/**
 * What the root loader (loaders/site.server.ts) gives every page: site settings, navigation, footer,
 * the visitor and the locale. Declared here, at the bottom layer, so that lib reads it without
 * importing the root route.
 */
export interface TSite {
  locale: TLocale;
  web: TWebInfo;
  copyrightHtml: string;
  navBar: TNavBar[];
  footerGroups: TFooterNavGroup[];
  links: TFriendLink[];
  user: TUserExt | null;
  msgNum: number;
  notice: string | null;
  /** The visitor's device class by its user agent (the page cache keys pages by it too). */
  device: TDevice;
}

/**
 * The root loader's data: site settings, navigation, the language. Present on every page. The
 * visitor is not read from here but from useVisitor (lib/session/visitor.tsx): a shared page's root data
 * was rendered for nobody.
 */
export const useSite = () => {
  const site = useRouteLoaderData<TSite>('root');
  if (!site) throw new Error('useSite outside the root route');
  const { user: _user, msgNum: _msgNum, ...settings } = site;
  return settings;
};
