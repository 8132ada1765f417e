import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';
import { socialSteps } from '../../../test/fixtures/social-fixture.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CALLBACK = '/apis/user/api/user/social/callback';
const { newWechatUser, start, consentAndReturn, freshCode, signUpWithWechat } = socialSteps(() => t);

describe('signing in with WeChat (sandbox)', () => {
  it('asks a new WeChat identity for a mobile, makes the account, and signs it straight in next time', async () => {
    const options = await t.call('/user/api/user/social/options', {});
    expect(options.data).toEqual({ web: true, mp: true });

    const attempt = await start({ returnTo: '/meeting' });
    // The link WeChat's QR page takes: our app, our callback, the login scope, the state.
    expect(attempt.url).toMatch(
      /^\/wechat\/sandbox\/connect\/qrconnect\?appid=wx[0-9a-f]{16}&redirect_uri=http%3A%2F%2F.+%2Fapis%2Fuser%2Fapi%2Fuser%2Fsocial%2Fcallback&response_type=code&scope=snsapi_login&state=[\w-]{32}#wechat_redirect$/,
    );
    expect(attempt.cookie).toBe(attempt.state);
    const nickname = newWechatUser();
    const back = await consentAndReturn(attempt, nickname);
    expect(back).toMatchObject({ location: '/bind', token: undefined });

    const pending = await t.call(
      '/user/api/user/social/pending',
      {},
      { cookies: { ht_social: attempt.cookie } },
    );
    expect(pending.data).toEqual({ nickname, headImgUrl: '', kind: 'web' });
    // Without the browser's cookie there is nothing to finish.
    expect((await t.call('/user/api/user/social/pending', {})).code).toBe(777);

    const mobile = uniqueMobile();
    await t.call('/user/api/user/send/code', { mobile });
    const wrong = await t.call(
      '/user/api/user/social/mobile/binding',
      { mobile, code: '000000' === (await t.smsCode(mobile)) ? '111111' : '000000' },
      { cookies: { ht_social: attempt.cookie } },
    );
    expect(wrong).toMatchObject({ code: 601, msg: '验证码不正确或已过期' });
    const bound = await t.call(
      '/user/api/user/social/mobile/binding',
      { mobile, code: await t.smsCode(mobile) },
      { cookies: { ht_social: attempt.cookie } },
    );
    expect(bound).toMatchObject({ code: 200, data: { mobile, created: true, returnTo: '/meeting' } });
    const me = await t.call('/user/auth/user/ext/view', {}, { token: bound.data.token });
    expect(me.data).toMatchObject({ mobile, nickname });
    const binding = await t.call('/user/auth/user/social/is/binding', {}, { token: bound.data.token });
    expect(binding.data).toMatchObject({ bound: true, nickname });

    // Next time the same WeChat signs in at once and lands where it asked to go.
    const again = await consentAndReturn(await start({ returnTo: '/live' }), nickname);
    expect(again.location).toBe('/live');
    const view = await t.call('/user/auth/user/ext/view', {}, { token: again.token });
    expect(view.data.mobile).toBe(mobile);
    // Inside WeChat (the official account) the same person is the same account: unionid.
    const insideWechat = await consentAndReturn(await start({ kind: 'mp', returnTo: '/' }), nickname);
    expect(insideWechat.location).toBe('/');
    expect((await t.call('/user/auth/user/ext/view', {}, { token: insideWechat.token })).data.mobile).toBe(
      mobile,
    );
  });

  it('binds a first WeChat sign-in to the existing account of a proven mobile', async () => {
    const { mobile, token } = await t.registerUser();
    const nickname = newWechatUser();
    const reply = await signUpWithWechat(nickname, mobile);
    expect(reply).toMatchObject({ code: 200, data: { mobile, created: false } });
    expect(
      (await t.call('/user/auth/user/social/is/binding', {}, { token: reply.data.token })).data.bound,
    ).toBe(true);
    // Password sign-in of that account still works: binding added a way, it took none away.
    expect((await t.call('/user/api/user/login/password', { mobile, password: 'secret12' })).code).toBe(200);
    expect(token).toBeTruthy();
  });

  it('refuses a WeChat identity already bound to someone else, whichever way it is tried', async () => {
    const nickname = newWechatUser();
    const owner = await signUpWithWechat(nickname, uniqueMobile());
    expect(owner.code).toBe(200);

    // Another account binding it from /account/bind is sent back with "taken", and nothing changes.
    const other = await t.registerUser();
    const bindAttempt = await start({ purpose: 'bind', token: other.token });
    const taken = await consentAndReturn(bindAttempt, nickname);
    expect(taken.location).toBe('/account/bind?social=taken');
    expect((await t.call('/user/auth/user/social/is/binding', {}, { token: other.token })).data.bound).toBe(
      false,
    );

    // Two browsers with the same new WeChat both reach /bind; the second mobile is refused.
    const twin = newWechatUser();
    const first = await start();
    const second = await start();
    expect((await consentAndReturn(first, twin)).location).toBe('/bind');
    expect((await consentAndReturn(second, twin)).location).toBe('/bind');
    const [mobileA, mobileB] = [uniqueMobile(), uniqueMobile()];
    for (const mobile of [mobileA, mobileB]) await t.call('/user/api/user/send/code', { mobile });
    const codeA = await t.smsCode(mobileA);
    const codeB = await t.smsCode(mobileB);
    const a = await t.call(
      '/user/api/user/social/mobile/binding',
      { mobile: mobileA, code: codeA },
      { cookies: { ht_social: first.cookie } },
    );
    expect(a.code).toBe(200);
    const b = await t.call(
      '/user/api/user/social/mobile/binding',
      { mobile: mobileB, code: codeB },
      { cookies: { ht_social: second.cookie } },
    );
    expect(b).toMatchObject({ code: 602, msg: '该微信已绑定其他账号，请先在该账号中解除绑定' });
    // Refused before the code was spent or an account made for the second mobile.
    expect((await t.call('/user/api/user/login/code', { mobile: mobileB, code: codeB })).code).toBe(601);

    // An account that has a WeChat of this app cannot take a second one.
    const third = await start();
    expect((await consentAndReturn(third, newWechatUser())).location).toBe('/bind');
    const otherWechat = await t.call(
      '/user/api/user/social/mobile/binding',
      { mobile: mobileA, code: await freshCode(mobileA) },
      { cookies: { ht_social: third.cookie }, language: 'en' },
    );
    expect(otherWechat).toMatchObject({
      code: 602,
      msg: 'The account of this mobile number is bound to another WeChat',
    });
  });

  it('binds and unbinds from the account page; the mobile stays its way in', async () => {
    const { mobile, token } = await t.registerUser();
    expect((await t.call('/user/auth/user/social/unbind', {}, { token })).code).toBe(602);
    const nickname = newWechatUser();
    const bound = await consentAndReturn(await start({ purpose: 'bind', token }), nickname);
    expect(bound.location).toBe('/account/bind?social=bound');
    expect((await t.call('/user/auth/user/social/is/binding', {}, { token })).data).toMatchObject({
      bound: true,
      nickname,
    });
    const unbound = await t.call('/user/auth/user/social/unbind', {}, { token });
    expect(unbound).toMatchObject({ code: 200, msg: '已解除微信绑定' });
    expect((await t.call('/user/auth/user/social/is/binding', {}, { token })).data.bound).toBe(false);
    // The WeChat is free again: signing in with it now asks for a mobile.
    expect((await consentAndReturn(await start(), nickname)).location).toBe('/bind');
    expect((await t.call('/user/api/user/login/code', { mobile, code: await freshCode(mobile) })).code).toBe(
      200,
    );
  });

  it('ties the callback to the browser that started it, once, and sees a refusal through', async () => {
    const attempt = await start();
    const nickname = newWechatUser();
    // Someone else's browser (no cookie, or another state's cookie) cannot use the link.
    const stolen = await consentAndReturn(attempt, nickname, { cookie: 'x'.repeat(32) });
    expect(stolen).toMatchObject({ location: '/login?social=failed', token: undefined });
    expect((await consentAndReturn(attempt, nickname)).location).toBe('/bind');
    // The same state again: spent.
    expect((await consentAndReturn(attempt, nickname)).location).toBe('/login?social=expired');
    // The person refused on WeChat's page.
    expect((await consentAndReturn(await start(), nickname, { allow: false })).location).toBe(
      '/login?social=cancelled',
    );
    // A forged code is refused by "WeChat" (the sandbox answers errcode 40029).
    const forged = await start();
    const reply = await t.raw({
      method: 'GET',
      url: `${CALLBACK}?code=forged&state=${forged.state}`,
      cookies: { ht_social: forged.cookie },
    });
    expect(reply.headers.location).toBe('/login?social=failed');
  });

  it('answers 601 for bad input and 301 for a binding without a login', async () => {
    const badKind = await t.call('/user/api/user/social/get/url', { kind: 'qq', purpose: 'login' });
    expect(badKind.code).toBe(601);
    const offSite = await t.call('/user/api/user/social/get/url', {
      kind: 'web',
      purpose: 'login',
      returnTo: '//evil.example/',
    });
    expect(offSite.code).toBe(601);
    const anonymousBind = await t.call('/user/api/user/social/get/url', { kind: 'web', purpose: 'bind' });
    expect(anonymousBind.code).toBe(301);
    const attempt = await start();
    const elsewhere = await t.call('/user/api/social/sandbox/consent', {
      appid: attempt.link.searchParams.get('appid')!,
      redirectUri: 'https://evil.example/steal',
      state: attempt.state,
      nickname: 'x',
      allow: true,
    });
    expect(elsewhere.code).toBe(601);
    const notSandbox = await t.call('/user/api/social/sandbox/consent', {
      appid: 'wx0123456789abcdef',
      redirectUri: attempt.link.searchParams.get('redirect_uri')!,
      state: attempt.state,
      nickname: 'x',
      allow: true,
    });
    expect(notSandbox).toMatchObject({ code: 601, msg: '只有沙箱微信应用可以在这里确认' });
    const noCookie = await t.call('/user/api/user/social/mobile/binding', {
      mobile: uniqueMobile(),
      code: '123456',
    });
    expect(noCookie.code).toBe(602);
    expect((await t.call('/user/auth/user/social/is/binding', {})).code).toBe(301);
  });
});

