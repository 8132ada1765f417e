import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { TOKEN_COOKIE } from '@huitang/contracts';
import type { TTestApp } from '../../../test/harness.ts';

/** A WeChat sign-in as a browser and the sandbox WeChat go through it, step by step. */
export const socialSteps = (t: () => TTestApp) => {
  /** A sandbox WeChat user nobody has used yet (the nickname is the person). */
  const newWechatUser = () => `微信${randomBytes(4).toString('hex')}`;

  /** Starts an attempt as a browser would: the authorize link, and the state cookie it was given. */
  const start = async (
    options: { kind?: 'web' | 'mp'; purpose?: 'login' | 'bind'; token?: string; returnTo?: string } = {},
  ) => {
    const reply = await t().call(
      '/user/api/user/social/get/url',
      {
        kind: options.kind ?? 'web',
        purpose: options.purpose ?? 'login',
        returnTo: options.returnTo ?? '/meeting',
      },
      options.token ? { token: options.token } : {},
    );
    expect(reply.code).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === 'ht_social');
    const link = new URL(reply.data.url, 'http://localhost');
    return { url: reply.data.url, link, cookie: cookie!.value, state: link.searchParams.get('state')! };
  };

  /** The sandbox consent page's click, then WeChat's redirect back into our callback. */
  const consentAndReturn = async (
    attempt: Awaited<ReturnType<typeof start>>,
    nickname: string,
    {
      allow = true,
      cookie = attempt.cookie,
      profile = {},
    }: {
      allow?: boolean;
      cookie?: string;
      /** The nickname and avatar the person shows on WeChat from now on. */
      profile?: { profileNickname?: string; profileAvatar?: string };
    } = {},
  ) => {
    const consent = await t().call('/user/api/social/sandbox/consent', {
      appid: attempt.link.searchParams.get('appid')!,
      redirectUri: attempt.link.searchParams.get('redirect_uri')!,
      state: attempt.state,
      nickname,
      allow,
      ...profile,
    });
    expect(consent.code).toBe(200);
    const back = new URL(consent.data.url);
    const reply = await t().raw({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { ht_social: cookie },
    });
    expect(reply.statusCode).toBe(302);
    const session = reply.cookies.find((c) => c.name === TOKEN_COOKIE && c.value !== '');
    return { location: reply.headers.location as string, token: session?.value, back };
  };

  /** A fresh SMS code for the mobile, its last one aged past the minute between two sends. */
  const freshCode = async (mobile: string) => {
    await t().db.execute(
      `update sms_codes set created_at = created_at - interval '2 minutes' where mobile = '${mobile}'`,
    );
    const sent = await t().call('/user/api/user/send/code', { mobile });
    expect(sent.code).toBe(200);
    return t().smsCode(mobile);
  };

  /** First WeChat sign-in of `nickname`, finished on /bind with a mobile proven by its SMS code. */
  const signUpWithWechat = async (nickname: string, mobile: string) => {
    const attempt = await start();
    expect((await consentAndReturn(attempt, nickname)).location).toBe('/bind');
    const code = await freshCode(mobile);
    return t().call(
      '/user/api/user/social/mobile/binding',
      { mobile, code },
      { cookies: { ht_social: attempt.cookie } },
    );
  };

  return { newWechatUser, start, consentAndReturn, freshCode, signUpWithWechat };
};
