import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('send code', () => {
  it('writes a 6-digit code to data/sms.log', async () => {
    const mobile = uniqueMobile();
    const result = await t.call('/user/api/user/send/code', { mobile });
    expect(result.code).toBe(200);
    expect(result.msg).toBe('验证码发送成功');
    expect(await t.smsCode(mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code within a minute and says when to retry', async () => {
    const mobile = uniqueMobile();
    await t.call('/user/api/user/send/code', { mobile });
    const again = await t.call('/user/api/user/send/code', { mobile }, { language: 'en' });
    expect(again.code).toBe(602);
    expect(again.status).toBe(409);
    expect(again.msg).toMatch(/retry in \d+ seconds/);
  });

  it('refuses the eleventh code of a day', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 10; i++) {
      await t.db.execute(
        sql`insert into sms_codes (mobile, code, created_at, expires_at) values (${mobile}, '000000', date_trunc('day', now()) + make_interval(secs => ${i}), now())`,
      );
    }
    const result = await t.call('/user/api/user/send/code', { mobile });
    expect(result.code).toBe(602);
    expect(result.msg).toBe('今日验证码发送次数已达上限，请明天再试');
  });

  it('sends exactly one code when ten requests race for one mobile', async () => {
    const mobile = uniqueMobile();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call('/user/api/user/send/code', { mobile })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 602)).toHaveLength(9);
  });

  it.each([
    ['zh', '12345678901', '请输入正确的手机号码'],
    ['en', '1380000', 'Please enter the correct mobile phone number'],
    ['zh', '', '请输入手机号码'],
  ] as const)('rejects a bad mobile in %s (%s)', async (language, mobile, msg) => {
    const result = await t.call('/user/api/user/send/code', { mobile }, { language });
    expect(result).toMatchObject({ code: 601, status: 422, msg });
    expect(result.data).toEqual([{ field: 'mobile', message: msg }]);
  });
});

describe('register', () => {
  it('creates a type 1 user, answers the token and sets the session cookie', async () => {
    const mobile = uniqueMobile();
    await t.call('/user/api/user/send/code', { mobile });
    const code = await t.smsCode(mobile);
    const result = await t.call('/user/api/user/register', {
      mobile,
      code,
      password: 'secret12',
      repassword: 'secret12',
    });
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ mobile, userNo: expect.stringMatching(/^U\d+$/) as string });
    expect(result.data.token.length).toBeGreaterThanOrEqual(40);
    const cookie = result.cookies.find((c) => c.name === 'RC_WEB_TOKEN');
    expect(cookie).toMatchObject({
      value: result.data.token,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 86400,
    });
    const me = await t.call('/user/auth/user/ext/view', {}, { token: result.data.token });
    expect(me.data).toMatchObject({ mobile, userType: 1, isRecommended: false, headImgUrl: '' });
  });

  it('refuses a wrong code, then spends the code after five wrong guesses', async () => {
    const mobile = uniqueMobile();
    await t.call('/user/api/user/send/code', { mobile });
    const code = await t.smsCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const result = await t.call('/user/api/user/register', {
        mobile,
        code: wrong,
        password: 'secret12',
        repassword: 'secret12',
      });
      expect(result).toMatchObject({ code: 601, data: [{ field: 'code' }] });
    }
    const right = await t.call('/user/api/user/register', {
      mobile,
      code,
      password: 'secret12',
      repassword: 'secret12',
    });
    expect(right.code).toBe(601);
  });

  it('names the field that is wrong', async () => {
    const mobile = uniqueMobile();
    const mismatch = await t.call(
      '/user/api/user/register',
      { mobile, code: '123456', password: 'secret12', repassword: 'other123' },
      { language: 'en' },
    );
    expect(mismatch).toMatchObject({
      code: 601,
      msg: 'The two passwords do not match',
      data: [{ field: 'repassword' }],
    });
    const short = await t.call('/user/api/user/register', {
      mobile,
      code: '123456',
      password: '123',
      repassword: '123',
    });
    expect(short).toMatchObject({ code: 601, msg: '密码长度为6到32个字符' });
    const missing = await t.call('/user/api/user/register', { mobile });
    expect(missing.code).toBe(601);
    expect((missing.data as unknown as { field: string }[]).map((i) => i.field)).toEqual(
      expect.arrayContaining(['code', 'password', 'repassword']),
    );
  });

  it('refuses a mobile that is already registered', async () => {
    await t.call('/user/api/user/send/code', { mobile: '13800000001' });
    const code = await t.smsCode('13800000001');
    const result = await t.call('/user/api/user/register', {
      mobile: '13800000001',
      code,
      password: 'secret12',
      repassword: 'secret12',
    });
    expect(result).toMatchObject({ code: 602, msg: '该手机号已注册，请直接登录' });
  });

  it('records the referrer of a valid referral code and refuses an unknown one', async () => {
    const mobile = uniqueMobile();
    await t.call('/user/api/user/send/code', { mobile });
    const code = await t.smsCode(mobile);
    const unknown = await t.call('/user/api/user/register', {
      mobile,
      code,
      password: 'secret12',
      repassword: 'secret12',
      referralCode: 'NOPE',
    });
    expect(unknown).toMatchObject({ code: 601, data: [{ field: 'referralCode' }] });
    const ok = await t.call('/user/api/user/register', {
      mobile,
      code,
      password: 'secret12',
      repassword: 'secret12',
      referralCode: 'DEMO0002',
    });
    expect(ok.code).toBe(200);
    const rows = await t.db.execute<{ referrer: string }>(
      sql`select r.mobile as referrer from users u join users r on r.id = u.referrer_id where u.mobile = ${mobile}`,
    );
    expect(rows.rows[0]?.referrer).toBe('13800000002');
  });
});

