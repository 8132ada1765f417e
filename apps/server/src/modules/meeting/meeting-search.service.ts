import type { FastifyBaseLogger } from 'fastify';
import type { TLocale, TSearchRequest } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { toPage } from '../../platform/http/page.ts';
import { queryWords } from '../../platform/search/segment.ts';
import { presentCardPage } from './meeting.presenter.ts';
import { meetingRepository } from './meeting.repository.ts';

const BACKFILL_BATCH = 200;

const indexBatches = async (db: TDb, everyMeeting: boolean): Promise<number> => {
  let afterId = 0;
  let indexed = 0;
  for (;;) {
    const rows = await meetingRepository.unindexed(db, afterId, BACKFILL_BATCH, everyMeeting);
    for (const row of rows) await meetingRepository.index(db, row.id, row, everyMeeting);
    indexed += rows.length;
    if (rows.length < BACKFILL_BATCH) return indexed;
    afterId = rows.at(-1)!.id;
  }
};

/** Finding meetings by what a visitor typed (decision 009); the search module asks this for kind 0. */
export const createMeetingSearchService = (db: TDb) => ({
  /** Listed meetings for what a visitor typed; a keyword of punctuation alone finds nothing. */
  async search(request: TSearchRequest, locale: TLocale) {
    const words = queryWords(request.keyword);
    if (words.length === 0) return toPage([], 0, request);
    const found = await meetingRepository.search(db, words, sliceOf(request));
    return presentCardPage(found, request, locale);
  },

  /**
   * Indexes the meetings saved without a vector (before search existed, and the demo seed). A
   * migration cannot run jieba, so this runs at start; every later save indexes its meeting itself.
   */
  async indexUnindexed(log: FastifyBaseLogger): Promise<void> {
    const indexed = await indexBatches(db, false);
    if (indexed > 0) log.info({ indexed }, 'meetings indexed for search');
  },

  /** Every meeting's vector again, cut with the dictionary as it is now (decision 033). */
  reindexAll: () => indexBatches(db, true),
});
export type TMeetingSearchService = ReturnType<typeof createMeetingSearchService>;
