import { randomBytes, randomInt } from 'node:crypto';
import {
  Code,
  type TLoginResponse,
  type TMobileChangeRequest,
  type TRegisterRequest,
  type TUpdatePasswordRequest,
  type TUserExt,
  type TUserExtUpdateRequest,
} from '@huitang/contracts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { sessionRepository } from '../../platform/auth/session.repository.ts';
import { hashToken, newToken } from '../../platform/auth/token.ts';
import type { TDb } from '../../platform/db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TSmsCodeService } from './sms-code.service.ts';
import { presentLogin, presentUserExt } from './user.presenter.ts';
import { assertMayLogIn } from './user.policy.ts';
import { referralRepository } from './referral.repository.ts';
import { userRepository, type TUserRow } from './user.repository.ts';

// Social sign-in (another module) opens sessions under the same rule, reached through this service.
export { assertMayLogIn } from './user.policy.ts';

const LOCK_WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES = 5;
export const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type TClientKind = 'pc' | 'h5';

export const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
export const maskedMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

export const createUserService = (
  db: TDb,
  smsCodes: TSmsCodeService,
  passwordCostN: number,
  /** After sessions were ended or their user changed: every process has forgotten the old (session-cache.ts). */
  sessionsChanged: () => Promise<void>,
) => {
  /** Opens a session for this client kind; the previous one of the same kind now answers 304, on every process. */
  const openSession = async (user: TUserRow, clientKind: TClientKind): Promise<TLoginResponse> => {
    assertMayLogIn(user);
    const token = newToken();
    const replaced = await db.transaction((tx) =>
      sessionRepository.open(tx, user.id, clientKind, hashToken(token)),
    );
    if (replaced) await sessionsChanged();
    return presentLogin(user, token);
  };

  const requireUser = async (userId: number): Promise<TUserRow> => {
    const user = await userRepository.findById(db, userId);
    if (!user) throw notFound();
    return user;
  };

  /**
   * The password of a mobile's account, counted against the lock-out wherever it is asked for
   * (sign-in, changing the mobile): 5 wrong in 15 minutes lock the mobile, and while locked even the
   * right password gets the lock-out's answer.
   */
  const checkPassword = async (mobile: string, password: string) => {
    const outcome = await db.transaction(async (tx) => {
      await userRepository.lockMobile(tx, mobile);
      const failures = await userRepository.recentFailures(tx, mobile, LOCK_WINDOW_SECONDS);
      if (failures.count >= MAX_FAILURES) {
        const waitSeconds = LOCK_WINDOW_SECONDS - (failures.secondsSinceLatest ?? 0);
        return { kind: 'locked', minutes: Math.max(1, Math.ceil(waitSeconds / 60)) } as const;
      }
      const found = await userRepository.findByMobile(tx, mobile);
      const matches = found
        ? await verifyPassword(password, found.passwordHash, found.passwordSalt)
        : await burnPasswordCheck(password).then(() => false);
      if (!found || !matches) {
        await userRepository.recordFailure(tx, mobile);
        return { kind: 'wrong' } as const;
      }
      await userRepository.clearFailures(tx, mobile);
      return { kind: 'ok', user: found } as const;
    });
    if (outcome.kind === 'locked') throw conflict('login.locked', { minutes: outcome.minutes });
    return outcome;
  };

  const insertAccount = async (
    mobile: string,
    password: string,
    profile: { nickname: string; referrerId: number | null; referralChannelId?: number | null },
  ) => {
    const { hash, salt } = await hashPassword(password, passwordCostN);
    return userRepository.insert(db, {
      mobile,
      passwordHash: hash,
      passwordSalt: salt,
      nickname: profile.nickname.slice(0, 32),
      referralCode: newReferralCode(),
      referrerId: profile.referrerId,
      referralChannelId: profile.referralChannelId ?? null,
    });
  };

  return {
    sendCode: (mobile: string) => smsCodes.send(mobile),

    async register(request: TRegisterRequest, clientKind: TClientKind): Promise<TLoginResponse> {
      if (await userRepository.findByMobile(db, request.mobile)) throw conflict('register.exists');
      // A person's own code or one of their channels' (decision 045).
      const referrer = request.referralCode
        ? await referralRepository.ownerOfCode(db, request.referralCode)
        : undefined;
      if (request.referralCode && !referrer) throw invalid('referral.invalid', 'referralCode');
      await smsCodes.consume(request.mobile, request.code);
      const user = await insertAccount(request.mobile, request.password, {
        nickname: maskedMobile(request.mobile),
        referrerId: referrer?.userId ?? null,
        referralChannelId: referrer?.channelId ?? null,
      });
      if (!user) throw conflict('register.exists');
      return openSession(user, clientKind);
    },

    /** A session for an account another way of signing in (WeChat) has vouched for. */
    loginAs: async (userId: number, clientKind: TClientKind) =>
      openSession(await requireUser(userId), clientKind),

    /**
     * The account of a mobile its caller has proven, made now when there is none: with a password
     * nobody knows (the person sets one through 忘记密码 when they want one) and the given nickname.
     */
    async accountOfMobile(mobile: string, nickname: string): Promise<{ user: TUserRow; created: boolean }> {
      const found = await userRepository.findByMobile(db, mobile);
      if (found) return { user: found, created: false };
      const made = await insertAccount(mobile, randomBytes(32).toString('base64'), {
        nickname: nickname || maskedMobile(mobile),
        referrerId: null,
      });
      // Lost a race with a registration of the same number: that account is the mobile's.
      if (!made) return { user: (await userRepository.findByMobile(db, mobile))!, created: false };
      return { user: made, created: true };
    },

    async loginByPassword(
      mobile: string,
      password: string,
      clientKind: TClientKind,
    ): Promise<TLoginResponse> {
      const outcome = await checkPassword(mobile, password);
      if (outcome.kind === 'wrong') throw new AppError(Code.INVALID, 'login.wrong');
      return openSession(outcome.user, clientKind);
    },

    async loginByCode(mobile: string, code: string, clientKind: TClientKind): Promise<TLoginResponse> {
      const user = await userRepository.findByMobile(db, mobile);
      if (!user) throw invalid('user.notFound', 'mobile');
      await smsCodes.consume(mobile, code);
      return openSession(user, clientKind);
    },

    async updatePassword(request: TUpdatePasswordRequest): Promise<void> {
      const user = await userRepository.findByMobile(db, request.mobile);
      if (!user) throw invalid('user.notFound', 'mobile');
      await smsCodes.consume(request.mobile, request.code);
      const { hash, salt } = await hashPassword(request.newPassword, passwordCostN);
      await db.transaction(async (tx) => {
        await userRepository.update(tx, user.id, { passwordHash: hash, passwordSalt: salt });
        await userRepository.clearFailures(tx, user.mobile);
        await sessionRepository.endAllOfUser(tx, user.id, 'password');
      });
      await sessionsChanged();
    },

    async view(userId: number): Promise<TUserExt> {
      return presentUserExt(await requireUser(userId));
    },

    async update(userId: number, changes: TUserExtUpdateRequest): Promise<TUserExt> {
      const user = await userRepository.update(db, userId, changes);
      if (!user) throw notFound();
      return presentUserExt(user);
    },

    /** Who a code (a person's or one of their channels') would credit, as the register page greets them. */
    async findByReferralCode(referralCode: string) {
      const owner = await referralRepository.ownerOfCode(db, referralCode);
      const user = owner && (await userRepository.findById(db, owner.userId));
      return user && { referralCode, userNo: user.userNo, nickname: user.nickname };
    },

    async changeMobile(userId: number, request: TMobileChangeRequest): Promise<TUserExt> {
      const current = await requireUser(userId);
      const checked = await checkPassword(current.mobile, request.password);
      if (checked.kind === 'wrong') throw invalid('password.wrong', 'password');
      const user = checked.user;
      if (request.newMobile === user.mobile) throw invalid('mobile.same', 'newMobile');
      if (await userRepository.findByMobile(db, request.newMobile)) throw conflict('mobile.taken');
      await smsCodes.consume(request.newMobile, request.code);
      // The unique index settles a race with a registration of the same number in the meantime.
      const updated = await userRepository.changeMobile(db, userId, request.newMobile);
      if (!updated) throw conflict('mobile.taken');
      await sessionsChanged();
      return presentUserExt(updated);
    },

    async logout(sessionId: number) {
      await sessionRepository.end(db, sessionId, 'logout');
      await sessionsChanged();
    },
  };
};

export type TUserService = ReturnType<typeof createUserService>;
