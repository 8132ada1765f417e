import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.ts';

const builds = { before: 'data/before/dist/main.js', after: 'apps/server/dist/main.js' };
const pages = (process.env.PAGES ?? '/account/meeting/baseinfo?id=1,/account/meeting/attendsignup?id=1').split(',');
const rounds = Number(process.env.ROUNDS ?? 2);
const seconds = Number(process.env.SECS ?? 8);
const servers: Record<string, { url: string; pid: number; cookie: string; close(): Promise<void> }> = {};
for (const [name, main] of Object.entries(builds)) {
  process.env.BENCH_SERVER_MAIN = main;
  const s = await startBenchServer({ workers: 0 });
  const pid = Number(execFileSync('pgrep', ['-f', `/work/h-consolep99/${main}`]).toString().trim().split('\n').at(-1));
  const login = (await (await fetch(`${s.url}/apis/user/api/user/login/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13800000007', password: 'Huitang123' }) })).json()) as { data: { token: string } };
  servers[name] = { url: s.url, pid, cookie: `RC_WEB_TOKEN=${login.data.token}`, close: s.close };
}
const cpuMs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
for (const page of pages) {
  for (const s of Object.values(servers)) await autocannon({ url: s.url + page, connections: 5, duration: 2, headers: { cookie: s.cookie } });
  for (let r = 0; r < rounds; r++) {
    for (const [name, s] of Object.entries(servers)) {
      const c0 = cpuMs(s.pid);
      const res = await autocannon({ url: s.url + page, connections: 50, duration: seconds, workers: 1, headers: { cookie: s.cookie } });
      const c1 = cpuMs(s.pid);
      const n = res.requests.total;
      console.log(`${page} ${name}: ${Math.round(res.requests.average)} req/s p50 ${res.latency.p50} p99 ${res.latency.p99} max ${res.latency.max} ms, ${(Number(c1 - c0) / n).toFixed(1)} ms CPU/request (${n} req, non2xx ${res.non2xx}) load ${load()}`);
    }
  }
}
for (const s of Object.values(servers)) await s.close();
