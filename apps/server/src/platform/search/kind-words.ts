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

/** ts_rank's default weights: a title word counts ten times a body word. */
const WEIGHT_VALUE: Record<TWeight, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
/** π²/6, the sum ts_rank divides by (the limit of Σ 1/i²). */
const RANK_SCALE = 1.644_934_066_85;

interface TPlace {
  position: number;
  weight: TWeight;
}

/** Each kind-marked word of the texts with its places, in order; the texts are space-separated words. */
export const documentWords = (kind: number, parts: [TWeight, string][]): Map<string, TPlace[]> => {
  const places = new Map<string, TPlace[]>();
  let position = 0;
  for (const [weight, text] of parts)
    for (const word of text.split(' ')) {
      if (!word) continue;
      position = Math.min(position + 1, LAST_POSITION);
      const key = `${kind}~${word}`;
      const at = places.get(key) ?? [];
      // Past the last position every word sits on it; PostgreSQL keeps one place (the first, heaviest).
      if (at.length < POSITIONS_PER_WORD && at.at(-1)?.position !== position) at.push({ position, weight });
      places.set(key, at);
    }
  return places;
};

/** `'6~房颤':1A,9 '6~抗凝':2A …`: each word at its positions, weighted (D unmarked). */
export const documentVector = (words: Map<string, TPlace[]>): string =>
  [...words]
    .map(
      ([word, at]) =>
        `'${word}':${at.map(({ position, weight }) => (weight === 'D' ? `${position}` : `${position}${weight}`)).join(',')}`,
    )
    .join(' ');

/**
 * What PostgreSQL's ts_rank gives this document for a search of this one word (calc_rank_or in
 * tsrank.c): the heaviest place counts whole, every other place by 1/i² of its order. It depends on
 * nothing but the word's own places, so the index keeps it per word and document (decision 038).
 */
export const wordRank = (at: readonly TPlace[]): number => {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  at.forEach(({ weight }, i) => {
    const value = WEIGHT_VALUE[weight];
    sum += value / ((i + 1) * (i + 1));
    if (value > heaviest) {
      heaviest = value;
      heaviestAt = i;
    }
  });
  return (heaviest + sum - heaviest / ((heaviestAt + 1) * (heaviestAt + 1))) / RANK_SCALE;
};

/** Every word, in any of the kinds: `('1~心电':* | '3~心电':*) & …` (prefix for Latin words only). */
export const kindQuery = (kinds: readonly number[], words: string[]): string =>
  words
    .map(
      (word) => `(${kinds.map((kind) => `'${kind}~${word}'${isPartialWord(word) ? ':*' : ''}`).join(' | ')})`,
    )
    .join(' & ');
