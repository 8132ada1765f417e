import { chmodSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eventually, freePort, start, stop } from './processes.ts';

/**
 * Debian's nginx with cluster/nginx.conf, in `dir`, in front of the instances' ports: HTTP, and
 * their RTMP ports behind one of its own.
 */
export const startNginx = async (dir: string, ports: number[], rtmpPorts: number[]) => {
  const port = await freePort();
  const rtmpPort = await freePort();
  // Its workers run as nobody when we are root: they write their temp files here.
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, temp));
    chmodSync(path.join(dir, temp), 0o777);
  }
  const conf = readFileSync(new URL('nginx.conf', import.meta.url), 'utf8')
    .replaceAll('{{DIR}}', dir)
    .replace('{{LISTEN}}', `127.0.0.1:${port}`)
    .replace(
      '{{SERVERS}}',
      ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n'),
    )
    .replace('{{RTMP_LISTEN}}', `127.0.0.1:${rtmpPort}`)
    .replace(
      '{{RTMP_SERVERS}}',
      rtmpPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n'),
    );
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const log = createWriteStream(path.join(dir, 'nginx.out'));
  const args = [
    '-e',
    path.join(dir, 'error.log'),
    '-p',
    dir,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-g',
    'daemon off;',
  ];
  const child = start('/usr/sbin/nginx', args, process.env, log);
  const origin = `http://127.0.0.1:${port}`;
  await eventually('nginx answers', async () =>
    (await fetch(origin, { method: 'HEAD' })) ? true : undefined,
  ).catch(async (error: unknown) => {
    await stop(child, 'SIGKILL');
    throw error;
  });
  return { origin, rtmpPort, stop: () => stop(child, 'SIGTERM') };
};
