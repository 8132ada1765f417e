import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import sanitizeHtml from 'sanitize-html';

let jieba: Jieba | undefined;
/** The dictionary takes 150–250 ms and about 40 MB to load: once per process, on first use. */
const segmenter = () => (jieba ??= Jieba.withDict(dict));

/**
 * How often jieba thinks a user word occurs: high enough that it is kept whole in a query
 * (房颤消融 rather than 房颤/消融术) and added inside longer words of documents (管病 in 心血管病).
 */
const USER_WORD_FREQUENCY = 50_000;

/**
 * Replaces the words the admin taught (decision 033). Jieba cannot forget a word, so a new
 * segmenter is built from the base dictionary each time; until then the old one keeps answering.
 */
export const useUserWords = (words: string[]): void => {
  const next = Jieba.withDict(dict);
  if (words.length > 0)
    next.loadDict(Buffer.from(words.map((word) => `${word} ${USER_WORD_FREQUENCY} n`).join('\n')));
  jieba = next;
};

/**
 * Letters, digits and their marks only: punctuation (also full-width，) never becomes a word, and
 * no word carries a character that means something to to_tsquery.
 */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

const wordsOf = (pieces: string[]): string[] =>
  pieces.flatMap((piece) => piece.match(WORD) ?? []).map((word) => word.toLowerCase());

/**
 * The words a text is found by, space-separated for to_tsvector('simple'). Jieba's search mode
 * adds the shorter words inside a longer one, so 心血管病 is also found as 心血管 and 血管.
 */
export const indexWords = (text: string): string =>
  wordsOf(segmenter().cutForSearch(text.normalize('NFKC'), true)).join(' ');

/** The words of what a visitor typed, in jieba's precise mode, each once. */
export const queryWords = (text: string): string[] => [
  ...new Set(wordsOf(segmenter().cut(text.normalize('NFKC'), true))),
];

/** The text of stored rich text: tags become spaces so words either side stay apart. */
export const plainText = (html: string): string =>
  sanitizeHtml(html.replaceAll('<', ' <'), { allowedTags: [], allowedAttributes: {} }).replace(
    /&(?:[a-z]+|#\d+|#x[\da-f]+);/gi,
    ' ',
  );

/** Rich text as one line of words: for summaries, snippets and the sensitive-word check. */
export const flatText = (html: string): string => plainText(html).replace(/\s+/g, ' ').trim();

/**
 * Whether a query word may be the start of a longer one: a Latin word is typed letter by letter
 * (cardio finds Cardiology); a Chinese word is a whole dictionary word already (jieba's search mode
 * stored the shorter words inside longer ones), and a prefix scan for it costs more than it finds.
 */
export const isPartialWord = (word: string): boolean => /[a-z0-9]/.test(word);
