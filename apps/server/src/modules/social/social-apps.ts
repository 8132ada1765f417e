import type { TSocialAppKind, TSocialSettings, TSocialSettingsSave } from '@huitang/contracts';
import { secretHint, type TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb } from '../../platform/db/client.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { TWechatApp, TWechatOAuth } from '../../platform/social/wechat-oauth.ts';
import type { TWechatSandbox } from '../../platform/social/wechat-sandbox.ts';
import { socialRepository } from './social.repository.ts';

export interface TWechatAppInUse {
  app: TWechatApp;
  oauth: TWechatOAuth;
}

interface TAppsDeps {
  secrets: TSecretBox;
  /** WeChat itself. */
  wechat: TWechatOAuth;
  /** The local stand-in and the client that talks to it, when the sandbox is on. */
  sandbox?: { server: TWechatSandbox; oauth: TWechatOAuth };
}

/**
 * The platform's two WeChat apps (console settings, secrets sealed) and which one serves a sign-in:
 * an enabled app goes to WeChat; a kind not enabled goes to the sandbox when it is on, else is off.
 */
export const createSocialApps = (db: TDb, deps: TAppsDeps) => {
  const { secrets, wechat, sandbox } = deps;

  const present = (row: Awaited<ReturnType<typeof socialRepository.settings>>): TSocialSettings => ({
    webEnabled: row?.webEnabled ?? false,
    webAppId: row?.webAppId ?? '',
    webSecretHint: row?.webSecretSealed ? secretHint(secrets.open(row.webSecretSealed)) : '',
    mpEnabled: row?.mpEnabled ?? false,
    mpAppId: row?.mpAppId ?? '',
    mpSecretHint: row?.mpSecretSealed ? secretHint(secrets.open(row.mpSecretSealed)) : '',
    sandbox: sandbox !== undefined,
  });

  return {
    async inUse(kind: TSocialAppKind): Promise<TWechatAppInUse | undefined> {
      const row = await socialRepository.settings(db);
      const enabled = kind === 'web' ? row?.webEnabled : row?.mpEnabled;
      const sealed = kind === 'web' ? row?.webSecretSealed : row?.mpSecretSealed;
      const appId = kind === 'web' ? row?.webAppId : row?.mpAppId;
      if (enabled && appId && sealed)
        return { app: { appId, appSecret: secrets.open(sealed) }, oauth: wechat };
      return sandbox && { app: sandbox.server.apps[kind], oauth: sandbox.oauth };
    },

    /** The client that speaks to the app an identity was issued by, to renew its tokens (no secret needed). */
    async oauthOf(appId: string): Promise<TWechatOAuth | undefined> {
      const row = await socialRepository.settings(db);
      if (appId !== '' && (appId === row?.webAppId || appId === row?.mpAppId)) return wechat;
      return sandbox?.server.isSandboxApp(appId) ? sandbox.oauth : undefined;
    },

    settings: async () => present(await socialRepository.settings(db)),

    async save(
      request: TSocialSettingsSave & { webSecret: string; mpSecret: string },
    ): Promise<TSocialSettings> {
      const stored = await socialRepository.settings(db);
      // An empty secret keeps the stored one: the console never has it to send back.
      const webSecretSealed = request.webSecret
        ? secrets.seal(request.webSecret)
        : (stored?.webSecretSealed ?? '');
      const mpSecretSealed = request.mpSecret
        ? secrets.seal(request.mpSecret)
        : (stored?.mpSecretSealed ?? '');
      if (request.webEnabled && !webSecretSealed) throw invalid('social.secretRequired', 'webSecret');
      if (request.mpEnabled && !mpSecretSealed) throw invalid('social.secretRequired', 'mpSecret');
      const row = await socialRepository.saveSettings(db, {
        webEnabled: request.webEnabled,
        webAppId: request.webAppId,
        webSecretSealed,
        mpEnabled: request.mpEnabled,
        mpAppId: request.mpAppId,
        mpSecretSealed,
      });
      return present(row);
    },
  };
};

export type TSocialApps = ReturnType<typeof createSocialApps>;
