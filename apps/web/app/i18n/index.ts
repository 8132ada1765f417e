import { LOCALES, type TLocale } from '@huitang/contracts';
import { createTexts, type TTranslator } from './texts';
import type { TBaseTexts } from './zh';

/**
 * The web's texts come in two parts, so that a page ships only the texts it can show, and only in
 * its visitor's language (docs/decisions/008-i18n-namespaces.md):
 * - the base texts (zh.ts, en.ts): header, footer, sign-in, errors, the account centre. Every page
 *   shows some. Each language is a script of its own, which this module awaits before anything
 *   renders: the browser loads its page's language only (a page changes language by reloading), and
 *   the server names that script in the page's head so it arrives with the others
 *   (vite/base-texts.ts); the server loads both.
 * - the texts of an area (<domain>/<area>.zh.ts, <domain>/<area>.en.ts, in the folder of its
 *   domain: meeting, live, course, community, site), loaded by the area's layout or route module
 *   with one line at its top level, `await loadTexts('admin');`. React Router renders a route only
 *   once its module has finished loading, so the texts are there before the first render, on
 *   hydration and on client navigation alike. The browser fetches the page's language only, a
 *   small chunk of its own; the server loads every language as it imports the route modules.
 * All texts share one namespace (texts.ts: i18next's `t`, lighter): `t('admin.refused')` is typed and reads the same
 * wherever it is called. Each file owns its top-level groups; two files never share one.
 *
 * Adding an area, e.g. sign-up:
 * 1. write meeting/sign-up.zh.ts (`const signUpZh = { signUp: { ... } }`, exported as
 *    default) and meeting/sign-up.en.ts (typed `TTexts<typeof signUpZh>`, also the default);
 * 2. add its line to `areas` below;
 * 3. put `await loadTexts('signUp');` at the top of the area's layout or route modules.
 */
const areas = {
  admin: { zh: () => import('./site/admin.zh'), en: () => import('./site/admin.en') },
  publisher: { zh: () => import('./site/publisher.zh'), en: () => import('./site/publisher.en') },
  meeting: { zh: () => import('./meeting/meeting.zh'), en: () => import('./meeting/meeting.en') },
  meetingConsole: {
    zh: () => import('./meeting/meeting-console.zh'),
    en: () => import('./meeting/meeting-console.en'),
  },
  signUp: { zh: () => import('./meeting/sign-up.zh'), en: () => import('./meeting/sign-up.en') },
  search: { zh: () => import('./site/search.zh'), en: () => import('./site/search.en') },
  live: { zh: () => import('./live/live.zh'), en: () => import('./live/live.en') },
  liveStats: { zh: () => import('./live/live-stats.zh'), en: () => import('./live/live-stats.en') },
  onsite: { zh: () => import('./meeting/onsite.zh'), en: () => import('./meeting/onsite.en') },
  paper: { zh: () => import('./meeting/paper.zh'), en: () => import('./meeting/paper.en') },
  mail: { zh: () => import('./meeting/mail.zh'), en: () => import('./meeting/mail.en') },
  course: { zh: () => import('./course/course.zh'), en: () => import('./course/course.en') },
  exam: { zh: () => import('./course/exam.zh'), en: () => import('./course/exam.en') },
  grade: { zh: () => import('./course/grade.zh'), en: () => import('./course/grade.en') },
  blog: { zh: () => import('./community/blog.zh'), en: () => import('./community/blog.en') },
  question: { zh: () => import('./community/question.zh'), en: () => import('./community/question.en') },
  news: { zh: () => import('./community/news.zh'), en: () => import('./community/news.en') },
  social: { zh: () => import('./community/social.zh'), en: () => import('./community/social.en') },
  referral: { zh: () => import('./community/referral.zh'), en: () => import('./community/referral.en') },
  // Loaded with the rich-text editor's own chunk (components/rich-text), not by a route.
  richText: { zh: () => import('./site/rich-text.zh'), en: () => import('./site/rich-text.en') },
};

