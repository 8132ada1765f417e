/**
 * The words of the search index carry their kind (decision 033): a blog's 房颤 is stored as `6~房颤`.
 * A search of one tab then looks each word up once in the GIN index and reads only that kind's
 * documents — no AND with a list of every document of the kind, no filter on rows of other kinds.
 * Vectors and queries are written as PostgreSQL's own literals: the words hold letters and digits only
 * (segment.ts), so `~`, quotes and query syntax never come from a text.
 */

import type { TWeight } from '../db/text-search.ts';
import { isPartialWord } from './segment.ts';

/** PostgreSQL keeps at most 256 positions of one lexeme and counts positions up to 16,383. */
const POSITIONS_PER_WORD = 256;
const LAST_POSITION = 16_383;

/** `'6~房颤':1A,9 '6~抗凝':2A …`: each word of the space-separated texts at its position, weighted. */
export const documentVector = (kind: number, parts: [TWeight, string][]): string => {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [weight, text] of parts)
    for (const word of text.split(' ')) {
      if (!word) continue;
      position = Math.min(position + 1, LAST_POSITION);
      const at = positions.get(word) ?? [];
      if (at.length < POSITIONS_PER_WORD) at.push(weight === 'D' ? `${position}` : `${position}${weight}`);
      positions.set(word, at);
    }
  return [...positions].map(([word, at]) => `'${kind}~${word}':${at.join(',')}`).join(' ');
};

/** Every word, in any of the kinds: `('1~心电':* | '3~心电':*) & …` (prefix for Latin words only). */
export const kindQuery = (kinds: readonly number[], words: string[]): string =>
  words
    .map(
      (word) => `(${kinds.map((kind) => `'${kind}~${word}'${isPartialWord(word) ? ':*' : ''}`).join(' | ')})`,
    )
    .join(' & ');
