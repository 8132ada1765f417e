import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type TConfig } from './config.ts';
import { createDb } from './platform/db/client.ts';
import { startEmbeddedPg, type TEmbeddedPg } from './platform/db/embedded.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { installProcessGuards } from './platform/process/process-guards.ts';
import { writeDemoAssets } from '../db/seed/assets.ts';
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

/**
 * config -> database -> app -> listen. With no DATABASE_URL the embedded PostgreSQL under
 * <dataDir>/pg is started (and stopped again by close()).
 */
export const startServer = async (overrides: TStartOptions = {}): Promise<TRunningServer> => {
  const { logger, ...configOverrides } = overrides;
  const config = { ...loadConfig(), ...configOverrides };
  let embedded: TEmbeddedPg | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPg(path.join(config.dataDir, 'pg'), config.embeddedPgPort, {
      durable: true,
    });
    databaseUrl = embedded.url('huitang');
  }
  const db = createDb(databaseUrl, 20);
  try {
    await runMigrations(db);
    await seedDemoData(db);
    await writeDemoAssets(path.join(config.dataDir, 'uploads'));
    const app = await buildApp({ config, db, databaseUrl, ...(logger === undefined ? {} : { logger }) });
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
