/**
 * `npx tsx bench/weight-profile.ts out.json`: every page's first-load scripts, as
 * `bench/page-weight.ts` counts them, with each script's gzip size, for finding what makes a page heavy
 * (issue 45). Needs `npm run build` first.
 */
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { startBenchServer } from './bench-server.ts';
import { firstLoadJavaScript } from './page-weight.ts';
import { routePages } from './route-pages.ts';

const server = await startBenchServer({ workers: 1 });
try {
  const signIn = async (mobile: string) => {
    const response = await fetch(`${server.url}/apis/user/api/user/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, password: 'Huitang123' }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const [organiser, admin] = [await signIn('13800000007'), await signIn('13800000000')];
  const pages: Record<string, { gzip: number; scripts: string[] }> = {};
  const chunks: Record<string, number> = {};
  for (const page of routePages()) {
    const token = page.startsWith('/admin') ? admin : organiser;
    const { gzip, scripts } = await firstLoadJavaScript(server.url, page, token);
    pages[page] = { gzip, scripts };
    for (const src of scripts) {
      if (chunks[src] !== undefined) continue;
      const code = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer());
      chunks[src] = gzipSync(code).length;
    }
  }
  await writeFile(process.argv[2] ?? 'weight-profile.json', JSON.stringify({ pages, chunks }, null, 1));
} finally {
  await server.close();
}
