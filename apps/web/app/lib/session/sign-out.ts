import { writeBrowserCookie } from './cookies';
import { NOTICE_COOKIE, NOTICE_MAX_AGE_SECONDS } from './notice';
import { saveReturnUrl } from './return-url';
import { forgetUser } from './user-storage';

/**
 * SPEC 8: an auth failure signs the visitor out and opens /login?t=login. The token cookie is
 * HttpOnly, so a full page load lets the server drop it; the message rides along in a cookie.
 */
export const signOutToLogin = (notice: string | null): void => {
  saveReturnUrl(window.location.pathname + window.location.search);
  if (notice) writeBrowserCookie(NOTICE_COOKIE, notice, { maxAgeSeconds: NOTICE_MAX_AGE_SECONDS });
  forgetUser();
  window.location.assign('/login?t=login');
};
