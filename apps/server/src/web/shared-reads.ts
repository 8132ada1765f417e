import type { TCallPath, TLocale } from '@huitang/contracts';

/**
 * Public calls the loaders of every page (or of the console's forms) make whose answer depends on
 * the language only, never on who asks: the root loader's site settings, navigation, footer and
 * links (apps/web/app/loaders/site.server.ts), provinces and meeting categories.
 */
const SHARED_CALLS = new Set<TCallPath>([
  '/system/api/website/get',
  '/system/api/nav/bar/list',
  '/system/api/website/nav/list',
  '/system/api/website/link',
  '/system/api/region/province',
  '/meeting/api/meeting/category/category/name/list',
]);

const KEPT_AT_MOST = 200;

export interface TSharedReads {
  /**
   * The answer of a shared call (its JSON text, as the API sent it): kept, or fetched with `call`
   * once however many ask meanwhile. Undefined for any other call.
   */
  read(
    path: string,
    body: unknown,
    locale: TLocale,
    call: () => Promise<{ ok: boolean; payload: string }>,
  ): Promise<string> | undefined;
  /** Drops every kept answer: whatever an anonymous visitor's page may show has changed. */
  clear(): void;
}

/**
 * Keeps the shared calls' answers for the loaders of signed-in visitors' pages, which the page
 * cache does not keep (the console, the personal centre). They are dropped exactly when the kept
 * anonymous pages are, which are built from the same answers (page-changes.ts, app.ts), and after
 * ttlMs at the latest, so a signed-in visitor sees a change no later than an anonymous one. Only
 * successful answers are kept; an answer that arrives after a drop is handed out but not kept.
 */
export const createSharedReads = ({ ttlMs }: { ttlMs: number }): TSharedReads => {
  const kept = new Map<string, { payload: Promise<string>; expires: number }>();
  let generation = 0;
  return {
    read(path, body, locale, call) {
      if (ttlMs <= 0 || !SHARED_CALLS.has(path as TCallPath)) return undefined;
      const key = `${locale} ${path} ${JSON.stringify(body ?? {})}`;
      const entry = kept.get(key);
      if (entry && entry.expires > Date.now()) return entry.payload;
      const started = generation;
      const made = { payload: Promise.resolve(''), expires: Date.now() + ttlMs };
      // Only this call's own entry is dropped: after a clear(), a newer call may have set another.
      const forget = () => {
        if (kept.get(key) === made) kept.delete(key);
      };
      made.payload = call().then(
        ({ ok, payload }) => {
          if (!ok || generation !== started) forget();
          return payload;
        },
        (error: unknown) => {
          forget();
          throw error;
        },
      );
      // The keys are the loaders' own few bodies; a bound all the same.
      if (kept.size >= KEPT_AT_MOST) kept.clear();
      kept.set(key, made);
      return made.payload;
    },
    clear() {
      generation++;
      kept.clear();
    },
  };
};
