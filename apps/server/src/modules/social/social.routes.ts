import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTokenCookie } from '../../platform/auth/cookie.ts';
import { apiCall, authCall, type TCallOptions } from '../../platform/http/call.ts';
import { originOf } from '../../platform/http/origin.ts';
import type { TWechatSandbox } from '../../platform/social/wechat-sandbox.ts';
import type { TClientKind } from '../user/user.service.ts';
import { SOCIAL_CALLBACK_PATH, type TSocialService } from './social.service.ts';
import type { TSocialApps } from './social-apps.ts';

/** The browser's half of an attempt's state: only the browser that started it can finish it. */
const STATE_COOKIE = 'ht_social';
const STATE_COOKIE_PATH = '/apis/user/api/user/social';
const ATTEMPT_SECONDS = 10 * 60;

const clientKindOf = (request: FastifyRequest): TClientKind =>
  request.headers.client === 'h5' ? 'h5' : 'pc';
const stateOf = (request: FastifyRequest) => request.cookies[STATE_COOKIE];
const clearState = (reply: FastifyReply) => reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
const shortText = (value: unknown) => (typeof value === 'string' && value.length <= 512 ? value : undefined);

interface TSocialRouteOptions {
  cookieDomain: string | undefined;
  /** The bucket every sign-in and SMS call of an address shares. */
  signInLimit: TCallOptions;
  sandbox: TWechatSandbox | undefined;
}

export const registerSocialRoutes = (
  app: FastifyInstance,
  social: TSocialService,
  apps: TSocialApps,
  { cookieDomain, signInLimit, sandbox }: TSocialRouteOptions,
) => {
  apiCall(app, '/user/api/user/social/options', () => social.options());

  apiCall(
    app,
    '/user/api/user/social/get/url',
    async ({ body, caller, request, reply }) => {
      const { url, state } = await social.start(
        body,
        caller?.userId ?? null,
        clientKindOf(request),
        originOf(request),
      );
      reply.setCookie(STATE_COOKIE, state, {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        // Lax still rides on WeChat's top-level redirect back to the callback.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: ATTEMPT_SECONDS,
      });
      return { url };
    },
    { ...signInLimit, identifyCaller: true },
  );

  // WeChat's redirect_uri: a browser navigation, answered with a redirect to the page that goes on.
  app.get(SOCIAL_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    await signInLimit.addressLimit?.take(request.ip);
    const query = request.query as Record<string, unknown>;
    const outcome = await social.callback(
      { code: shortText(query.code), state: shortText(query.state) },
      stateOf(request),
    );
    if (outcome.kind === 'signedIn') setTokenCookie(request, reply, outcome.token, cookieDomain);
    // The cookie stays only while an identity waits on /bind for its mobile.
    if (outcome.to !== '/bind') clearState(reply);
    return reply.redirect(outcome.to);
  });

  apiCall(app, '/user/api/user/social/pending', ({ request }) => social.pending(stateOf(request)));

  apiCall(
    app,
    '/user/api/user/social/mobile/binding',
    async ({ body, request, reply }) => {
      const { token, ...login } = await social.bindMobile(stateOf(request), body, clientKindOf(request));
      setTokenCookie(request, reply, token, cookieDomain);
      clearState(reply);
      return { ...login, token };
    },
    signInLimit,
  );

  authCall(app, '/user/auth/user/social/is/binding', ({ user }) => social.binding(user.userId));
  authCall(app, '/user/auth/user/social/unbind', ({ user }) => social.unbind(user.userId).then(() => null), {
    successKey: 'social.unbound',
  });

  authCall(app, '/admin/auth/social/get', () => apps.settings(), { adminOnly: true });
  authCall(app, '/admin/auth/social/save', ({ body }) => apps.save(body), {
    adminOnly: true,
    successKey: 'saved',
  });

  apiCall(app, '/user/api/social/sandbox/consent', ({ body, request }) =>
    social.sandboxConsent(body, originOf(request)),
  );
  if (!sandbox) return;
  // The sandbox's copy of WeChat's API endpoints, answering as api.weixin.qq.com does.
  const query = (request: FastifyRequest) =>
    Object.fromEntries(
      Object.entries(request.query as Record<string, unknown>).map(([key, value]) => [key, shortText(value)]),
    );
  app.get('/sandbox/wechat/sns/oauth2/access_token', { schema: { hide: true } }, async (request) =>
    sandbox.accessToken(query(request)),
  );
  app.get('/sandbox/wechat/sns/oauth2/refresh_token', { schema: { hide: true } }, async (request) =>
    sandbox.refreshToken(query(request)),
  );
  app.get('/sandbox/wechat/sns/userinfo', { schema: { hide: true } }, async (request) =>
    sandbox.userInfo(query(request)),
  );
};
