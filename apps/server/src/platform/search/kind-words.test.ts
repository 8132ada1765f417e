import { describe, expect, it } from 'vitest';
import { documentVector, documentWords, kindQuery, wordRank } from './kind-words.ts';

describe('kind words', () => {
  it('writes each word with its kind, its positions and its weight (D unmarked)', () => {
    expect(
      documentVector(
        documentWords(6, [
          ['A', '房颤 抗凝'],
          ['D', '房颤 随访'],
        ]),
      ),
    ).toBe("'6~房颤':1A,3 '6~抗凝':2A '6~随访':4");
  });

  it('keeps at most 256 positions of one word, as PostgreSQL does', () => {
    const words = documentWords(1, [['D', Array.from({ length: 300 }, () => '心电图').join(' ')]]);
    expect(documentVector(words).split(',')).toHaveLength(256);
  });

  it("ranks a word as PostgreSQL's ts_rank does: a title place outweighs any number of body places", () => {
    const [title, body] = [documentWords(6, [['A', '房颤']]), documentWords(6, [['D', '房颤 '.repeat(200)]])];
    expect(wordRank(title.get('6~房颤')!)).toBeCloseTo(1 / 1.644934, 5);
    expect(wordRank(body.get('6~房颤')!)).toBeLessThan(0.1);
    const twice = documentWords(6, [
      ['A', '房颤'],
      ['D', '房颤'],
    ]);
    expect(wordRank(twice.get('6~房颤')!)).toBeCloseTo((1 + 1 + 0.1 / 4 - 1) / 1.644934, 5);
  });

  it('asks every word in any of the kinds, a Latin word also as a prefix', () => {
    expect(kindQuery([1, 3], ['心电图', 'ecg'])).toBe("('1~心电图' | '3~心电图') & ('1~ecg':* | '3~ecg':*)");
  });
});
