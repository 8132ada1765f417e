import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  Code,
  type TSocialBinding,
  type TSocialLogin,
  type TSocialOptions,
  type TSocialPending,
  type TSocialUrlRequest,
} from '@huitang/contracts';
import { safeEqual } from '../../platform/crypto/safe-equal.ts';
import type { TDb } from '../../platform/db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import { TWechatOAuthError, type TWechatTokens } from '../../platform/social/wechat-oauth.ts';
import type { TWechatSandbox } from '../../platform/social/wechat-sandbox.ts';
import type { TSmsCodeService } from '../user/sms-code.service.ts';
import { assertMayLogIn, type TClientKind, type TUserService } from '../user/user.service.ts';
import type { TSocialApps } from './social-apps.ts';
import {
  socialRepository,
  subjectOf,
  type TSocialAttemptRow,
  type TUserSocialRow,
  type TVouchedIdentity,
} from './social.repository.ts';

/** Where WeChat sends the browser back; the same path on every host the site answers. */
export const SOCIAL_CALLBACK_PATH = '/apis/user/api/user/social/callback';

/** What the callback tells the page it lands on (`?social=`), and where that page is. */
export type TCallbackOutcome =
  { kind: 'signedIn'; token: string; to: string } | { kind: 'redirect'; to: string };

interface TSocialDeps {
  apps: TSocialApps;
  users: TUserService;
  smsCodes: TSmsCodeService;
  /** Seals WeChat's tokens at rest. */
  secrets: TSecretBox;
  /** The local stand-in for WeChat, when it is on: its consent page asks it for codes. */
  sandbox: TWechatSandbox | undefined;
  log: FastifyBaseLogger;
}

/** How old the bound profile may be before the account page reads it again from WeChat. */
const PROFILE_MS = 60 * 60_000;
/** An access token this close to its end is renewed first (clocks differ, calls take time). */
const TOKEN_MARGIN_MS = 5 * 60_000;

const withOutcome = (path: string, outcome: string) =>
  `${path}${path.includes('?') ? '&' : '?'}social=${outcome}`;

/**
 * Signing in with WeChat and binding it. An attempt starts on our side (a random `state`, kept in
 * the database and in the browser's cookie), goes to WeChat, and comes back once to the callback,
 * which trades the code for the identity. A known identity signs its account in; an unknown one
 * waits on /bind until its person proves a mobile by SMS code, which binds it to that mobile's
 * account or to a new one. Every account keeps a proven mobile, so unbinding WeChat never leaves
 * an account without a way in (SMS code sign-in always works).
 */
