import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto/safe-equal.ts';
import type { TWechatApp, TWechatAppKind } from './wechat-oauth.ts';

/**
 * A stand-in for WeChat that runs on this machine (the demo and the tests): its consent page lets a
 * person confirm as a sandbox WeChat user, named by a nickname (the same nickname is the same
 * person), and its two API endpoints answer exactly as api.weixin.qq.com does, errcodes included.
 * The OAuth client talks to it over the same HTTP shape it uses with WeChat, so the sign-in flow the
 * sandbox drives is the production one. Codes and tokens are HMAC-signed and short-lived; a code is
 * good once (remembered in memory: the sandbox is for one process). A person may change their
 * nickname and avatar when they consent (WeChat's profile changes between sign-ins); userinfo then
 * answers the latest, as WeChat does, also kept in memory.
 */

const CODE_SECONDS = 5 * 60;
const TOKEN_SECONDS = 2 * 60 * 60;

/** WeChat's own errcodes for the failures the sandbox reproduces. */
export const WECHAT_ERRORS = {
  invalidCredential: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  invalidOpenId: { errcode: 40003, errmsg: 'invalid openid' },
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  invalidSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  codeUsed: { errcode: 40163, errmsg: 'code been used' },
  tokenExpired: { errcode: 42001, errmsg: 'access_token expired' },
  refreshExpired: { errcode: 42002, errmsg: 'refresh_token expired' },
  invalidRefresh: { errcode: 40030, errmsg: 'invalid refresh_token' },
} as const;

type TAnswer = Record<string, unknown>;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export const createWechatSandbox = (secret: Buffer, now: () => Date = () => new Date()) => {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const apps: Record<TWechatAppKind, TWechatApp> = {
    web: { appId: 'wx5b0c0de000000001', appSecret: mac('app-secret\nweb').slice(0, 32) },
    mp: { appId: 'wx5b0c0de000000002', appSecret: mac('app-secret\nmp').slice(0, 32) },
  };
  const appOf = (appId: string) => Object.values(apps).find((app) => app.appId === appId);
  const seconds = () => Math.floor(now().getTime() / 1000);

  const sign = (kind: string, payload: object) => {
    const body = b64(JSON.stringify(payload));
    return `${body}.${mac(`${kind}\n${body}`)}`;
  };
  /** The payload of a signed value of this kind, or undefined when the signature is not ours. */
  const open = (kind: string, value: string): { a: string; n: string; e: number } | undefined => {
    const [body, signature] = value.split('.');
    if (!body || !signature || !safeEqual(mac(`${kind}\n${body}`), signature)) return undefined;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
        a: string;
        n: string;
        e: number;
      };
    } catch {
      return undefined;
    }
  };
  const openIdOf = (appId: string, nickname: string) =>
    `o${mac(`openid\n${appId}\n${nickname}`).slice(0, 27)}`;
  const unionIdOf = (nickname: string) => `o${mac(`unionid\n${nickname}`).slice(0, 27)}`;
  const used = new Map<string, number>();
  /** The person (the consent's nickname) → the profile they show now, when they changed it. */
  const profiles = new Map<string, { nickname: string; headimgurl: string }>();
  const issue = (appId: string, person: string) => ({
    access_token: sign('token', { a: appId, n: person, e: seconds() + TOKEN_SECONDS }),
    expires_in: TOKEN_SECONDS,
    refresh_token: sign('refresh', { a: appId, n: person, e: seconds() + 30 * 24 * 3600 }),
    openid: openIdOf(appId, person),
    scope: appId === apps.web.appId ? 'snsapi_login' : 'snsapi_userinfo',
  });

  return {
    apps,
    isSandboxApp: (appId: string) => appOf(appId) !== undefined,

    /**
     * The consent page's "allow": the code WeChat would append to the redirect. `profile` is what the
     * person shows from now on (a new nickname or avatar), when they changed it.
     */
    grant(appId: string, nickname: string, profile?: { nickname?: string; headImgUrl?: string }): string {
      if (!appOf(appId)) throw new Error('not a sandbox app');
      if (profile?.nickname || profile?.headImgUrl)
        profiles.set(nickname, {
          nickname: profile.nickname || nickname,
          headimgurl: profile.headImgUrl ?? '',
        });
      return sign('code', { a: appId, n: nickname, e: seconds() + CODE_SECONDS, r: b64(randomBytes(6)) });
    },

    /** GET /sns/oauth2/access_token */
    accessToken(query: Record<string, string | undefined>): TAnswer {
      const app = appOf(query.appid ?? '');
      if (!app) return WECHAT_ERRORS.invalidAppId;
      if (!safeEqual(app.appSecret, query.secret ?? '')) return WECHAT_ERRORS.invalidSecret;
      const code = open('code', query.code ?? '');
      if (query.grant_type !== 'authorization_code' || !code || code.a !== app.appId || code.e < seconds()) {
        return WECHAT_ERRORS.invalidCode;
      }
      for (const [value, expiry] of used) if (expiry < seconds()) used.delete(value);
      if (used.has(query.code!)) return WECHAT_ERRORS.codeUsed;
      used.set(query.code!, code.e);
      return { ...issue(app.appId, code.n), unionid: unionIdOf(code.n) };
    },

    /** GET /sns/oauth2/refresh_token: a new access token for a refresh token still good (no secret asked). */
    refreshToken(query: Record<string, string | undefined>): TAnswer {
      const app = appOf(query.appid ?? '');
      if (!app) return WECHAT_ERRORS.invalidAppId;
      const refresh = open('refresh', query.refresh_token ?? '');
      if (query.grant_type !== 'refresh_token' || !refresh || refresh.a !== app.appId)
        return WECHAT_ERRORS.invalidRefresh;
      if (refresh.e < seconds()) return WECHAT_ERRORS.refreshExpired;
      return { ...issue(app.appId, refresh.n), refresh_token: query.refresh_token };
    },

    /** GET /sns/userinfo */
    userInfo(query: Record<string, string | undefined>): TAnswer {
      const token = open('token', query.access_token ?? '');
      if (!token) return WECHAT_ERRORS.invalidCredential;
      if (token.e < seconds()) return WECHAT_ERRORS.tokenExpired;
      const openid = openIdOf(token.a, token.n);
      if (query.openid !== openid) return WECHAT_ERRORS.invalidOpenId;
      const shown = profiles.get(token.n) ?? { nickname: token.n, headimgurl: '' };
      return {
        openid,
        nickname: shown.nickname,
        sex: 0,
        province: '',
        city: '',
        country: 'CN',
        headimgurl: shown.headimgurl,
        privilege: [],
        unionid: unionIdOf(token.n),
      };
    },
  };
};

export type TWechatSandbox = ReturnType<typeof createWechatSandbox>;
