import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TWechatOAuthError, createWechatOAuth, wechatAuthorizeUrl } from './wechat-oauth.ts';
import { WECHAT_ERRORS, createWechatSandbox } from './wechat-sandbox.ts';

/** WeChat's API as the sandbox answers it, reached through a fetch that records every address asked. */
const sandboxed = () => {
  const clock = { now: new Date() };
  const sandbox = createWechatSandbox(randomBytes(32), () => clock.now);
  const asked: URL[] = [];
  const fakeFetch = async (input: string) => {
    const url = new URL(input);
    asked.push(url);
    const query = Object.fromEntries(url.searchParams);
    const body = url.pathname.endsWith('/sns/oauth2/access_token')
      ? sandbox.accessToken(query)
      : url.pathname.endsWith('/sns/oauth2/refresh_token')
        ? sandbox.refreshToken(query)
        : url.pathname.endsWith('/sns/userinfo')
          ? sandbox.userInfo(query)
          : { errcode: -1, errmsg: 'no such api' };
    return new Response(JSON.stringify(body), { status: 200 });
  };
  const oauth = createWechatOAuth({
    authorizeBase: 'https://open.weixin.qq.com',
    apiBase: 'https://api.weixin.qq.com',
    fetch: fakeFetch,
  });
  return { sandbox, oauth, asked, clock };
};

describe('WeChat OAuth client', () => {
  it('writes the documented authorize links for QR sign-in and for the official account', () => {
    expect(
      wechatAuthorizeUrl(
        'https://open.weixin.qq.com',
        'web',
        'wx0123456789abcdef',
        'https://a.cn/cb?x=1',
        's1',
      ),
    ).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx0123456789abcdef&redirect_uri=https%3A%2F%2Fa.cn%2Fcb%3Fx%3D1&response_type=code&scope=snsapi_login&state=s1#wechat_redirect',
    );
    expect(
      wechatAuthorizeUrl('https://open.weixin.qq.com', 'mp', 'wx0123456789abcdef', 'https://a.cn/cb', 's2'),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0123456789abcdef&redirect_uri=https%3A%2F%2Fa.cn%2Fcb&response_type=code&scope=snsapi_userinfo&state=s2#wechat_redirect',
    );
  });

  it('trades a code for the identity: token call with the secret, then the profile of that openid', async () => {
    const { sandbox, oauth, asked } = sandboxed();
    const code = sandbox.grant(sandbox.apps.web.appId, '小王');
    const identity = await oauth.identify(sandbox.apps.web, code);
    expect(identity).toMatchObject({ appId: sandbox.apps.web.appId, nickname: '小王', headImgUrl: '' });
    expect(identity.openId).toMatch(/^o[\w-]{27}$/);
    expect(asked.map((url) => url.pathname)).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect(asked[0]!.searchParams.get('grant_type')).toBe('authorization_code');
    expect(asked[0]!.searchParams.get('secret')).toBe(sandbox.apps.web.appSecret);
    expect(asked[1]!.searchParams.get('openid')).toBe(identity.openId);

    // The official account sees another openid for the same person, and the same unionid.
    const inside = await oauth.identify(sandbox.apps.mp, sandbox.grant(sandbox.apps.mp.appId, '小王'));
    expect(inside.openId).not.toBe(identity.openId);
    expect(inside.unionId).toBe(identity.unionId);
  });

  it('renews an expired access token with the refresh token, and reads the profile with the new one', async () => {
    const { sandbox, oauth, asked, clock } = sandboxed();
    const app = sandbox.apps.mp;
    const { tokens, openId } = await oauth.identify(app, sandbox.grant(app.appId, '小赵'));
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7000_000);
    clock.now = new Date(Date.now() + 3 * 3600_000);
    await expect(oauth.profile(tokens.accessToken, openId)).rejects.toMatchObject({ errcode: 42001 });
    const renewed = await oauth.refresh(app.appId, tokens.refreshToken);
    expect(asked.at(-1)!.pathname).toBe('/sns/oauth2/refresh_token');
    expect(asked.at(-1)!.searchParams.get('grant_type')).toBe('refresh_token');
    expect(await oauth.profile(renewed.accessToken, openId)).toMatchObject({ nickname: '小赵' });
    // Past its 30 days the refresh token is refused too.
    clock.now = new Date(Date.now() + 31 * 24 * 3600_000);
    await expect(oauth.refresh(app.appId, tokens.refreshToken)).rejects.toMatchObject({ errcode: 42002 });
  });

  it("turns WeChat's errcodes into errors that quote the code, never the secret", async () => {
    const { sandbox, oauth } = sandboxed();
    const code = sandbox.grant(sandbox.apps.web.appId, '小李');
    await oauth.identify(sandbox.apps.web, code);
    const reused = await oauth.identify(sandbox.apps.web, code).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(TWechatOAuthError);
    expect(reused).toMatchObject({ errcode: WECHAT_ERRORS.codeUsed.errcode });

    const wrongSecret = { ...sandbox.apps.web, appSecret: 'x'.repeat(32) };
    const refused = await oauth
      .identify(wrongSecret, sandbox.grant(sandbox.apps.web.appId, '小李'))
      .catch((error: unknown) => error as TWechatOAuthError);
    expect(refused).toMatchObject({ errcode: 40125 });
    expect((refused as Error).message).not.toContain('x'.repeat(32));

    // A code granted to one app is not good for the other.
    const crossed = await oauth
      .identify(sandbox.apps.mp, sandbox.grant(sandbox.apps.web.appId, '小李'))
      .catch((error: unknown) => error);
    expect(crossed).toMatchObject({ errcode: 40029 });
  });

  it('refuses a profile that is not the token holder, and answers that are not the API', async () => {
    const reply = (bodies: unknown[]) => {
      const queue = [...bodies];
      return createWechatOAuth({
        authorizeBase: '',
        apiBase: 'https://api.weixin.qq.com',
        fetch: async () => {
          const next = queue.shift();
          return typeof next === 'number'
            ? new Response('', { status: next })
            : new Response(JSON.stringify(next), { status: 200 });
        },
      });
    };
    const app = { appId: 'wx0123456789abcdef', appSecret: 'y'.repeat(32) };
    const swapped = reply([
      { access_token: 'T', openid: 'oA', expires_in: 7200 },
      { openid: 'oB', nickname: 'someone else' },
    ]);
    await expect(swapped.identify(app, 'c')).rejects.toThrow(/openid differs/);
    await expect(reply([502]).identify(app, 'c')).rejects.toThrow(/HTTP 502/);
    await expect(reply([{ expires_in: 7200 }]).identify(app, 'c')).rejects.toThrow(/no token or openid/);
    // An avatar only over https (WeChat's own are); anything else is dropped.
    const plain = reply([
      { access_token: 'T', openid: 'oA' },
      { openid: 'oA', nickname: 'n', headimgurl: 'javascript:alert(1)' },
    ]);
    expect((await plain.identify(app, 'c')).headImgUrl).toBe('');
  });
});
