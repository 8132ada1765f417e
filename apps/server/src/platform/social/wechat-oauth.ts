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

/** What WeChat's token calls give: the access token (2 hours) and the refresh token (30 days) behind it. */
export interface TWechatTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (WeChat's expires_in, counted from our clock). */
  expiresAt: Date;
}

/** Who the person is on WeChat now: their profile as sns/userinfo gives it. */
export type TWechatProfile = Pick<TWechatIdentity, 'unionId' | 'nickname' | 'headImgUrl'>;

/** errcodes that mean the access token no longer works (invalid, expired), so a refresh may help. */
export const TOKEN_GONE = new Set([40001, 42001]);

const tokensOf = (token: Record<string, unknown>, now: Date): TWechatTokens => ({
  accessToken: text(token.access_token),
  refreshToken: text(token.refresh_token),
  expiresAt: new Date(
    now.getTime() + (typeof token.expires_in === 'number' ? token.expires_in : 7200) * 1000,
  ),
});

/**
 * Trades an authorization code for the identity behind it (the token call, then the profile call),
 * reads a profile again later with the stored token, and renews that token with the refresh token
 * (sns/oauth2/refresh_token) once it has expired.
 */
export const createWechatOAuth = (config: TWechatOAuthConfig) => {
  const fetchFn = config.fetch ?? ((url: string) => fetch(url));
  const get = async (path: string, query: Record<string, string>, what: string) =>
    readJson(await fetchFn(`${config.apiBase}${path}?${new URLSearchParams(query).toString()}`), what);

  /** The profile of `openId`, read with an access token issued for it. */
  const profile = async (accessToken: string, openId: string): Promise<TWechatProfile> => {
    const found = await get(
      '/sns/userinfo',
      { access_token: accessToken, openid: openId, lang: 'zh_CN' },
      'userinfo',
    );
    // The profile must be the person the token was issued for.
    if (text(found.openid) !== openId) throw new TWechatOAuthError('userinfo: openid differs from the token');
    return {
      unionId: text(found.unionid),
      nickname: text(found.nickname).slice(0, 64),
      headImgUrl: /^https:\/\//.test(text(found.headimgurl)) ? text(found.headimgurl).slice(0, 500) : '',
    };
  };

  return {
    authorizeUrl: (kind: TWechatAppKind, appId: string, redirectUri: string, state: string) =>
      wechatAuthorizeUrl(config.authorizeBase, kind, appId, redirectUri, state),

    async identify(app: TWechatApp, code: string): Promise<TWechatIdentity & { tokens: TWechatTokens }> {
      const query = { appid: app.appId, secret: app.appSecret, code, grant_type: 'authorization_code' };
      const token = await get('/sns/oauth2/access_token', query, 'access_token');
      const tokens = tokensOf(token, new Date());
      const openId = text(token.openid);
      if (!tokens.accessToken || !openId) throw new TWechatOAuthError('access_token: no token or openid');
      const person = await profile(tokens.accessToken, openId);
      return { appId: app.appId, openId, ...person, unionId: person.unionId || text(token.unionid), tokens };
    },

    /** New tokens for the refresh token (it needs no secret); its own errcode when that has expired too. */
    async refresh(appId: string, refreshToken: string): Promise<TWechatTokens> {
      const query = { appid: appId, grant_type: 'refresh_token', refresh_token: refreshToken };
      const tokens = tokensOf(await get('/sns/oauth2/refresh_token', query, 'refresh_token'), new Date());
      if (!tokens.accessToken) throw new TWechatOAuthError('refresh_token: no token');
      return { ...tokens, refreshToken: tokens.refreshToken || refreshToken };
    },

    profile,
  };
};

export type TWechatOAuth = ReturnType<typeof createWechatOAuth>;
