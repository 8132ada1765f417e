import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';

/** The site search (SPEC "Site header"): what a visitor typed, blank refused with 请输入搜索内容. */
export const ZSearchRequest = ZPageRequest.extend({
  keyword: z
    .string({ error: 'search.keywordRequired' })
    .trim()
    .min(1, 'search.keywordRequired')
    .max(50, 'field.tooLong'),
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;

/** The kinds of the search index besides meetings (type 0): SPEC's numbers, 3 for document libraries. */
export const SEARCH_KINDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];
/** The types a search tab asks for (SPEC 1–8 but 3); courses (1) include document libraries (3). */
export const SEARCH_TYPES = [1, 2, 4, 5, 6, 7, 8] as const;

export const ZSearchAnyRequest = ZSearchRequest.extend({
  type: z.coerce
    .number()
    .refine((type) => (SEARCH_TYPES as readonly number[]).includes(type), 'field.invalid'),
});

/**
 * One thing found: what it is (kind; links go by it), a snippet of its text around the first word
 * found, and the words to mark (the visitor's words as jieba cut them).
 */
export const ZSearchHit = z.object({
  kind: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  snippet: z.string(),
  cover: z.string(),
  byline: z.string(),
  gmtPublished: z.string(),
  marks: z.array(z.string()),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;
export const ZSearchHitPage = pageOf(ZSearchHit);

/**
 * A search counts up to one past this many things (decision 033) and says "more than" beyond: the
 * rest of a common word's matches cost more to count than anyone pages through.
 */
export const SEARCH_COUNT_CAP = 1000;

/** SPEC community/api/blog/search/list: the blog search page (/blog/search). */
export const ZBlogSearchRequest = ZSearchRequest;

/** The admin's user dictionary (decision 033): one word jieba must keep whole. */
export const ZDictionaryWord = z.object({
  word: z
    .string()
    .trim()
    .min(2, 'search.wordTooShort')
    .max(20, 'field.tooLong')
    .regex(/^[\p{L}\p{N}]+$/u, 'search.wordLetters'),
});
export const ZDictionaryWordRow = z.object({ word: z.string(), gmtCreate: z.string() });
export const ZDictionary = z.object({
  words: z.array(ZDictionaryWordRow),
  /** Whether a rebuild of the index with the current words is still under way. */
  reindexing: z.boolean(),
});
export type TDictionary = z.infer<typeof ZDictionary>;
