import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let lecturerId: number;
let orgId: number;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

beforeAll(async () => {
  t = await createTestApp();
  const lecturers = await t.call('/user/api/lecturer/list', { pageSize: 50 });
  lecturerId = lecturers.data.list.find((one) => one.name === '周晓雯')!.id;
  const owner = await t.login('13800000003');
  orgId = (await t.call('/user/auth/org/mine', {}, as(owner))).data[0]!.id;
});
afterAll(() => t.close());

describe('following lecturers and institutions', () => {
  it('counts followers, follows once, unfollows, and lists whom one follows', async () => {
    const [first, second] = await Promise.all([t.registerUser(), t.registerUser()]);
    const lecturer = { kind: 'lecturer', id: lecturerId };
    expect((await t.call('/user/api/attention/view', lecturer)).data).toEqual({
      following: false,
      followerCount: 0,
    });
    const followed = await t.call('/user/auth/attention/save', lecturer, as(first.token));
    expect([followed.code, followed.msg, followed.data]).toEqual([
      200,
      '已关注',
      { following: true, followerCount: 1 },
    ]);
    // Following twice is still one follower.
    await t.call('/user/auth/attention/save', lecturer, as(first.token));
    await t.call('/user/auth/attention/save', lecturer, as(second.token));
    await t.call('/user/auth/attention/save', { kind: 'org', id: orgId }, as(first.token));
    expect((await t.call('/user/api/attention/view', lecturer, as(first.token))).data).toEqual({
      following: true,
      followerCount: 2,
    });

    const lecturers = await t.call('/user/auth/attention/list', { kind: 'lecturer' }, as(first.token));
    expect(lecturers.data.list).toEqual([
      expect.objectContaining({ kind: 'lecturer', id: lecturerId, name: '周晓雯', followerCount: 2 }),
    ]);
    const orgs = await t.call('/user/auth/attention/list', { kind: 'org' }, as(first.token));
    expect(orgs.data.list).toEqual([
      expect.objectContaining({ kind: 'org', id: orgId, name: '华东医学教育中心' }),
    ]);
    // Another person's list is their own.
    expect(
      (await t.call('/user/auth/attention/list', { kind: 'org' }, as(second.token))).data.totalCount,
    ).toBe(0);

    const left = await t.call('/user/auth/attention/delete', lecturer, as(second.token));
    expect([left.msg, left.data]).toEqual(['已取消关注', { following: false, followerCount: 1 }]);
  });

  it('refuses someone who is not there, oneself, a bad kind, and a visitor', async () => {
    const { token } = await t.registerUser();
    const missing = await t.call('/user/auth/attention/save', { kind: 'lecturer', id: 999_999 }, as(token));
    expect(missing.code).toBe(777);
    // An ordinary user is not a lecturer to follow.
    const me = await t.call('/user/auth/attention/save', { kind: 'org', id: 999_999 }, as(token));
    expect(me.code).toBe(777);
    const lecturer = await t.login('13800000005');
    const self = await t.call(
      '/user/auth/attention/save',
      { kind: 'lecturer', id: lecturerId },
      as(lecturer, 'en'),
    );
    expect([self.code, self.msg]).toEqual([602, 'You cannot follow yourself']);
    expect((await t.call('/user/auth/attention/save', { kind: 'meeting', id: 1 }, as(token))).code).toBe(601);
    expect((await t.call('/user/auth/attention/save', { kind: 'org', id: orgId })).code).not.toBe(200);
  });
});
