import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  calls,
  linkTo,
  type TCallPath,
  type TCallRequest,
  type TCallResponse,
  type TLinkPath,
  type TLinkQuery,
  type TLinkResponse,
} from '@huitang/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig, type TConfig } from '../src/config.ts';
import { createDb, type TDb } from '../src/platform/db/client.ts';
import { TEST_PASSWORD_COST_N, withDatabase } from './global-setup.ts';
import { assertReplyMatchesContract } from './reply-check.ts';

export interface TCallResult<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; [k: string]: unknown }[];
}

export interface TCallOptions {
  token?: string;
  language?: 'zh' | 'en';
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

export interface TTestApp {
  app: FastifyInstance;
  db: TDb;
  databaseUrl: string;
  dataDir: string;
  call: <P extends TCallPath>(
    path: P,
    body?: TCallRequest<P> | Record<string, unknown>,
    options?: TCallOptions & { remoteAddress?: string },
  ) => Promise<TCallResult<TCallResponse<P>>>;
  /** A JSON GET link of the contract, its reply checked against the link's response schema. */
  link: <P extends TLinkPath>(
    path: P,
    query: TLinkQuery<P> | Record<string, string | number>,
    options?: TCallOptions & { remoteAddress?: string },
  ) => Promise<TCallResult<TLinkResponse<P>>>;
  raw: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  smsCode: (mobile: string) => Promise<string>;
  login: (mobile: string, password?: string, client?: 'pc' | 'h5') => Promise<string>;
  registerUser: (mobile?: string) => Promise<{ mobile: string; token: string }>;
  /** Another instance on the same database (with `overrides` of its own: the same data folder, S3). */
  another: (overrides?: Partial<TConfig>) => Promise<TTestApp>;
  close: () => Promise<void>;
}

let created = 0;
/** A random 139 number; the demo accounts use 138. */
export const uniqueMobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const buildTestApp = async (databaseUrl: string, db: TDb, overrides: Partial<TConfig>): Promise<TTestApp> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-api-data-'));
  const config: TConfig = {
    ...loadConfig({}),
    dataDir,
    signInRateLimitPerMinute: 10_000,
    passwordCostN: TEST_PASSWORD_COST_N,
    // Test apps run side by side: each ingest takes a free port.
    live: { enabled: true, rtmpPort: 0, reconnectSeconds: 1, hookSecret: '' },
    ...overrides,
  };
  const app = await buildApp({ config, db, databaseUrl, logger: false });
  await app.ready();

  const call: TTestApp['call'] = async (urlPath, body = {}, options = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.token = options.token;
    if (options.language) headers.language = options.language;
    const response = await app.inject({
      method: 'POST',
      url: `/apis${urlPath}`,
      payload: JSON.stringify(body),
      headers,
      ...(options.cookies ? { cookies: options.cookies } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    const envelope = response.json<{ code: number; msg: string; data: never }>();
    if (urlPath in calls) assertReplyMatchesContract(urlPath, envelope.code, envelope.data);
    return { status: response.statusCode, ...envelope, headers: response.headers, cookies: response.cookies };
  };

  const link: TTestApp['link'] = async (urlPath, query, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.token = options.token;
    if (options.language) headers.language = options.language;
    const response = await app.inject({
      method: 'GET',
      url: linkTo(urlPath, query as never),
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    const envelope = response.json<{ code: number; msg: string; data: never }>();
    assertReplyMatchesContract(urlPath, envelope.code, envelope.data);
    return { status: response.statusCode, ...envelope, headers: response.headers, cookies: response.cookies };
  };

  const smsCode = async (mobile: string) => {
    const lines = (await readFile(path.join(dataDir, 'sms.log'), 'utf8')).trim().split('\n');
    const mine = lines
      .map((line) => JSON.parse(line) as { mobile: string; template: string; code: string })
      .filter((m) => m.mobile === mobile && m.template === 'verification');
    const last = mine.at(-1);
    if (!last) throw new Error(`no SMS for ${mobile}`);
    return last.code;
  };

  const testApp: TTestApp = {
    app,
    db,
    databaseUrl,
    dataDir,
    call,
    link,
    raw: (options) => app.inject(options),
    smsCode,
    async login(mobile, password = 'Huitang123', client = 'pc') {
      const result = await call(
        '/user/api/user/login/password',
        { mobile, password },
        { headers: { client } },
      );
      if (result.code !== 200) throw new Error(`login failed: ${result.msg}`);
      return result.data.token;
    },
    async registerUser(mobile = uniqueMobile()) {
      await call('/user/api/user/send/code', { mobile });
      const code = await smsCode(mobile);
      const result = await call('/user/api/user/register', {
        mobile,
        code,
        password: 'secret12',
        repassword: 'secret12',
      });
      if (result.code !== 200) throw new Error(`register failed: ${result.msg}`);
      return { mobile, token: result.data.token };
    },
    another: (more = {}) => buildTestApp(databaseUrl, createDb(databaseUrl, 5), { ...overrides, ...more }),
    async close() {
      await app.close();
      await db.$client.end();
      // A job the queue's graceful stop gave up waiting for may still write a file a moment longer.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
  return testApp;
};

/** An app on a fresh copy of the seeded template database: test files never see each other's rows. */
export const createTestApp = async (overrides: Partial<TConfig> = {}): Promise<TTestApp> => {
  const adminUrl = inject('adminUrl');
  const name = `huitang_test_${process.pid}_${created++}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(adminUrl, name);
  return buildTestApp(databaseUrl, createDb(databaseUrl, 5), overrides);
};
