import { describe, expect, it } from 'vitest';
import { documentVector, kindQuery } from './kind-words.ts';

describe('kind words', () => {
  it('writes each word with its kind, its positions and its weight (D unmarked)', () => {
    expect(
      documentVector(6, [
        ['A', '房颤 抗凝'],
        ['D', '房颤 随访'],
      ]),
    ).toBe("'6~房颤':1A,3 '6~抗凝':2A '6~随访':4");
  });

  it('keeps at most 256 positions of one word, as PostgreSQL does', () => {
    const vector = documentVector(1, [['D', Array.from({ length: 300 }, () => '心电图').join(' ')]]);
    expect(vector.split(',')).toHaveLength(256);
  });

  it('asks every word in any of the kinds, a Latin word also as a prefix', () => {
    expect(kindQuery([1, 3], ['心电图', 'ecg'])).toBe("('1~心电图' | '3~心电图') & ('1~ecg':* | '3~ecg':*)");
  });
});
