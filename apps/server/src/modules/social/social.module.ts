import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TCallOptions } from '../../platform/http/call.ts';
import { createWechatOAuth } from '../../platform/social/wechat-oauth.ts';
import { createWechatSandbox } from '../../platform/social/wechat-sandbox.ts';
import type { TSmsCodeService } from '../user/sms-code.service.ts';
import type { TUserService } from '../user/user.service.ts';
import { createSocialApps } from './social-apps.ts';
import { registerSocialRoutes } from './social.routes.ts';
import { createSocialService } from './social.service.ts';
import { callOwnRoute } from '../../platform/http/drain.ts';

/** The sandbox's consent pages live in the web app, under the paths WeChat's own pages have. */
export const SANDBOX_AUTHORIZE_BASE = '/wechat/sandbox';

interface TModuleDeps {
  db: TDb;
  secrets: TSecretBox;
  users: TUserService;
  smsCodes: TSmsCodeService;
  cookieDomain: string | undefined;
  signInLimit: TCallOptions;
  sandboxEnabled: boolean;
  /** The server's own random secret; the sandbox's signing key is derived from it. */
  secret: string;
}

/** Sign-in with WeChat: the platform's apps, the flows, and (in the demo and tests) the sandbox. */
export const registerSocialModule = (app: FastifyInstance, deps: TModuleDeps) => {
  const server = deps.sandboxEnabled
    ? createWechatSandbox(createHmac('sha256', deps.secret).update('wechat-sandbox').digest())
    : undefined;
  // The sandbox's API is this server's own routes, reached in-process the way a gateway's HTTP is.
  const sandboxFetch = async (url: string) => {
    const target = new URL(url);
    const reply = await callOwnRoute(app, { method: 'GET', url: target.pathname + target.search });
    return new Response(reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
  const apps = createSocialApps(deps.db, {
    secrets: deps.secrets,
    wechat: createWechatOAuth({
      authorizeBase: 'https://open.weixin.qq.com',
      apiBase: 'https://api.weixin.qq.com',
    }),
    ...(server && {
      sandbox: {
        server,
        oauth: createWechatOAuth({
          authorizeBase: SANDBOX_AUTHORIZE_BASE,
          apiBase: 'http://sandbox.invalid/sandbox/wechat',
          fetch: sandboxFetch,
        }),
      },
    }),
  });
  const social = createSocialService(deps.db, {
    apps,
    users: deps.users,
    smsCodes: deps.smsCodes,
    secrets: deps.secrets,
    sandbox: server,
    log: app.log,
  });
  registerSocialRoutes(app, social, apps, {
    cookieDomain: deps.cookieDomain,
    signInLimit: deps.signInLimit,
    sandbox: server,
  });
};
