/**
 * `npm run statements -w @huitang/bench -- [renders] [page…]`: the SQL statements one render of a page
 * makes (`npm run build` first). Starts the compiled server as one process on a bench database with
 * pg_stat_statements, signs the organiser (13800000007) in, renders each page a few times to warm it,
 * then `renders` times one after another, and prints each statement's calls per render and its mean
 * time in PostgreSQL. Without pages,
 * the console pages of the bench (the demo meeting's).
 */
import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/platform/db/client.ts';
import { startBenchServer } from './bench-server.ts';

const [rendersArg = '20', ...pagesArg] = process.argv.slice(2);
const renders = Number(rendersArg);
const pages = pagesArg.length
  ? pagesArg
  : ['/account/meeting/baseinfo?id=1', '/account/meeting/attendsignup?id=1'];

const server = await startBenchServer({ workers: 0 });
const db = createDb(server.databaseUrl, 1);
try {
  const login = (await (
    await fetch(`${server.url}/apis/user/api/user/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13800000007', password: 'Huitang123' }),
    })
  ).json()) as { data: { token: string } };
  const headers = { cookie: `RC_WEB_TOKEN=${login.data.token}` };
  const render = async (page: string) => {
    const response = await fetch(`${server.url}${page}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  };
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  for (const page of pages) {
    for (let i = 0; i < 5; i++) await render(page);
    await db.execute(sql`select pg_stat_statements_reset()`);
    for (let i = 0; i < renders; i++) await render(page);
    const rows = await db.execute<{ calls: number; ms: number; query: string }>(sql`
      select calls::int, mean_exec_time::float8 as ms, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 160) as query
      from pg_stat_statements
      where query not like '%pg_stat_statements%' and query not like 'LISTEN%'
      order by calls desc`);
    const total = rows.rows.reduce((sum, row) => sum + row.calls, 0);
    console.log(`\n${page}: ${(total / renders).toFixed(1)} statements per render`);
    for (const row of rows.rows) {
      console.log(
        `${(row.calls / renders).toFixed(2).padStart(6)} ${row.ms.toFixed(3).padStart(7)} ms  ${row.query}`,
      );
    }
  }
} finally {
  await db.$client.end();
  await server.close();
}