export const createSocialService = (db: TDb, deps: TSocialDeps) => {
  const { apps, users, smsCodes, secrets, sandbox, log } = deps;

  const identityOf = (attempt: TSocialAttemptRow): TVouchedIdentity => ({
    appId: attempt.appId,
    openId: attempt.openId,
    unionId: attempt.unionId,
    nickname: attempt.nickname,
    headImgUrl: attempt.headImgUrl,
    tokensSealed: attempt.tokensSealed,
    tokenExpiresAt: attempt.tokenExpiresAt,
  });

  /** WeChat's tokens as we keep them: sealed, like the app secrets, with when the access token expires. */
  const kept = (tokens: TWechatTokens) => ({
    tokensSealed: secrets.seal(JSON.stringify({ a: tokens.accessToken, r: tokens.refreshToken })),
    tokenExpiresAt: tokens.expiresAt,
  });

  const refused = (error: unknown, what: string) => {
    if (!(error instanceof TWechatOAuthError)) throw error;
    log.warn({ errcode: error.errcode, reason: error.message }, what);
  };

  /** WeChat's identity for the code, or undefined when WeChat refused it (logged, never the secret). */
  const identify = async (
    attempt: TSocialAttemptRow,
    code: string,
  ): Promise<TVouchedIdentity | undefined> => {
    const inUse = await apps.inUse(attempt.appKind as 'web' | 'mp');
    if (!inUse) return undefined;
    try {
      const { tokens, ...identity } = await inUse.oauth.identify(inUse.app, code);
      return { ...identity, ...kept(tokens) };
    } catch (error) {
      refused(error, 'wechat sign-in refused');
      return undefined;
    }
  };

  /**
   * The bound identity's nickname and avatar read again from WeChat with its stored token, renewed
   * first through the refresh token when it has expired (or is about to): WeChat refuses an expired
   * one (42001). When WeChat refuses (the refresh token is 30 days old, the person revoked us) the
   * stored profile stays, and is not asked for again before the next look is due.
   */
  const freshen = async (row: TUserSocialRow): Promise<TUserSocialRow> => {
    const oauth = await apps.oauthOf(row.appId);
    if (!oauth || !row.tokensSealed) return row;
    try {
      const stored = JSON.parse(secrets.open(row.tokensSealed)) as { a: string; r: string };
      const expired = (row.tokenExpiresAt?.getTime() ?? 0) - Date.now() < TOKEN_MARGIN_MS;
      const tokens = expired ? await oauth.refresh(row.appId, stored.r) : undefined;
      const { nickname, headImgUrl } = await oauth.profile(tokens?.accessToken ?? stored.a, row.openId);
      return (
        (await socialRepository.renew(db, row.id, { nickname, headImgUrl, ...(tokens && kept(tokens)) })) ??
        row
      );
    } catch (error) {
      refused(error, 'wechat profile not renewed');
      return (await socialRepository.renew(db, row.id, {})) ?? row;
    }
  };

  const signIn = async (userId: number, attempt: TSocialAttemptRow): Promise<TCallbackOutcome> => {
    try {
      const login = await users.loginAs(userId, attempt.clientKind as TClientKind);
      await socialRepository.finish(db, attempt.id);
      return { kind: 'signedIn', token: login.token, to: attempt.returnTo };
    } catch (error) {
      if (error instanceof AppError && error.messageKey === 'login.disabled') {
        return { kind: 'redirect', to: withOutcome('/login', 'disabled') };
      }
      throw error;
    }
  };

  return {
    async options(): Promise<TSocialOptions> {
      const [web, mp] = await Promise.all([apps.inUse('web'), apps.inUse('mp')]);
      return { web: web !== undefined, mp: mp !== undefined };
    },

    /** WeChat's authorize link for a new attempt, and the state the browser must keep. */
    async start(
      request: TSocialUrlRequest & { returnTo: string },
      callerId: number | null,
      clientKind: TClientKind,
      origin: string,
    ): Promise<{ url: string; state: string }> {
      if (request.purpose === 'bind' && callerId === null)
        throw new AppError(Code.NOT_LOGGED_IN, 'auth.required');
      const inUse = await apps.inUse(request.kind);
      if (!inUse) throw conflict('social.off');
      const state = randomBytes(24).toString('base64url');
      await socialRepository.startAttempt(db, {
        state,
        purpose: request.purpose,
        appKind: request.kind,
        userId: request.purpose === 'bind' ? callerId : null,
        returnTo: request.returnTo,
        clientKind,
      });
      const url = inUse.oauth.authorizeUrl(
        request.kind,
        inUse.app.appId,
        origin + SOCIAL_CALLBACK_PATH,
        state,
      );
      return { url, state };
    },

    /**
     * WeChat's redirect back. The state must be the one this browser's cookie holds (a link made for
     * someone else's browser cannot sign this one in) and is spent here, once.
     */
    async callback(
      query: { code?: string; state?: string },
      cookieState: string | undefined,
    ): Promise<TCallbackOutcome> {
      const state = query.state ?? '';
      if (!state || !cookieState || !safeEqual(state, cookieState)) {
        return { kind: 'redirect', to: withOutcome('/login', 'failed') };
      }
      const attempt = await socialRepository.takeCallback(db, state);
      if (!attempt) return { kind: 'redirect', to: withOutcome('/login', 'expired') };
      const home = attempt.purpose === 'bind' ? '/account/bind' : '/login';
      // WeChat comes back without a code when the person refused.
      if (!query.code) return { kind: 'redirect', to: withOutcome(home, 'cancelled') };
      const identity = await identify(attempt, query.code);
      if (!identity) return { kind: 'redirect', to: withOutcome(home, 'failed') };

      if (attempt.purpose === 'bind') {
        const bound = await socialRepository.bind(db, attempt.userId!, identity);
        await socialRepository.finish(db, attempt.id);
        return { kind: 'redirect', to: withOutcome(home, bound) };
      }
      const holder = await socialRepository.findBySubject(db, subjectOf(identity));
      if (holder) {
        // A later sign-in brings WeChat's profile as it is now, and fresh tokens.
        const { nickname, headImgUrl, tokensSealed, tokenExpiresAt } = identity;
        await socialRepository.renew(db, holder.id, { nickname, headImgUrl, tokensSealed, tokenExpiresAt });
        return signIn(holder.userId, attempt);
      }
      await socialRepository.rememberIdentity(db, attempt.id, identity);
      return { kind: 'redirect', to: '/bind' };
    },

    async pending(state: string | undefined): Promise<TSocialPending> {
      const attempt = state ? await socialRepository.pending(db, state) : undefined;
      if (!attempt) throw notFound('social.expired');
      return {
        nickname: attempt.nickname,
        headImgUrl: attempt.headImgUrl,
        kind: attempt.appKind as 'web' | 'mp',
      };
    },

    /** /bind: the SMS code proves the mobile; its account (made now if it has none) takes the identity. */
    async bindMobile(
      state: string | undefined,
      request: { mobile: string; code: string },
      clientKind: TClientKind,
    ): Promise<TSocialLogin & { token: string }> {
      const waiting = state ? await socialRepository.pending(db, state) : undefined;
      if (!waiting) throw conflict('social.expired');
      if (await socialRepository.findBySubject(db, subjectOf(identityOf(waiting))))
        throw conflict('social.taken');
      await smsCodes.consume(request.mobile, request.code);
      const { user, created } = await users.accountOfMobile(request.mobile, waiting.nickname);
      assertMayLogIn(user);
      await db.transaction(async (tx) => {
        // Locked: the same attempt finished twice at once binds once.
        const attempt = await socialRepository.pending(tx, waiting.state, true);
        if (!attempt) throw conflict('social.expired');
        const bound = await socialRepository.bind(tx, user.id, identityOf(attempt));
        if (bound === 'taken') throw conflict('social.taken');
        if (bound === 'otherOfApp') throw conflict('social.otherWechat');
        await socialRepository.finish(tx, attempt.id);
      });
      const login = await users.loginAs(user.id, clientKind);
      return { ...login, created, returnTo: waiting.returnTo };
    },

    /** The bound WeChat as the account page shows it, its profile read again when the last look is old. */
    async binding(userId: number): Promise<TSocialBinding> {
      const [bound] = await socialRepository.ofUser(db, userId);
      const first =
        bound && Date.now() - bound.profileAt.getTime() > PROFILE_MS ? await freshen(bound) : bound;
      return {
        bound: first !== undefined,
        nickname: first?.nickname ?? '',
        headImgUrl: first?.headImgUrl ?? '',
        gmtBind: first ? first.createdAt.toISOString() : null,
      };
    },

    async unbind(userId: number): Promise<void> {
      if ((await socialRepository.unbindAll(db, userId)) === 0) throw conflict('social.notBound');
    },

    /** The sandbox consent page's answer, sent on to our own callback only (never another address). */
    async sandboxConsent(
      consent: {
        appid: string;
        redirectUri: string;
        state: string;
        nickname: string;
        allow: boolean;
        profileNickname?: string | undefined;
        profileAvatar?: string | undefined;
      },
      origin: string,
    ): Promise<{ url: string }> {
      if (!sandbox) throw conflict('social.off');
      if (consent.redirectUri !== origin + SOCIAL_CALLBACK_PATH)
        throw invalid('field.invalid', 'redirectUri');
      if (!sandbox.isSandboxApp(consent.appid)) throw invalid('social.sandboxOnly', 'appid');
      const code = sandbox.grant(consent.appid, consent.nickname, {
        ...(consent.profileNickname !== undefined && { nickname: consent.profileNickname }),
        ...(consent.profileAvatar !== undefined && { headImgUrl: consent.profileAvatar }),
      });
      const query = new URLSearchParams(
        consent.allow ? { code, state: consent.state } : { state: consent.state },
      );
      return { url: `${consent.redirectUri}?${query.toString()}` };
    },
  };
};

export type TSocialService = ReturnType<typeof createSocialService>;
