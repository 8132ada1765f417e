import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = {
  name: '林医生',
  position: '主治医师',
  organization: '南京鼓楼医院',
  headImgUrl: '/uploads/demo/avatar-li.svg',
  introduction: '擅长心血管介入治疗。',
  email: 'lin@example.cn',
};

/** A new person whose lecturer application the administrator approved. */
const approvedLecturer = async () => {
  const { mobile, token } = await t.registerUser();
  const applied = await t.call('/user/auth/apply/lecturer', { ...profile, mobile }, { token });
  const admin = await t.login('13800000000');
  expect((await t.call('/admin/auth/apply/approve', { id: applied.data.id }, { token: admin })).code).toBe(
    200,
  );
  // The same session is a lecturer's now: every call reads the account's current type.
  return { mobile, token };
};

describe('the public lecturer list', () => {
  it('shows approved lecturers, finds them by name or position, and hides a disabled account', async () => {
    const all = await t.call('/user/api/lecturer/list', { pageCurrent: 1, pageSize: 20 });
    expect(all.data.list.map((l) => l.name)).toEqual(expect.arrayContaining(['李明华', '周晓雯']));
    const found = await t.call('/user/api/lecturer/list', { keyword: '副教授' });
    expect(found.data.list.map((l) => l.name)).toEqual(['周晓雯']);
    // A keyword's % and _ are the characters themselves, not wildcards.
    expect((await t.call('/user/api/lecturer/list', { keyword: '%' })).data.totalCount).toBe(0);

    const view = await t.call('/user/api/lecturer/view', { id: found.data.list[0]!.id });
    expect(view.data).toMatchObject({ name: '周晓雯', organization: '浙江大学计算机科学与技术学院' });
    expect(view.data).not.toHaveProperty('email');

    await t.db.execute(sql`update users set is_disabled = true where mobile = '13800000005'`);
    expect((await t.call('/user/api/lecturer/view', { id: found.data.list[0]!.id })).code).toBe(777);
    expect((await t.call('/user/api/lecturer/list', { keyword: '副教授' })).data.totalCount).toBe(0);
    await t.db.execute(sql`update users set is_disabled = false where mobile = '13800000005'`);
  });

  it('answers 777 for someone who is no lecturer and 601 for a malformed id', async () => {
    const { token } = await t.registerUser();
    const me = await t.call('/user/auth/user/ext/view', {}, { token });
    expect((await t.call('/user/api/lecturer/view', { id: me.data.id })).code).toBe(777);
    expect((await t.call('/user/api/lecturer/view', { id: 'abc' })).code).toBe(601);
  });
});

describe("a lecturer's own profile", () => {
  it('starts from the application, is edited and shows publicly as saved', async () => {
    const { token } = await approvedLecturer();
    const own = await t.call('/user/auth/lecturer/profile/get', {}, { token });
    expect(own.data).toMatchObject({ name: '林医生', position: '主治医师', email: 'lin@example.cn' });
    const changed = { ...profile, position: '副主任医师', introduction: '心血管介入与急诊。' };
    const saved = await t.call('/user/auth/lecturer/profile/save', changed, { token });
    expect([saved.code, saved.msg, saved.data]).toEqual([200, '保存成功', changed]);
    const me = await t.call('/user/auth/user/ext/view', {}, { token });
    const view = await t.call('/user/api/lecturer/view', { id: me.data.id });
    expect(view.data).toMatchObject({ position: '副主任医师', introduction: '心血管介入与急诊。' });
  });

  it('is refused to someone who is no lecturer (306) and to anyone signed out (301)', async () => {
    const { token } = await t.registerUser();
    expect((await t.call('/user/auth/lecturer/profile/get', {}, { token })).code).toBe(306);
    expect((await t.call('/user/auth/lecturer/profile/save', profile, { token })).code).toBe(306);
    expect((await t.call('/user/auth/lecturer/profile/save', profile)).code).toBe(301);
  });

  it('takes only valid input: 601 with the field, nothing written', async () => {
    const { token } = await approvedLecturer();
    const bad = await t.call(
      '/user/auth/lecturer/profile/save',
      { ...profile, name: '', email: 'x' },
      { token },
    );
    expect(bad.code).toBe(601);
    expect((bad.data as unknown as { field: string }[]).map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['name']),
    );
    const tooLong = await t.call(
      '/user/auth/lecturer/profile/save',
      { ...profile, introduction: '长'.repeat(2001) },
      { token, language: 'en' },
    );
    expect(tooLong.code).toBe(601);
    // The message names the limit the caller went past.
    expect(tooLong.msg).toContain('2000');
    expect((await t.call('/user/auth/lecturer/profile/get', {}, { token })).data).toMatchObject({
      name: '林医生',
    });
  });
});
