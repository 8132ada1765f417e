import type { FastifyBaseLogger } from 'fastify';
import type { TLocale, TSearchKind, TSearchRequest } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { notify } from '../../platform/db/listen.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TQueue } from '../../platform/jobs/queue.ts';
import { searchIndex } from '../../platform/search/search-index.repository.ts';
import { queryWords, useUserWords } from '../../platform/search/segment.ts';
import type { TMeetingSearchService } from '../meeting/meeting-search.service.ts';
import { dictionaryRepository as dictionary } from './dictionary.repository.ts';
import { presentHit } from './search-hit.ts';

export const DICTIONARY_CHANNEL = 'search_dictionary';
export const REBUILD_JOB = 'search.rebuild';
const REBUILD_BATCH = 500;

/** A tab's kinds: the course tab (1) also finds document libraries (3). */
const kindsOf = (type: number): TSearchKind[] => (type === 1 ? [1, 3] : [type as TSearchKind]);

/**
 * Search across every kind (SPEC search types 0–8, decision 033): meetings keep their own vector
 * (decision 009), everything else is one index the domains write. The admin's user dictionary
 * changes how both are cut, so a change reloads it everywhere and rebuilds both.
 */
export const createSearchService = (db: TDb, meetings: TMeetingSearchService, queue: TQueue) => {
  const find = async (kinds: readonly number[], request: TSearchRequest, locale: TLocale) => {
    const words = queryWords(request.keyword);
    if (words.length === 0) return toPage([], 0, request);
    const { list, totalCount } = await searchIndex.find(db, kinds, words, sliceOf(request));
    return toPage(
      list.map((doc) => presentHit(doc, words, locale)),
      totalCount,
      request,
    );
  };
  const dictionaryView = async () => ({
    words: (await dictionary.list(db)).map((row) => ({
      word: row.word,
      gmtCreate: row.createdAt.toISOString(),
    })),
    reindexing: await dictionary.rebuildPending(db),
  });
  /** Every instance reloads the words (LISTEN), one worker rebuilds the index for them. */
  const changed = async () => {
    const stamp = await dictionary.markChanged(db);
    await notify(db, DICTIONARY_CHANNEL, stamp);
    await queue.send(REBUILD_JOB, { stamp });
  };

  return {
    meetings: (request: TSearchRequest, locale: TLocale) => meetings.search(request, locale),
    any: (request: TSearchRequest & { type: number }, locale: TLocale) =>
      find(kindsOf(request.type), request, locale),
    blogs: (request: TSearchRequest, locale: TLocale) => find([6], request, locale),

    async reloadWords() {
      useUserWords((await dictionary.list(db)).map((row) => row.word));
    },

    dictionary: () => dictionaryView(),
    async addWord(word: string) {
      if (!(await dictionary.add(db, word))) throw conflict('search.wordExists');
      await changed();
      return dictionaryView();
    },
    async removeWord(word: string) {
      if (!(await dictionary.remove(db, word))) throw notFound();
      await changed();
      return dictionaryView();
    },

    /** The rebuild job: this instance's words first (its listener may not have run yet), then every vector. */
    async rebuild(stamp: string, log: FastifyBaseLogger) {
      await this.reloadWords();
      let after: { kind: number; refId: number } | null = null;
      do after = await searchIndex.reindexAfter(db, after, REBUILD_BATCH);
      while (after);
      await meetings.reindexAll();
      await dictionary.markRebuilt(db, stamp);
      log.info({ stamp }, 'search index rebuilt for the dictionary');
    },
  };
};

export type TSearchService = ReturnType<typeof createSearchService>;
