/**
 * `npm run profile:exam -w @huitang/bench -- [candidates]`: where one server process's time goes
 * while candidates save answers (the exam rush's closed loop, decision 030). Starts the compiled server
 * (`npm run build` first) as one process under `node --cpu-prof` on a bench database, sets the demo
 * paper's exam up as the rush does, sends every candidate's saves with one in flight each, and prints
 * the CPU of the saves alone, then pg_stat_statements for them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startBenchServer } from './bench-server.ts';
import { summarizeProfile } from './cpu-profile.ts';
import { sitExam } from './exam-bench.ts';
import { openPeopleClient } from './signup-rush.ts';

const candidates = Number(process.argv[2] ?? 1000);
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-profile-exam-'));
process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
const server = await startBenchServer({ workers: 0 });
const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
  (
    await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  ).text();
const login = JSON.parse(
  await post('/apis/user/api/user/login/password', { mobile: '13800000005', password: 'Huitang123' }),
) as { data: { token: string } };
const client = openPeopleClient(server.url);
const { db, requests } = await sitExam(post, server.databaseUrl, {
  candidates,
  lecturerToken: login.data.token,
  client,
});
await db.execute(sql`create extension if not exists pg_stat_statements`);
await db.execute(sql`select pg_stat_statements_reset()`);
const loadStarted = process.hrtime.bigint() / 1000n;
const sent = await client.run({ requests, concurrency: candidates });
const loadEnded = process.hrtime.bigint() / 1000n;
await client.close();
const top = await db.execute<{ calls: number; total_ms: number; mean_ms: number; query: string }>(sql`
  select calls::int, round(total_exec_time)::int as total_ms, round(mean_exec_time::numeric, 3)::float as mean_ms,
    left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 120) as query
  from pg_stat_statements order by total_exec_time desc limit 8`);
await db.$client.end();
const saved = sent.codes.filter((code) => code === 200).length;
console.log(
  `${saved} of ${requests.length} saves in ${sent.seconds.toFixed(1)} s: ${Math.round(saved / sent.seconds)}/s`,
);
await server.close();
console.log(await summarizeProfile(profileDir, loadStarted, loadEnded));
console.log('\npg_stat_statements, the saves:');
console.table(top.rows);
await rm(profileDir, { recursive: true, force: true });
