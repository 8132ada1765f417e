import type { TUserExt } from '@huitang/contracts';

const USER_KEY = 'huitang.userInfo';
const REFERRAL_KEY = 'huitang.referralCode';

/** SPEC 4: user info is kept in local storage beside the token cookie; the client guard reads it. */
export const rememberUser = (user: TUserExt): void =>
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
export const forgetUser = (): void => window.localStorage.removeItem(USER_KEY);
export const hasRememberedUser = (): boolean => window.localStorage.getItem(USER_KEY) !== null;

/** SPEC 4: a referralCode from the query is kept for the registration, and can be removed. */
export const readReferral = (): string | null => window.localStorage.getItem(REFERRAL_KEY);
export const storeReferral = (code: string): void => window.localStorage.setItem(REFERRAL_KEY, code);
export const removeReferral = (): void => window.localStorage.removeItem(REFERRAL_KEY);
