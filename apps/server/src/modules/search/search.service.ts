import type { FastifyBaseLogger } from 'fastify';
import type { TLocale, TSearchRequest } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { pageOffset, toPage } from '../../platform/http/page.ts';
import { presentCardPage } from '../meeting/meeting.presenter.ts';
import { searchRepository } from './search.repository.ts';
import { queryWords } from './segment.ts';

const BACKFILL_BATCH = 200;

export const createSearchService = (db: TDb) => ({
  /** Listed meetings for what a visitor typed; a keyword of punctuation alone finds nothing. */
  async meetings(request: TSearchRequest, locale: TLocale) {
    const words = queryWords(request.keyword);
    if (words.length === 0) return toPage([], 0, request);
    const found = await searchRepository.meetings(db, words, pageOffset(request), request.pageSize);
    return presentCardPage(found, request, locale);
  },

  /**
   * Indexes the meetings saved before search existed. A migration cannot run jieba, so this runs at
   * start; every later save indexes its meeting itself (meeting.repository.ts).
   */
  async indexUnindexed(log: FastifyBaseLogger): Promise<void> {
    let afterId = 0;
    let indexed = 0;
    for (;;) {
      const rows = await searchRepository.unindexedMeetings(db, afterId, BACKFILL_BATCH);
      for (const row of rows) await searchRepository.indexMeeting(db, row.id, row);
      indexed += rows.length;
      if (rows.length < BACKFILL_BATCH) break;
      afterId = rows.at(-1)!.id;
    }
    if (indexed > 0) log.info({ indexed }, 'meetings indexed for search');
  },
});

export type TSearchService = ReturnType<typeof createSearchService>;
