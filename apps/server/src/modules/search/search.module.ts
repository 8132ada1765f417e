import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { listen } from '../../platform/db/listen.ts';
import type { TQueue } from '../../platform/jobs/queue.ts';
import { createMeetingSearchService } from '../meeting/meeting-search.service.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { createSearchService, DICTIONARY_CHANNEL, REBUILD_JOB } from './search.service.ts';

/**
 * Search of every kind (decision 033). At start: the admin's words are loaded before anything is
 * cut, meetings saved before search existed are indexed, and this instance listens for word changes.
 */
export const registerSearchModule = async (
  app: FastifyInstance,
  deps: { db: TDb; databaseUrl: string; queue: TQueue },
) => {
  const meetingSearch = createMeetingSearchService(deps.db);
  const search = createSearchService(deps.db, meetingSearch, deps.queue);
  await search.reloadWords();
  await meetingSearch.indexUnindexed(app.log);
  const listener = await listen(
    deps.databaseUrl,
    DICTIONARY_CHANNEL,
    () =>
      void search.reloadWords().catch((error: unknown) => app.log.error({ err: error }, 'dictionary reload')),
    app.log,
  );
  app.addHook('onClose', () => listener.close());
  await deps.queue.work<{ stamp: string }>(REBUILD_JOB, ({ stamp }) => search.rebuild(stamp, app.log));
  registerSearchRoutes(app, search);
};
