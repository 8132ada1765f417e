import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../config.ts';
import { TStartupError, freePort, startEmbeddedPg } from '../platform/db/startup/embedded.ts';
import { startServer, type TStartOptions } from '../server.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { createS3Storage } from '../platform/storage/s3-storage.ts';
import type { TObjectRead } from '../platform/storage/storage.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
const tempFolder = async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-startup-'));
  folders.push(folder);
  return folder;
};
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/**
 * A server started on a new empty database of its own (`name`), with `options`; `end` stops it and
 * drops the database.
 */
const serverOnNewDatabase = async (name: string, options: (databaseUrl: string) => TStartOptions) => {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(inject('adminUrl'), name);
  const server = await startServer({
    databaseUrl,
    dataDir: await tempFolder(),
    port: 0,
    host: '127.0.0.1',
    logger: false,
    ...options(databaseUrl),
  });
  return {
    server,
    databaseUrl,
    end: async () => {
      await server.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

const occupy = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('the embedded database port', () => {
  it('refuses in one line, naming the variable, when the port asked for is taken', async () => {
    const port = await freePort();
    const squatter = await occupy(port);
    try {
      const folder = path.join(await tempFolder(), 'pg');
      const refused: unknown = await startEmbeddedPg(folder, port, { durable: false }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(TStartupError);
      expect((refused as Error).message).toContain(`EMBEDDED_PG_PORT=${port} is in use by another program`);
    } finally {
      squatter.close();
    }
  });

  it('takes another free port when none is asked for and the usual one is taken', async () => {
    const squatter = await occupy(54329).catch(() => undefined);
    try {
      const embedded = await startEmbeddedPg(path.join(await tempFolder(), 'pg'), undefined, {
        durable: false,
      });
      expect(embedded.port).not.toBe(54329);
      const client = new pg.Client({ connectionString: embedded.url('postgres') });
      await client.connect();
      expect((await client.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
      await client.end();
      await embedded.stop();
    } finally {
      squatter?.close();
    }
  }, 60_000);
});

describe('a production database (DATABASE_URL)', () => {
  it('gets no demo data and no sandbox unless asked; the embedded default keeps both', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/huitang' })).toMatchObject({
      seedDemo: false,
      paySandbox: false,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/huitang', SEED_DEMO: '1', PAY_SANDBOX: 'on' }),
    ).toMatchObject({
      seedDemo: true,
      paySandbox: true,
    });
    expect(loadConfig({})).toMatchObject({ seedDemo: true, paySandbox: true });
    expect(loadConfig({ PAY_SANDBOX: 'off' })).toMatchObject({ paySandbox: false });
  });

  it('starts empty but usable, and admin:create makes the first administrator', async () => {
    const { server, databaseUrl, end } = await serverOnNewDatabase(
      `huitang_test_empty_${process.pid}`,
      (databaseUrl) => {
        const { seedDemo, paySandbox } = loadConfig({ DATABASE_URL: databaseUrl });
        return { seedDemo, paySandbox };
      },
    );
    try {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const count = async (table: string) =>
        Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
      expect(await count('users')).toBe(0);
      expect(await count('meetings')).toBe(0);
      expect(await count('provinces')).toBeGreaterThan(30);
      const site = await server.app.inject({
        method: 'POST',
        url: '/apis/system/api/website/get',
        payload: {},
      });
      expect(site.json()).toMatchObject({ code: 200, data: { title: '会堂' } });

      const created = await new Promise<number | null>((resolve) => {
        const child = spawn('npx', ['tsx', 'src/admin-create.ts', '--mobile', '13912345678'], {
          cwd: SERVER_DIR,
          env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'first-admin-1' },
          stdio: 'ignore',
        });
        child.on('exit', resolve);
      });
      expect(created).toBe(0);
      const login = await server.app.inject({
        method: 'POST',
        url: '/apis/user/api/user/login/password',
        payload: { mobile: '13912345678', password: 'first-admin-1' },
      });
      expect(login.json()).toMatchObject({ code: 200 });
      expect((await db.query('select is_admin from users where mobile = $1', ['13912345678'])).rows).toEqual([
        { is_admin: true },
      ]);
      await db.end();
    } finally {
      await end();
    }
  }, 60_000);
});

describe('demo data with a bucket (S3_*)', () => {
  it('puts the demo library’s PDF in the bucket, where the document service reads it', async () => {
    const s3 = await startS3Server();
    const { databaseUrl, end } = await serverOnNewDatabase(`huitang_test_demo_s3_${process.pid}`, () => ({
      seedDemo: true,
      s3: s3.config,
    }));
    try {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ id: number }>(
        `select id from course_documents where file_name = '心电图判读要点.pdf'`,
      );
      await db.end();
      const read = await createS3Storage(s3.config).read(`documents/${rows[0]!.id}.pdf`);
      expect(read && read !== 'unsatisfiable').toBeTruthy();
      const bytes = await buffer((read as TObjectRead).body);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await end();
      await s3.close();
    }
  }, 90_000);
});

describe('signals', () => {
  it('SIGTERM to the started process stops the server and its PostgreSQL', async () => {
    // What `npm start` runs: the compiled server.
    const built = spawnSync('npm', ['run', 'build', '-w', '@huitang/server'], {
      cwd: path.resolve(SERVER_DIR, '../..'),
    });
    expect(built.status).toBe(0);
    const dataDir = await tempFolder();
    const port = await freePort();
    const child = spawn('npm', ['run', 'start', '-w', '@huitang/server'], {
      cwd: path.resolve(SERVER_DIR, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    for (let waited = 0; !output.includes('Huitang is up') && waited < 600; waited++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain('Huitang is up');
    expect(
      (await fetch(`http://127.0.0.1:${port}/apis/system/api/website/get`, { method: 'POST' })).status,
    ).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: shutting down');
    // Nothing is left serving: neither the server's port nor the database's postmaster.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    for (let waited = 0; existsSync(path.join(dataDir, 'pg', 'postmaster.pid')) && waited < 100; waited++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(output).not.toMatch(/reconnect|ECONNREFUSED/i);
  }, 90_000);
});
