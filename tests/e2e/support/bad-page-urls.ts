import { expect, test } from 'vitest';
import routes from '../../../apps/web/app/routes';
import { baseUrl } from './browser';

/**
 * Every page of the route table, fed nonsense in each path segment and in each query value a loader
 * reads, answers as a page does — 404 for what cannot exist, the page or a clear error for bad
 * filters — and never 500, signed out or signed in. Several thousand renders: the journeys
 * pages-bad-input-N each take every PARTS-th address, so the workers share them and none runs long.
 */
export const PARTS = 4;

interface TRouteEntry {
  path?: string;
  index?: boolean;
  children?: TRouteEntry[];
}

const BAD_VALUES = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  '%ED%A0%80',
  '%3Cscript%3E',
  'x'.repeat(3000),
];
const QUERY_FIELDS = [
  'id',
  'orgId',
  'categoryId',
  'keyword',
  'page',
  'orderNo',
  'type',
  'status',
  'menu',
  'preview',
  'tab',
  'typeId',
  'timeState',
  'inviteCode',
  'signature',
  'kind',
  'filter',
];

const pathsOf = (entries: TRouteEntry[], parent = ''): string[] =>
  entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path !== undefined || entry.index ? [here || '/'] : [];
    return [...own, ...pathsOf(entry.children ?? [], here)];
  });

/** One URL per bad value per dynamic segment (optional ones also left out), with valid-looking other segments. */
const urlsOf = (pattern: string): string[] => {
  const segments = pattern.split('/');
  const dynamic = segments.flatMap((segment, index) => (segment.startsWith(':') ? [index] : []));
  const filled = (overrides: Map<number, string>) =>
    segments
      .map((segment, index) => overrides.get(index) ?? (segment.startsWith(':') ? '1' : segment))
      .filter((segment, index) => !(overrides.get(index) === '' && segments[index]!.endsWith('?')))
      .join('/') || '/';
  if (dynamic.length === 0) return [pattern];
  return dynamic.flatMap((index) => [
    ...BAD_VALUES.map((bad) => filled(new Map([[index, bad]]))),
    ...(segments[index]!.endsWith('?') ? [filled(new Map([[index, '']]))] : []),
  ]);
};

const signedInCookie = async (): Promise<string> => {
  const response = await fetch(`${baseUrl()}/apis/user/api/user/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800000003', password: 'Huitang123' }),
  });
  const { data } = (await response.json()) as { data: { token: string } };
  return `RC_WEB_TOKEN=${data.token}`;
};

export const testBadPages = (part: number) =>
  test(
    `no page answers 500 to bad path segments or query values, signed out or in (part ${part} of ${PARTS})`,
    { timeout: 240_000 },
    async () => {
      const patterns = [...new Set(pathsOf(routes as TRouteEntry[]))].filter((p) => !p.includes('*'));
      // Every query field a loader reads carries the same bad value at once: one URL per value and page.
      const urls = patterns
        .flatMap((pattern) => [
          ...urlsOf(pattern),
          ...BAD_VALUES.map(
            (bad) =>
              `${urlsOf(pattern.replace(/:(\w+)\??/g, '1'))[0]}?${QUERY_FIELDS.map((field) => `${field}=${bad}`).join('&')}`,
          ),
        ])
        .filter((_, index) => index % PARTS === part - 1);
      const cookie = await signedInCookie();
      const failures: string[] = [];
      for (let index = 0; index < urls.length; index += 12) {
        await Promise.all(
          urls.slice(index, index + 12).flatMap((url) =>
            [undefined, cookie].map(async (session) => {
              const response = await fetch(`${baseUrl()}${url}`, {
                redirect: 'manual',
                headers: session ? { cookie: session } : {},
              });
              await response.arrayBuffer();
              if (response.status >= 500)
                failures.push(
                  `${session ? 'signed in' : 'signed out'} ${url.slice(0, 120)} → ${response.status}`,
                );
            }),
          ),
        );
      }
      expect(failures).toEqual([]);
      expect(urls.length).toBeGreaterThan(500 / PARTS);
      expect((await fetch(`${baseUrl()}/`)).status).toBe(200);
    },
  );
