import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

// Bad input answers 601 with a sentence a person understands: what is missing, too long or wrong.
let t: TTestApp;
let organiser: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, language: 'zh' | 'en' = 'zh') =>
  t.call('/meeting/auth/meeting/info/save', body, { token: organiser, language });
const times = { startTime: '2027-01-01T09:00:00+08:00', endTime: '2027-01-01T17:00:00+08:00' };

it('asks for a field left out, and says how long one may be', async () => {
  const missing = await save(times);
  expect(missing.code).toBe(601);
  const issues = missing.data as unknown as { field: string; message: string }[];
  expect(issues.map((issue) => issue.field)).toEqual(['meetingName']);
  expect(issues[0]!.message).toMatch(/^请输入/);
  expect((await save(times, 'en')).msg).toMatch(/^Please enter /);

  const long = await save({ ...times, meetingName: '长'.repeat(101) });
  expect(long.msg).toMatch(/100/);
});

it('calls a value of the wrong kind not valid, not missing', async () => {
  const wrong = await save({ ...times, meetingName: 42 });
  expect(wrong.code).toBe(601);
  expect(wrong.msg).not.toMatch(/^请输入/);
  expect(wrong.msg).toMatch(/格式不正确/);
});
