import { describe, expect, it } from 'vitest';
import { createTexts } from './texts';

const translator = () =>
  createTexts({
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

describe('texts', () => {
  it('reads a key whose last part holds dots, as the exam refusals are keyed by server codes', () => {
    const { t } = translator();
    const key = 'exam.refusals.exam.over' as never;
    expect(t(key)).toBe('The exam has ended.');
    expect(t('exam.refusals.exam.notStarted')).toBe('Not yet.');
  });

  it('reads nested keys, plurals and the fallback language, and shows a missing key as itself', () => {
    const { t } = translator();
    expect(t('exam.over')).toBe('Over');
    expect(t('exam.attempts', { count: 2 } as never)).toBe('2 attempts');
    expect(t('exam.attempts', { count: 1 } as never)).toBe('1 attempt');
    expect(t('exam.only')).toBe('仅中文');
    expect(t('exam.refusals.exam.gone')).toBe('exam.refusals.exam.gone');
    // A group is not a text.
    expect(t('exam.refusals')).toBe('exam.refusals');
  });
});
