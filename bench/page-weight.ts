import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routePages } from './route-pages.ts';

/**
 * Each script's size by its URL (hashed files, the same on every page that loads them): raw, gzip
 * (each file alone, the goal's measure), and what the server sends a browser that takes brotli, as
 * Chromium does (the build's precompressed .br, vite.config.ts).
 */
const sizes = new Map<string, Promise<{ raw: number; gzip: number; sent: number; code: string }>>();
const sizeOf = (url: URL) => {
  const key = url.href;
  let size = sizes.get(key);
  if (!size) {
    size = (async () => {
      const code = Buffer.from(await (await fetch(url)).arrayBuffer());
      const asBrowser = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      await asBrowser.arrayBuffer();
      const sent = Number(asBrowser.headers.get('content-length') ?? code.length);
      return { raw: code.length, gzip: gzipSync(code).length, sent, code: code.toString('utf8') };
    })();
    sizes.set(key, size);
  }
  return size;
};

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
  let sent = 0;
  const seen = new Set<string>();
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const url = new URL(src, `${origin}${page}`);
    const size = await sizeOf(url);
    raw += size.raw;
    gzip += size.gzip;
    sent += size.sent;
    // Static imports are fetched before the module runs; dynamic import() ones are not.
    for (const match of size.code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    )) {
      queue.push(new URL(match[1]!, url).pathname);
    }
  }
  return { files: seen.size, raw, gzip, sent, scripts: [...seen] };
};

export interface TPageWeight {
  page: string;
  files: number;
  raw: number;
  gzip: number;
  /** The bytes a browser taking brotli downloads. */
  sent: number;
}

/** Who opens a page: the platform console as its administrator, every other page as the demo organiser. */
export interface TWeighers {
  organiser: string;
  admin: string;
}

/**
 * The first-load JavaScript of every page of the route table (bench/route-pages.ts), heaviest first.
 * The organiser runs the demo meeting and has a personal centre, so their pages are the whole ones.
 */
export const measureWeights = async (origin: string, weighers: TWeighers, pages = routePages()) => {
  const weights: TPageWeight[] = [];
  for (const page of pages) {
    const token = page.startsWith('/admin') ? weighers.admin : weighers.organiser;
    const { files, raw, gzip, sent } = await firstLoadJavaScript(origin, page, token);
    weights.push({ page, files, raw, gzip, sent });
  }
  return weights.sort((a, b) => b.gzip - a.gzip);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const LIMIT_KB = 250;

const over = (weights: TPageWeight[], measure: 'gzip' | 'sent') =>
  weights.filter((w) => w[measure] > LIMIT_KB * 1024).length;

/**
 * antd's stylesheet, which the build makes in place of the CSS antd's components wrote from script
 * (decision 055): one file every antd page links, so not in a page's JavaScript, but said beside it.
 */
const antdStylesheet = () => {
  const assets = new URL('../apps/web/build/client/assets/', import.meta.url);
  const name = readdirSync(assets).find((file) => /^antd-.+\.css$/.test(file));
  if (!name) return 'antd draws without a stylesheet of its own in this build.';
  const size = (file: string) => readFileSync(new URL(file, assets)).length;
  return (
    `antd's rules are a stylesheet the build makes (decision 055), linked by every page that draws antd and not ` +
    `counted above: ${kb(size(name))} raw, ${kb(gzipSync(readFileSync(new URL(name, assets))).length)} gzip, ` +
    `${kb(size(`${name}.br`))} brotli.`
  );
};

export const weightSection = (weights: TPageWeight[]) => [
  '## JavaScript loaded before a page is interactive (gzip)',
  '',
  `Every page of the route table (${weights.length}, from apps/web/app/routes.ts with the demo data's ids), signed in`,
  `as the demo organiser (the platform console as its administrator); ${over(weights, 'gzip')} over ${LIMIT_KB} KB gzip.`,
  `What Chromium downloads (it takes brotli, and the server sends the build's .br files): ${over(weights, 'sent')} over ${LIMIT_KB} KB.`,
  'The ten heaviest:',
  '',
  '| page | scripts | raw | gzip | sent to Chromium (brotli) |',
  '|---|---|---|---|---|',
  ...weights
    .slice(0, 10)
    .map((w) => `| ${w.page} | ${w.files} | ${kb(w.raw)} | ${kb(w.gzip)} | ${kb(w.sent)} |`),
  '',
  antdStylesheet(),
  '',
  `Goal: no more than ${LIMIT_KB} KB gzip before any page is interactive.`,
  '',
];
