import type { TLocale, TSearchHit } from '@huitang/contracts';
import type { TFoundDocument } from '../../platform/search/search-index.repository.ts';

/** Characters kept before the first word found, and the snippet's whole length. */
const LEAD = 30;
const LENGTH = 120;

/**
 * The piece of a text around the first of the words it holds (its start when none shows in the
 * plain text, e.g. a word found only in the title), whitespace folded, ellipses where it was cut.
 */
export const snippetOf = (text: string, words: string[]): string => {
  const plain = text.replace(/\s+/g, ' ').trim();
  const lower = plain.toLowerCase();
  const found = words.map((word) => lower.indexOf(word)).filter((at) => at >= 0);
  const start = found.length > 0 ? Math.max(0, Math.min(...found) - LEAD) : 0;
  const piece = plain.slice(start, start + LENGTH);
  return `${start > 0 ? '…' : ''}${piece}${start + LENGTH < plain.length ? '…' : ''}`;
};

/** A found document as the results page shows it, in the visitor's language where it has one. */
export const presentHit = (doc: TFoundDocument, words: string[], locale: TLocale): TSearchHit => ({
  kind: doc.kind,
  id: doc.refId,
  title: locale === 'en' && doc.titleEn ? doc.titleEn : doc.title,
  snippet: snippetOf(doc.body, words),
  cover: doc.cover,
  byline: doc.byline,
  gmtPublished: doc.publishedAt.toISOString(),
  marks: words,
});
