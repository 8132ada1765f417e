/**
 * WeChat's OAuth 2.0 for web pages, as documented for the open platform's website apps (QR sign-in,
 * scope snsapi_login) and for official accounts (sign-in inside WeChat, scope snsapi_userinfo). Both
 * send the browser to WeChat with our `state`, get back a one-time `code`, and trade it with the
 * app secret, server to server, for an access token and the person's openid (and unionid when the
 * app sits under an open-platform account). WeChat signs nothing in this exchange: what makes the
 * identity trustworthy is that the code is redeemed by us, over TLS, with a secret only we hold, and
 * that `state` ties the callback to the browser that started it (checked by the caller).
 */

export type TWechatAppKind = 'web' | 'mp';

export interface TWechatApp {
  appId: string;
  appSecret: string;
}

export interface TWechatOAuthConfig {
  /** https://open.weixin.qq.com in production; the sandbox's own pages locally. */
  authorizeBase: string;
  /** https://api.weixin.qq.com in production. */
  apiBase: string;
  /** One GET; the platform's fetch by default, the sandbox's in-process routes locally. */
  fetch?: (url: string) => Promise<Response>;
}

export interface TWechatIdentity {
  appId: string;
  openId: string;
  /** Empty when the app is not bound to an open-platform account. */
  unionId: string;
  nickname: string;
  headImgUrl: string;
}

/** WeChat refused (errcode), or answered something that is not its API; the secret is never quoted. */
export class TWechatOAuthError extends Error {
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
  }
}

const SCOPES: Record<TWechatAppKind, { path: string; scope: string }> = {
  web: { path: '/connect/qrconnect', scope: 'snsapi_login' },
  mp: { path: '/connect/oauth2/authorize', scope: 'snsapi_userinfo' },
};

/** WeChat checks parameter order on the official-account link, so the query is written by hand. */
export const wechatAuthorizeUrl = (
  authorizeBase: string,
  kind: TWechatAppKind,
  appId: string,
  redirectUri: string,
  state: string,
) => {
  const { path, scope } = SCOPES[kind];
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    `scope=${scope}`,
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${authorizeBase}${path}?${query}#wechat_redirect`;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const readJson = async (response: Response, what: string): Promise<Record<string, unknown>> => {
  if (!response.ok) throw new TWechatOAuthError(`${what}: HTTP ${response.status}`);
  const raw = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new TWechatOAuthError(`${what}: not JSON (${raw.slice(0, 80)})`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new TWechatOAuthError(`${what}: not an object`);
  const record = body as Record<string, unknown>;
  if (typeof record.errcode === 'number' && record.errcode !== 0) {
    throw new TWechatOAuthError(`${what}: ${record.errcode} ${text(record.errmsg)}`, record.errcode);
  }
  return record;
};

/** Trades an authorization code for the identity behind it: the token call, then the profile call. */
export const createWechatOAuth = (config: TWechatOAuthConfig) => {
  const fetchFn = config.fetch ?? ((url: string) => fetch(url));
  return {
    authorizeUrl: (kind: TWechatAppKind, appId: string, redirectUri: string, state: string) =>
      wechatAuthorizeUrl(config.authorizeBase, kind, appId, redirectUri, state),

    async identify(app: TWechatApp, code: string): Promise<TWechatIdentity> {
      const tokenQuery = new URLSearchParams({
        appid: app.appId,
        secret: app.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const token = await readJson(
        await fetchFn(`${config.apiBase}/sns/oauth2/access_token?${tokenQuery.toString()}`),
        'access_token',
      );
      const accessToken = text(token.access_token);
      const openId = text(token.openid);
      if (!accessToken || !openId) throw new TWechatOAuthError('access_token: no token or openid');

      const profileQuery = new URLSearchParams({ access_token: accessToken, openid: openId, lang: 'zh_CN' });
      const profile = await readJson(
        await fetchFn(`${config.apiBase}/sns/userinfo?${profileQuery.toString()}`),
        'userinfo',
      );
      // The profile must be the person the token was issued for.
      if (text(profile.openid) !== openId)
        throw new TWechatOAuthError('userinfo: openid differs from the token');
      return {
        appId: app.appId,
        openId,
        unionId: text(profile.unionid) || text(token.unionid),
        nickname: text(profile.nickname).slice(0, 64),
        headImgUrl: /^https:\/\//.test(text(profile.headimgurl))
          ? text(profile.headimgurl).slice(0, 500)
          : '',
      };
    },
  };
};

export type TWechatOAuth = ReturnType<typeof createWechatOAuth>;
