import { UserType, type TUserExt, type TUserType } from '@huitang/contracts';
import type { TResources } from '../i18n/zh';

type TMenuLabel = `menu.${keyof TResources['menu']}`;

export interface TMenuEntry {
  path: string;
  label: TMenuLabel;
  /** Entries some users of the section do not get (SPEC "Account side menu"). */
  visible?: (user: TUserExt) => boolean;
}

export interface TMenuGroup {
  key: string;
  label: TMenuLabel;
  entries: TMenuEntry[];
}

export interface TMenuSection {
  /** The user type whose menu this is; the section a route belongs to picks the menu (SPEC 6). */
  userType: TUserType;
  groups: TMenuGroup[];
}

/**
 * The side menus of SPEC "Account side menu", holding only pages that exist; each later issue adds
 * its entries here when it adds the page (type 1 personal centre order: orders, follows, notices,
 * personal info, certified guest, change password, account binding, recommendations).
 */
export const accountMenus: TMenuSection[] = [
  {
    userType: UserType.ORDINARY,
    groups: [
      {
        key: 'personal',
        label: 'menu.personal',
        entries: [
          { path: '/account/message', label: 'menu.message' },
          { path: '/account/info', label: 'menu.info' },
          { path: '/account/reset', label: 'menu.reset' },
          { path: '/account/bind', label: 'menu.bind' },
        ],
      },
    ],
  },
];

const inSection = (section: TMenuSection, pathname: string): boolean =>
  section.groups.some((group) => group.entries.some((entry) => pathname.startsWith(entry.path)));

/** The menu of the section the page belongs to; personal pages fall back to the type 1 menu. */
export const menuSectionOf = (pathname: string): TMenuSection =>
  accountMenus.find((section) => inSection(section, pathname)) ?? (accountMenus[0] as TMenuSection);
