/** A one-shot message for the next page load (SPEC 8: 304 shows 你的账户已在其他地方登录！). */
export const NOTICE_COOKIE = 'huitang_notice';
export const NOTICE_MAX_AGE_SECONDS = 60;
