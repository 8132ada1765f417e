import { describe, expect, it } from 'vitest';
import {
  chinaClock,
  chinaDay,
  chinaDayEnd,
  chinaDayStart,
  chinaInstant,
  chinaIso,
  chinaTime,
  dayRange,
} from '@huitang/contracts';

// The contract's China-time helper, which the server and the web share (packages/contracts/src/china-time.ts).
describe('China time', () => {
  it('turns the day at 16:00 UTC, not at UTC midnight', () => {
    expect(chinaDay('2026-11-29T15:59:59.999Z')).toBe('2026-11-29');
    expect(chinaDay('2026-11-29T16:00:00.000Z')).toBe('2026-11-30');
    expect(chinaTime(new Date('2024-12-31T16:30:05.123Z'))).toBe('2025-01-01 00:30:05');
    expect(chinaClock(Date.parse('2026-05-08T01:02:03Z'))).toBe('2026-05-08 09:02');
    expect(chinaIso(new Date('2024-12-31T16:30:05.123Z'))).toBe('2025-01-01T00:30:05+08:00');
  });

  it('gives the China day an instant falls on as its first and last millisecond', () => {
    const lateUtc = new Date('2026-11-29T16:00:00Z');
    expect(chinaDayStart(lateUtc).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(chinaDayEnd(lateUtc).toISOString()).toBe('2026-11-30T15:59:59.999Z');
    const earlyUtc = new Date('2026-11-29T15:59:59Z');
    expect(chinaDayStart(earlyUtc).toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('reads a China wall clock as the instant it names', () => {
    expect(chinaInstant('2026-12-18 08:30')?.toISOString()).toBe('2026-12-18T00:30:00.000Z');
    expect(chinaInstant('2026-12-18T08:30:15')?.toISOString()).toBe('2026-12-18T00:30:15.000Z');
    expect(chinaInstant('2026-12-18')?.toISOString()).toBe('2026-12-17T16:00:00.000Z');
  });

  it('refuses what is not a China wall clock instead of rolling it over', () => {
    for (const text of [
      '2026-02-30',
      '2026-04-31 10:00',
      '2026-12-18 24:00',
      '2026-12-18 08:60',
      '18/12/2026',
      '',
      'soon',
    ]) {
      expect(chinaInstant(text), text).toBeNull();
    }
  });

  it('shows a missing time as nothing and an unreadable one as it came', () => {
    expect(chinaClock(null)).toBe('');
    expect(chinaDay(undefined)).toBe('');
    expect(chinaTime('not a time')).toBe('not a time');
    expect(chinaIso(new Date(Number.NaN))).toBe('');
    expect(Number.isNaN(chinaDayStart('not a time').getTime())).toBe(true);
  });

  it('names one day for a meeting within a China day and both ends otherwise', () => {
    expect(dayRange('2026-05-08T00:30:00Z', '2026-05-08T10:00:00Z')).toBe('2026-05-08');
    expect(dayRange('2026-05-08T00:30:00Z', '2026-05-09T16:00:00Z')).toBe('2026-05-08 ~ 2026-05-10');
  });
});