export type TArea = keyof typeof areas;
type TAreaTexts = { [A in TArea]: Awaited<ReturnType<(typeof areas)[A]['zh']>>['default'] }[TArea];
type TAll<U> = (U extends unknown ? (texts: U) => void : never) extends (texts: infer I) => void ? I : never;

/** Every text of the web: the base ones and those of every area. */
export type TResources = TBaseTexts & TAll<TAreaTexts>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: TResources };
  }
}

const inBrowser = typeof document !== 'undefined';

const baseTexts: Record<TLocale, () => Promise<Record<string, unknown>>> = {
  zh: () => import('./zh').then((module) => module.zh),
  en: () => import('./en').then((module) => module.en),
};

/** The texts of each language loaded so far: the base ones, then each area's groups. */
const loaded: Record<TLocale, Record<string, unknown>> = { zh: {}, en: {} };
const loading = new Map<string, Promise<void>>();
/** The browser's instance per language, made before client navigation loads more areas. */
const live = new Map<TLocale, TTranslator>();

/** <html lang> of a page; the browser reads the page's language back from it. */
export const htmlLang = (locale: TLocale): string => (locale === 'en' ? 'en' : 'zh-CN');
const pageLocale = (): TLocale => (document.documentElement.lang === htmlLang('en') ? 'en' : 'zh');

await Promise.all(
  (inBrowser ? [pageLocale()] : LOCALES).map(async (locale) => {
    Object.assign(loaded[locale], await baseTexts[locale]());
  }),
);

const loadArea = (area: TArea, locale: TLocale): Promise<void> => {
  const key = `${area}.${locale}`;
  const pending = loading.get(key);
  if (pending) return pending;
  const promise = areas[area][locale]().then(
    ({ default: texts }) => {
      const taken = Object.keys(texts).find((group) => group in loaded[locale]);
      if (taken) throw new Error(`i18n: area ${area} repeats the group "${taken}"`);
      Object.assign(loaded[locale], texts);
      live.get(locale)?.addResourceBundle(locale, 'translation', texts, true, false);
    },
    (error: unknown) => {
      // A chunk that failed to arrive (a deploy, a network hiccup) may be asked for again.
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
};

/**
 * The texts of these areas, awaited at the top level of an area's layout or route module so the
 * module is ready only with them: the page's language in the browser, every language on the server.
 */
export const loadTexts = async (...names: TArea[]): Promise<void> => {
  const locales = inBrowser ? [pageLocale()] : LOCALES;
  await Promise.all(names.flatMap((name) => locales.map((locale) => loadArea(name, locale))));
};

/**
 * The texts of one language, for code that runs outside React (loaders, meta functions): the base
 * ones and every area loaded so far, which on a page includes its own areas.
 */
export const textsOf = (locale: TLocale): TResources => loaded[locale] as TResources;

/** The server's instance per language, with the number of text groups it was made with. */
const served = new Map<TLocale, { instance: TTranslator; groups: number }>();

const makeInstance = (locale: TLocale): TTranslator =>
  createTexts({
    language: locale,
    fallback: 'zh',
    // Copies: instances add areas through addResourceBundle, never into `loaded` itself.
    resources: { zh: { ...loaded.zh }, en: { ...loaded.en } },
  });

/**
 * One instance per language, on both sides: an instance is made for its language and never switched
 * (a page in the other language takes the other instance), so renders running at the same time
 * share it safely; making one per render cost the server a tenth of a page's time. The server
 * remakes its instance if an area arrived after it was made; the browser adds the areas it loads
 * later to its instance (loadArea).
 */
export const createI18n = (locale: TLocale): TTranslator => {
  if (inBrowser) {
    const kept = live.get(locale) ?? makeInstance(locale);
    live.set(locale, kept);
    return kept;
  }
  const groups = Object.keys(loaded[locale]).length;
  const kept = served.get(locale);
  if (kept?.groups === groups) return kept.instance;
  const instance = makeInstance(locale);
  served.set(locale, { instance, groups });
  return instance;
};
