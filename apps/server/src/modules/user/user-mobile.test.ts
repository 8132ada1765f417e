import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('change mobile', () => {
  it('binds a new number proven by its SMS code and the current password', async () => {
    const { mobile, token } = await t.registerUser();
    const newMobile = uniqueMobile();
    await t.call('/user/api/user/send/code', { mobile: newMobile });
    const code = await t.smsCode(newMobile);
    const wrongPassword = await t.call(
      '/user/auth/user/mobile/change',
      { newMobile, code, password: 'nope-nope' },
      { token },
    );
    expect(wrongPassword).toMatchObject({ code: 601, msg: '密码不正确', data: [{ field: 'password' }] });
    const taken = await t.call(
      '/user/auth/user/mobile/change',
      { newMobile: '13800000001', code, password: 'secret12' },
      { token },
    );
    expect(taken).toMatchObject({ code: 602, msg: '该手机号已被其他账号使用' });
    const same = await t.call(
      '/user/auth/user/mobile/change',
      { newMobile: mobile, code, password: 'secret12' },
      { token },
    );
    expect(same.code).toBe(601);
    const changed = await t.call(
      '/user/auth/user/mobile/change',
      { newMobile, code, password: 'secret12' },
      { token },
    );
    expect(changed).toMatchObject({ code: 200, msg: '手机号修改成功', data: { mobile: newMobile } });
    expect(
      (await t.call('/user/api/user/login/password', { mobile: newMobile, password: 'secret12' })).code,
    ).toBe(200);
    expect((await t.call('/user/api/user/login/password', { mobile, password: 'secret12' })).code).toBe(601);
  });
});

describe('change mobile, guessing the password', () => {
  it('locks after five wrong passwords like sign-in, and then refuses the right one the same way', async () => {
    const { mobile, token } = await t.registerUser();
    const newMobile = uniqueMobile();
    const attempt = (password: string) =>
      t.call('/user/auth/user/mobile/change', { newMobile, code: '000000', password }, { token });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-one')).code).toBe(601);
    const locked = await attempt('secret12');
    const signIn = await t.call('/user/api/user/login/password', { mobile, password: 'secret12' });
    expect([locked.code, locked.msg]).toEqual([602, signIn.msg]);
    expect(signIn.code).toBe(602);
  });
});
