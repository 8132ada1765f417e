/**
 * `npm run profile -w @huitang/bench -- <page or call> [seconds] [connections]`: where the server's
 * time goes under one load. Starts the compiled server (`npm run build` first) as one process under
 * `node --cpu-prof`, signs in a demo account, sends the load with autocannon from this process's worker
 * thread, stops the server and prints the functions and packages that took the most CPU.
 *
 *   profile /                           signed-in home page (the visitor 13800000001)
 *   profile /account/meeting/baseinfo?id=1 --as 13800000007
 *   profile POST:/apis/user/auth/user/ext/view
 *   profile / --gzip                    as a browser asks (compressed)
 *   profile / --save /tmp/home.cpuprofile   keeps the profile (Chrome DevTools or speedscope open it)
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { measure } from './autocannon-run.ts';
import { summarizeProfile } from './cpu-profile.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const mobile = option('--as') ?? '13800000001';
const saveAs = option('--save');
const anonymous = args.includes('--anonymous');
const gzip = args.includes('--gzip');
const [target = '/', secondsArg = '10', connectionsArg = '20'] = args.filter((a) => !a.startsWith('--'));
const [method, url] = target.startsWith('POST:')
  ? (['POST', target.slice(5)] as const)
  : (['GET', target] as const);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const root = path.resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-profile-'));
const profileDir = path.join(dataDir, 'profile');
const port = await freePort();
const server = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      WORKERS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      RTMP_PORT: String(await freePort()),
      SIGNIN_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    },
  },
);
const origin = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries++) {
  const up = await fetch(`${origin}/apis/system/api/website/get`, { method: 'POST' }).catch(() => undefined);
  if (up?.ok) break;
  if (tries > 600) throw new Error('the server did not start in 5 minutes');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const headers: Record<string, string> = gzip ? { 'accept-encoding': 'gzip' } : {};
if (!anonymous) {
  const login = await fetch(`${origin}/apis/user/api/user/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Huitang123' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  Object.assign(headers, method === 'GET' ? { cookie: `RC_WEB_TOKEN=${data.token}` } : { token: data.token });
}
const body = method === 'POST' ? {} : undefined;
// A first pass warms the caches and the JIT; only the second is profiled in the figures below.
await measure({
  url: `${origin}${url}`,
  method,
  body,
  headers,
  connections: 5,
  seconds: 3,
  warmupSeconds: 0,
});
const loadStarted = process.hrtime.bigint() / 1000n;
const result = await measure({
  url: `${origin}${url}`,
  method,
  body,
  headers,
  connections: Number(connectionsArg),
  seconds: Number(secondsArg),
  warmupSeconds: 0,
});
const loadEnded = process.hrtime.bigint() / 1000n;
console.log(`${method} ${url}: ${result.rps} requests/s, p99 ${result.p99} ms`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
// The profile as V8 wrote it; its clock is the one the load's bounds were read on (printed with them).
if (saveAs) {
  const [file] = await readdir(profileDir);
  await copyFile(path.join(profileDir, file!), saveAs);
  console.log(`profile kept in ${saveAs}; the load ran from ${loadStarted} to ${loadEnded} µs of its clock`);
}
console.log(await summarizeProfile(profileDir, loadStarted, loadEnded));
await rm(dataDir, { recursive: true, force: true });
