import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { writeDemoCourseFiles } from '../db/seed/courses.ts';
import { configuredStorage } from './platform/storage/configured-storage.ts';
import { ensureServerSecret } from './modules/system/system.service.ts';
import { buildApp } from './app.ts';
import { loadConfig, type TConfig } from './config.ts';
import { createDb } from './platform/db/client.ts';
import { startEmbeddedPg, type TEmbeddedPg } from './platform/db/startup/embedded.ts';
import { runMigrations } from './platform/db/startup/migrate.ts';
import { installProcessGuards } from './platform/process/process-guards.ts';
import { writeDemoAssets } from '../db/seed/assets.ts';
import { seedPlatformData } from '../db/seed/platform.ts';
import { seedDemoData } from '../db/seed/seed.ts';

export interface TStartOptions extends Partial<TConfig> {
  logger?: FastifyServerOptions['logger'];
}

export interface TRunningServer {
  url: string;
  app: FastifyInstance;
  databaseUrl: string;
  config: TConfig;
  close: () => Promise<void>;
}

/** The process's logger: pino, as Fastify's own, so startup lines and request lines read alike. */
const processLogger = (option: FastifyServerOptions['logger'], level: string): FastifyBaseLogger =>
  option === false ? pino({ enabled: false }) : pino(typeof option === 'object' ? option : { level });

/**
 * config -> database -> app -> listen. With no DATABASE_URL the embedded PostgreSQL under
 * <dataDir>/pg is started (and stopped again by close()) and the demo data written; with one, only
 * what every platform needs, unless SEED_DEMO=1.
 */
export const startServer = async (overrides: TStartOptions = {}): Promise<TRunningServer> => {
  const { logger, ...configOverrides } = overrides;
  const config = { ...loadConfig(), ...configOverrides };
  const log = processLogger(logger, config.logLevel);
  let embedded: TEmbeddedPg | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const folder = path.join(config.dataDir, 'pg');
    embedded = await startEmbeddedPg(folder, config.embeddedPgPort, { durable: true });
    log.info(`embedded PostgreSQL started in ${folder} on port ${embedded.port}`);
    databaseUrl = embedded.url('huitang');
  }
  const db = createDb(databaseUrl, 20);
  try {
    const applied = await runMigrations(db);
    log.info(applied > 0 ? `database migrated: ${applied} migrations applied` : 'database schema is current');
    await seedPlatformData(db);
    if (config.seedDemo) {
      await seedDemoData(db);
      await writeDemoAssets(path.join(config.dataDir, 'uploads'));
      log.info('demo data present (accounts and passwords in the README)');
    }
    if (config.paySandbox) log.info('the sandbox payment method is on (PAY_SANDBOX=off turns it off)');
    const app = await buildApp({ config, db, databaseUrl, loggerInstance: log });
    // The demo library's PDF is read through the storage: it goes there, in the bucket too.
    if (config.seedDemo)
      await writeDemoCourseFiles(db, configuredStorage(config, await ensureServerSecret(db)).storage);
    installProcessGuards(app.log);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      url: `http://127.0.0.1:${port}`,
      app,
      databaseUrl,
      config,
      close: async () => {
        await app.close();
        await db.$client.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await db.$client.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
};