describe('login', () => {
  it('logs in by password and by SMS code', async () => {
    const byPassword = await t.call('/user/api/user/login/password', {
      mobile: '13800000002',
      password: 'Huitang123',
    });
    expect(byPassword.data).toMatchObject({ mobile: '13800000002', userNo: expect.any(String) as string });
    await t.call('/user/api/user/send/code', { mobile: '13800000002' });
    const byCode = await t.call('/user/api/user/login/code', {
      mobile: '13800000002',
      code: await t.smsCode('13800000002'),
    });
    expect(byCode.code).toBe(200);
    expect(byCode.data.token).not.toBe(byPassword.data.token);
  });

  it('answers wrong credentials in the caller language, the same for an unknown mobile', async () => {
    const zh = await t.call('/user/api/user/login/password', {
      mobile: '13800000003',
      password: 'wrong-one',
    });
    expect(zh.msg).toBe('账号或者密码不正确');
    const en = await t.call(
      '/user/api/user/login/password',
      { mobile: uniqueMobile(), password: 'whatever' },
      { language: 'en' },
    );
    expect(en.msg).toBe('Incorrect account or password');
  });

  it('locks a mobile for 15 minutes after 5 failures within 15 minutes', async () => {
    const { mobile } = await t.registerUser();
    for (let i = 0; i < 5; i++) {
      const failed = await t.call('/user/api/user/login/password', { mobile, password: 'bad-password' });
      expect(failed.msg).toBe('账号或者密码不正确');
    }
    const locked = await t.call('/user/api/user/login/password', { mobile, password: 'secret12' });
    expect(locked).toMatchObject({ code: 602, msg: '密码错误次数过多，请15分钟后再试' });
    await t.db.execute(
      sql`update login_failures set failed_at = failed_at - interval '16 minutes' where mobile = ${mobile}`,
    );
    const after = await t.call('/user/api/user/login/password', { mobile, password: 'secret12' });
    expect(after.code).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 301 without a token and 302 for a forged one', async () => {
    const none = await t.call('/user/auth/user/ext/view');
    expect(none).toMatchObject({ code: 301, status: 401, msg: '请先登录' });
    const forged = await t.call('/user/auth/user/ext/view', {}, { token: 'forged-token-value' });
    expect(forged).toMatchObject({ code: 302, status: 401 });
  });

  it('ends the older session of the same client kind with 304, but keeps the other kind', async () => {
    const { mobile } = await t.registerUser();
    const first = await t.login(mobile, 'secret12');
    const mobileApp = await t.login(mobile, 'secret12', 'h5');
    const second = await t.login(mobile, 'secret12');
    const old = await t.call('/user/auth/user/ext/view', {}, { token: first });
    expect(old).toMatchObject({ code: 304, msg: '你的账户已在其他地方登录！' });
    expect((await t.call('/user/auth/user/ext/view', {}, { token: second })).code).toBe(200);
    expect((await t.call('/user/auth/user/ext/view', {}, { token: mobileApp })).code).toBe(200);
  });

  it('keeps exactly one live session when ten logins of one user race', async () => {
    const { mobile } = await t.registerUser();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => t.login(mobile, 'secret12')));
    const live = await Promise.all(tokens.map((token) => t.call('/user/auth/user/ext/view', {}, { token })));
    expect(live.filter((r) => r.code === 200)).toHaveLength(1);
    expect(live.filter((r) => r.code === 304)).toHaveLength(9);
  });

  it('expires a session after a day without use', async () => {
    const { token } = await t.registerUser();
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '25 hours' where ended_at is null`,
    );
    const result = await t.call('/user/auth/user/ext/view', {}, { token });
    expect(result).toMatchObject({ code: 301, msg: '登录已过期，请重新登录' });
  });

  it('logs out: the token stops working and the cookie is cleared', async () => {
    const { token } = await t.registerUser();
    const out = await t.call('/user/auth/user/logout', {}, { token });
    expect(out.code).toBe(200);
    expect(out.cookies.find((c) => c.name === 'RC_WEB_TOKEN')?.value).toBe('');
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).code).toBe(301);
  });

  it('accepts the cookie from our own pages and refuses it from another site', async () => {
    const { token } = await t.registerUser();
    const cookies = { RC_WEB_TOKEN: token };
    const own = await t.call(
      '/user/auth/user/ext/view',
      {},
      { cookies, headers: { origin: 'http://localhost:80' } },
    );
    expect(own.code).toBe(200);
    const foreign = await t.call(
      '/user/auth/user/ext/view',
      {},
      { cookies, headers: { origin: 'https://evil.example' } },
    );
    expect(foreign).toMatchObject({ code: 306, status: 403 });
    const formPost = await t.raw({
      method: 'POST',
      url: '/apis/user/auth/user/logout',
      cookies,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(formPost.json<{ code: number }>().code).not.toBe(200);
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).code).toBe(200);
  });
});

describe('update password', () => {
  it('changes the password and ends every session of the user', async () => {
    const { mobile, token } = await t.registerUser();
    const h5 = await t.login(mobile, 'secret12', 'h5');
    await t.db.execute(sql`delete from sms_codes where mobile = ${mobile}`);
    await t.call('/user/api/user/send/code', { mobile });
    const code = await t.smsCode(mobile);
    const result = await t.call('/user/api/user/update/password', {
      mobile,
      code,
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(result).toMatchObject({ code: 200, msg: '密码修改成功，请重新登录' });
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).code).toBe(301);
    expect((await t.call('/user/auth/user/ext/view', {}, { token: h5 })).code).toBe(301);
    expect((await t.call('/user/api/user/login/password', { mobile, password: 'secret12' })).code).toBe(601);
    expect((await t.call('/user/api/user/login/password', { mobile, password: 'newpass99' })).code).toBe(200);
  });
});

describe('profile', () => {
  it('updates the own profile only', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const body = {
      nickname: '小林',
      sex: 2,
      age: 31,
      headImgUrl: '/uploads/image/a.png',
      remark: '心内科医生',
    } as const;
    const updated = await t.call('/user/auth/user/ext/update', body, { token: a.token });
    expect(updated).toMatchObject({ code: 200, msg: '保存成功', data: body });
    const other = await t.call('/user/auth/user/ext/view', {}, { token: b.token });
    expect(other.data.nickname).not.toBe('小林');
    expect(other.data.mobile).toBe(b.mobile);
  });

  it('names invalid fields', async () => {
    const { token } = await t.registerUser();
    const result = await t.call(
      '/user/auth/user/ext/update',
      { nickname: 'x'.repeat(40), sex: 5, age: 31, headImgUrl: 'javascript:alert(1)', remark: '' },
      { token, language: 'en' },
    );
    expect(result.code).toBe(601);
    expect((result.data as unknown as { field: string }[]).map((i) => i.field).sort()).toEqual([
      'headImgUrl',
      'nickname',
      'sex',
    ]);
  });
});

describe('sign-in rate limit', () => {
  it('counts every sign-in and SMS call of an address in one bucket, 602 past it', async () => {
    const strict = await createTestApp({ signInRateLimitPerMinute: 3 });
    const mobile = '13800000001';
    const codes = [
      (await strict.call('/user/api/user/login/password', { mobile, password: 'x' })).code,
      (await strict.call('/user/api/user/login/code', { mobile, code: '1' })).code,
      (await strict.call('/user/api/user/register', { mobile })).code,
    ];
    expect(codes).toEqual([601, 601, 601]);
    const next = await strict.call('/user/api/user/send/code', { mobile: uniqueMobile() });
    expect([next.code, next.msg]).toEqual([602, expect.stringMatching(/请\d+秒后再试/) as unknown]);
    await strict.close();
  });
});
