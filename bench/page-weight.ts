import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page makes the browser fetch before it can hydrate: module scripts and
 * modulepreload links in the server-rendered HTML, plus the modules they import statically. The
 * scripts' paths come along, for checks of what a page's first load holds.
 */
export const firstLoadJavaScript = async (origin: string, page: string, token: string) => {
  const html = await (
    await fetch(`${origin}${page}`, { headers: { cookie: `RC_WEB_TOKEN=${token}` } })
  ).text();
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="([^"]+\.js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) found.add(match[1]!);
  const queue = [...found];
  let raw = 0;
  let gzip = 0;
  const seen = new Set<string>();
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const url = new URL(src, `${origin}${page}`);
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += code.length;
    gzip += gzipSync(code).length;
    // Static imports are fetched before the module runs; dynamic import() ones are not.
    for (const match of code
      .toString('utf8')
      .matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(match[1]!, url).pathname);
    }
  }
  return { files: seen.size, raw, gzip, scripts: [...seen] };
};

/** Pages weighed by the bench: the visitor's first pages, the personal centre and the console. */
const WEIGHED_PAGES = [
  '/',
  '/login',
  '/meeting',
  '/account/info',
  '/account/meeting/list',
  '/course',
  '/exam',
];

export interface TPageWeight {
  page: string;
  files: number;
  raw: number;
  gzip: number;
}

/** The first-load JavaScript of each weighed page, signed in as `token`'s visitor, heaviest first. */
export const measureWeights = async (origin: string, token: string, pages = WEIGHED_PAGES) => {
  const weights: TPageWeight[] = [];
  for (const page of pages) {
    const { files, raw, gzip } = await firstLoadJavaScript(origin, page, token);
    weights.push({ page, files, raw, gzip });
  }
  return weights.sort((a, b) => b.gzip - a.gzip);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const weightSection = (weights: TPageWeight[]) => [
  '## JavaScript loaded before a page is interactive (gzip)',
  '',
  'The ten heaviest of the pages weighed, signed in:',
  '',
  '| page | scripts | raw | gzip |',
  '|---|---|---|---|',
  ...weights.slice(0, 10).map((w) => `| ${w.page} | ${w.files} | ${kb(w.raw)} | ${kb(w.gzip)} |`),
  '',
  'Goal: no more than 250 KB gzip before any page is interactive.',
  '',
];
