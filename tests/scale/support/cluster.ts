import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startInstance, type TInstanceHandle } from '../cluster/instances.ts';
import { startNginx } from '../cluster/nginx.ts';
import { startPostgres } from '../cluster/postgres.ts';
import { startStorage } from '../cluster/storage.ts';
import { clientOf, type TClient } from './client.ts';

/** Demo people (apps/server/db/seed): their password. */
export const DEMO_PASSWORD = 'Huitang123';

/**
 * What every step gets: nginx in front of two instances of the compiled server, on Debian's
 * PostgreSQL and Ceph's S3 gateway. A step file (steps/NN-name.ts) adds a step; the numbers order them.
 */
export interface TScale {
  /** Through the load balancer: round robin, no sticky sessions. */
  nginx: TClient;
  /** nginx's RTMP address (its stream block), where encoders push to reach any instance. */
  nginxRtmpPort: number;
  instances: (TInstanceHandle & { client: TClient })[];
  /** The shared database, for what the test checks there (the sweeps' runs). */
  db: pg.Pool;
  storage: Awaited<ReturnType<typeof startStorage>>;
  /** The code of the last SMS to `mobile`, from whichever instance sent it (each writes its own sms.log). */
  smsCode(mobile: string): string;
  /** A demo person's token, signed in through nginx. */
  login(mobile: string): Promise<string>;
  /** Notes a step leaves for later ones (say, which instance was killed). */
  notes: Record<string, unknown>;
}

/** A step of the scale test: `export const step` of steps/NN-name.ts, run in the order of NN. */
export interface TStep {
  title: string;
  run: (scale: TScale) => Promise<void>;
}

export const startCluster = async (): Promise<{ scale: TScale; stop: () => Promise<void> }> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huitang-scale-'));
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await Promise.resolve(step()).catch(() => undefined);
    if (!process.env.SCALE_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Both at once; whichever started is stopped at the end even when the other did not.
    const [started, gateway] = await Promise.allSettled([startPostgres(), startStorage()]);
    if (started.status === 'fulfilled') stops.push(() => started.value.stop());
    if (gateway.status === 'fulfilled') stops.push(() => gateway.value.stop());
    if (started.status === 'rejected') throw started.reason;
    if (gateway.status === 'rejected') throw gateway.reason;
    const [database, storage] = [started.value, gateway.value];
    const settings = { databaseUrl: database.url, storage: storage.env, dir };
    // The first instance migrates and seeds; the second starts on the finished database.
    const first = await startInstance('a', settings);
    stops.push(first.stop);
    const second = await startInstance('b', settings);
    stops.push(second.stop);
    const instances = [first, second].map((instance) => ({ ...instance, client: clientOf(instance.origin) }));
    const nginx = await startNginx(dir, [first.port, second.port], [first.rtmpPort, second.rtmpPort]);
    stops.push(nginx.stop);
    const db = new pg.Pool({ connectionString: database.url, max: 2 });
    stops.push(() => db.end());
    const client = clientOf(nginx.origin);
    const scale: TScale = {
      nginx: client,
      nginxRtmpPort: nginx.rtmpPort,
      instances,
      db,
      storage,
      smsCode(mobile) {
        const sent = instances.flatMap((instance) => {
          let text = '';
          try {
            text = readFileSync(path.join(instance.dataDir, 'sms.log'), 'utf8');
          } catch {
            return [];
          }
          return text
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as { mobile: string; code?: string; at?: string })
            .filter((m) => m.mobile === mobile && m.code);
        });
        const code = sent.sort((x, y) => (x.at ?? '').localeCompare(y.at ?? '')).at(-1)?.code;
        if (!code) throw new Error(`no SMS code for ${mobile}`);
        return code;
      },
      async login(mobile) {
        const reply = await client.call('/user/api/user/login/password', { mobile, password: DEMO_PASSWORD });
        if (reply.code !== 200) throw new Error(`${mobile} cannot sign in: ${reply.msg}`);
        return reply.data.token;
      },
      notes: {},
    };
    return { scale, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
