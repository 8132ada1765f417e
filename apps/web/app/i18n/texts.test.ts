import { describe, expect, it } from 'vitest';
import { createTexts } from './texts';

/** The translator's `t`, taking any key: these texts are not the web's typed ones. */
type TLooseT = (key: string, options?: object) => string;
const translator = () => {
  const texts = createTexts({
    language: 'en',
    fallback: 'zh',
    resources: {
      zh: { exam: { over: '已结束', only: '仅中文' } },
      en: {
        exam: {
          over: 'Over',
          refusals: { 'exam.over': 'The exam has ended.', 'exam.notStarted': 'Not yet.' },
          attempts_one: '{{count}} attempt',
          attempts_other: '{{count}} attempts',
        },
      },
    },
  });
  return { t: texts.t as unknown as TLooseT };
};

describe('texts', () => {
  it('reads a key whose last part holds dots, as the exam refusals are keyed by server codes', () => {
    const { t } = translator();
    expect(t('exam.refusals.exam.over')).toBe('The exam has ended.');
    expect(t('exam.refusals.exam.notStarted')).toBe('Not yet.');
  });

  it('reads nested keys, plurals and the fallback language, and shows a missing key as itself', () => {
    const { t } = translator();
    expect(t('exam.over')).toBe('Over');
    expect(t('exam.attempts', { count: 2 })).toBe('2 attempts');
    expect(t('exam.attempts', { count: 1 })).toBe('1 attempt');
    expect(t('exam.only')).toBe('仅中文');
    expect(t('exam.refusals.exam.gone')).toBe('exam.refusals.exam.gone');
    // A group is not a text.
    expect(t('exam.refusals')).toBe('exam.refusals');
  });
});
