import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearTokenCookie, setTokenCookie } from '../../platform/auth/cookie.ts';
import { apiCall, authCall, authRead, type TCallOptions } from '../../platform/http/call.ts';
import { authLinkRoute } from '../../platform/http/download.ts';
import type { TUserDirectory } from './user-directory.service.ts';
import type { TClientKind, TUserService } from './user.service.ts';

const clientKindOf = (request: FastifyRequest): TClientKind =>
  request.headers.client === 'h5' ? 'h5' : 'pc';

export const registerUserRoutes = (
  app: FastifyInstance,
  users: TUserService,
  directory: TUserDirectory,
  { cookieDomain, signInRateLimit }: { cookieDomain: string | undefined; signInRateLimit: number },
) => {
  // One bucket for every sign-in and SMS call of an address.
  const limited: TCallOptions = { addressLimit: app.addressLimit('sign-in', signInRateLimit, 60_000) };

  apiCall(app, '/user/api/user/send/code', ({ body }) => users.sendCode(body.mobile).then(() => null), {
    ...limited,
    successKey: 'code.sent',
  });

  apiCall(
    app,
    '/user/api/user/register',
    async ({ body, request, reply }) => {
      const login = await users.register(body, clientKindOf(request));
      setTokenCookie(request, reply, login.token, cookieDomain);
      return login;
    },
    { ...limited, successKey: 'register.ok' },
  );

  apiCall(
    app,
    '/user/api/user/login/password',
    async ({ body, request, reply }) => {
      const login = await users.loginByPassword(body.mobile, body.password, clientKindOf(request));
      setTokenCookie(request, reply, login.token, cookieDomain);
      return login;
    },
    limited,
  );

  apiCall(
    app,
    '/user/api/user/login/code',
    async ({ body, request, reply }) => {
      const login = await users.loginByCode(body.mobile, body.code, clientKindOf(request));
      setTokenCookie(request, reply, login.token, cookieDomain);
      return login;
    },
    limited,
  );

  apiCall(
    app,
    '/user/api/user/update/password',
    async ({ body, reply }) => {
      await users.updatePassword(body);
      clearTokenCookie(reply, cookieDomain);
      return null;
    },
    { ...limited, successKey: 'password.updated' },
  );

  authRead(app, '/user/auth/user/ext/view', ({ user }) => users.view(user.userId));
  authCall(app, '/user/auth/user/ext/update', ({ user, body }) => users.update(user.userId, body), {
    successKey: 'saved',
  });
  authCall(app, '/user/auth/user/mobile/change', ({ user, body }) => users.changeMobile(user.userId, body), {
    ...limited,
    successKey: 'mobile.changed',
  });
  authCall(
    app,
    '/user/auth/user/logout',
    async ({ user, reply }) => {
      await users.logout(user.sessionId);
      clearTokenCookie(reply, cookieDomain);
      return null;
    },
    { successKey: 'logout.ok' },
  );

  // Looking people up by mobile is limited per address too, so it cannot walk the number space.
  const lookups = app.addressLimit('mobile-lookup', 60, 60_000);
  authLinkRoute(
    app,
    '/user/auth/user/ext/by/mobile',
    async ({ query, user }) => directory.cardByMobile(user, query.mobile),
    { preValidation: async (request) => lookups.take(request.ip) },
  );
  return { signInLimit: limited };
};
