import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run } from './processes.ts';

/** Debian's PostgreSQL (the newest installed; 15 on bookworm), run by its own user when we are root. */
const BIN = path.join(
  '/usr/lib/postgresql',
  readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0] ?? '15',
  'bin',
);

/** A throw-away cluster in a temp folder on a free port; its URL is what the instances get as DATABASE_URL. */
export const startPostgres = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huitang-scale-pg-'));
  // initdb refuses root: the folder is PostgreSQL's own user's.
  if (process.getuid?.() === 0) chownSync(dir, idOf('-u'), idOf('-g'));
  const as = { as: 'postgres' };
  run(
    `${BIN}/initdb`,
    ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'],
    as,
  );
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  run(`${BIN}/pg_ctl`, ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-o', options, '-w', 'start'], as);
  const url = `postgres://postgres@127.0.0.1:${port}`;
  run(`${BIN}/psql`, [`${url}/postgres`, '-qc', 'CREATE DATABASE huitang'], as);
  return {
    url: `${url}/huitang`,
    log: `${dir}/server.log`,
    stop() {
      run(`${BIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop'], as);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const idOf = (which: '-u' | '-g') => Number(run('id', [which, 'postgres']).trim());
