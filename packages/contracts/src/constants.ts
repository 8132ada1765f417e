/** Business constants of SPEC.md section 9. */
export const TOKEN_COOKIE = 'RC_WEB_TOKEN';
export const LOCALE_COOKIE = 'locale';
/** SPEC 4 "temporaryUrl": where login sends the user back to; read by the page's scripts only. */
export const RETURN_COOKIE = 'huitang_return';
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 120_000;
export const IMPORT_TIMEOUT_MS = 5_400_000;
export const TOAST_DEDUP_MS = 2000;
export const NAV_ITEMS_BEFORE_MORE = 4;
export const MEETING_NAV_ITEMS_BEFORE_MORE = 5;
export const MORE_MENU_WIDTH = 118;
export const MAX_SERVICE_CONTACTS = 5;
export const SETTLEMENT_DIALOG_WIDTH = 660;
export const DESKTOP_WIDTH = 1200;
export const ORG_HEADER_WIDTH = 1600;
export const HEADER_HEIGHT = 66;
export const LOCALES = ['zh', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'zh';
export const parseLocale = (value: unknown): TLocale | undefined =>
  value === 'zh' || value === 'en' ? value : undefined;

/**
 * The language of a browser's Accept-Language until its visitor chooses one: Chinese when the
 * language it ranks first is any zh, English for any other; undefined when it names none.
 */
export const localeOfAcceptLanguage = (header: string | null | undefined): TLocale | undefined => {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0];
  if (!first) return undefined;
  return first.tag === 'zh' || first.tag.startsWith('zh-') ? 'zh' : 'en';
};

export const UserType = { ORDINARY: 1, LECTURER: 2, INSTITUTION: 3 } as const;
export type TUserType = (typeof UserType)[keyof typeof UserType];

/** Search type by path fragment (SPEC "Site header"); 3 is unused. */
export const SearchType = {
  ALL: 0,
  VOD: 1,
  LIVE: 2,
  RESOURCE: 4,
  EXAM: 5,
  BLOG: 6,
  QUESTION: 7,
  INFO: 8,
} as const;
/**
 * On the results page (/search/{words}) the path holds the visitor's words, not a section: a new
 * search there keeps the page's own type (`currentType`), or a search for 'olive' would look for live.
 */
export const searchTypeOfPath = (path: string, currentType?: string | null): number => {
  if (path.startsWith('/search')) {
    const kept = Number(currentType);
    return (Object.values(SearchType) as number[]).includes(kept) ? kept : SearchType.ALL;
  }
  if (path.includes('vod')) return SearchType.VOD;
  if (path.includes('live')) return SearchType.LIVE;
  if (path.includes('resource')) return SearchType.RESOURCE;
  if (path.includes('exam')) return SearchType.EXAM;
  if (path.includes('blog')) return SearchType.BLOG;
  if (path.includes('question')) return SearchType.QUESTION;
  if (path.startsWith('/info')) return SearchType.INFO;
  return SearchType.ALL;
};

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
/**
 * The profile's limits (user/auth/user/ext/update), held here rather than read from its schema on
 * the page: reading a schema in the browser ships zod with /account/info.
 */
export const NICKNAME_MAX = 32;
export const PROFILE_REMARK_MAX = 500;
export const AGE_RANGE = { min: 0, max: 150 } as const;

/** A file's size as people read it: 2 GB, 500 MB, 12 KB, 300 B (server messages and pages alike). */
export const humanSize = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${Math.round((10 * bytes) / 1024 ** 3) / 10} GB`
    : bytes >= 1024 ** 2
      ? `${Math.round(bytes / 1024 ** 2)} MB`
      : bytes >= 1024
        ? `${Math.round(bytes / 1024)} KB`
        : `${bytes} B`;