describe('the platform WeChat apps (console)', () => {
  it('keeps the AppSecret sealed, shows a hint, and sends sign-ins to WeChat once enabled', async () => {
    const admin = await t.login('13800000000');
    const plain = await t.login('13800000001');
    expect((await t.call('/admin/auth/social/get', {}, { token: plain })).code).toBe(306);
    expect((await t.call('/admin/auth/social/get', {}, { token: admin })).data).toMatchObject({
      webEnabled: false,
      sandbox: true,
    });
    const noSecret = await t.call(
      '/admin/auth/social/save',
      { webEnabled: true, webAppId: 'wx0123456789abcdef', mpEnabled: false, mpAppId: '' },
      { token: admin },
    );
    expect(noSecret).toMatchObject({ code: 601, data: [{ field: 'webSecret' }] });
    const badId = await t.call(
      '/admin/auth/social/save',
      { webEnabled: true, webAppId: 'abc', webSecret: 'a'.repeat(32), mpEnabled: false, mpAppId: '' },
      { token: admin },
    );
    expect(badId).toMatchObject({ code: 601, data: [{ field: 'webAppId' }] });
    const secret = `${'0123456789abcdef'.repeat(2).slice(0, 28)}WXYZ`;
    const saved = await t.call(
      '/admin/auth/social/save',
      { webEnabled: true, webAppId: 'wx0123456789abcdef', webSecret: secret, mpEnabled: false, mpAppId: '' },
      { token: admin },
    );
    expect(saved.data).toMatchObject({ webEnabled: true, webSecretHint: '••••••WXYZ' });
    const stored = await t.db.execute(`select web_secret_sealed from social_settings`);
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
    // An empty secret keeps the stored one.
    const kept = await t.call(
      '/admin/auth/social/save',
      { webEnabled: true, webAppId: 'wx0123456789abcdef', webSecret: '', mpEnabled: false, mpAppId: '' },
      { token: admin },
    );
    expect(kept.data.webSecretHint).toBe('••••••WXYZ');

    const attempt = await start();
    expect(attempt.url).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?appid=wx0123456789abcdef&redirect_uri=.+&response_type=code&scope=snsapi_login&state=.+#wechat_redirect$/,
    );
    // The official account is not enabled: it still goes to the sandbox's copy of WeChat's page.
    expect((await start({ kind: 'mp' })).url).toMatch(/^\/wechat\/sandbox\/connect\/oauth2\/authorize\?/);
    await t.call(
      '/admin/auth/social/save',
      { webEnabled: false, webAppId: '', mpEnabled: false, mpAppId: '' },
      { token: admin },
    );
  });
});
