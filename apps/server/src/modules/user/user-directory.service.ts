import type { TPageRequest, TUserCard, TUserType } from '@huitang/contracts';
import { sessionRepository } from '../../platform/auth/session.repository.ts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { assertMayLookUp } from './user.policy.ts';
import { userRepository } from './user.repository.ts';
import { maskedMobile, newReferralCode } from './user.service.ts';

/**
 * What other modules may ask of accounts: find one, change its type inside their own transaction
 * (an approved application, a new organisation member), and the platform admin's list and switches.
 */
export const createUserDirectory = (
  db: TDb,
  /** Resolves once every process has forgotten the sessions a committed change made wrong (session-cache.ts). */
  sessionsChanged: () => Promise<void>,
) => ({
  find: (id: number, tx: TDbOrTx = db) => userRepository.findById(tx, id),
  findByMobile: (mobile: string, tx: TDbOrTx = db) => userRepository.findByMobile(tx, mobile),

  /**
   * Someone an organiser looks up by mobile (to add as a guest or member): only people who publish
   * meetings may ask (306 for others), and they learn the public card only, or 777.
   */
  async cardByMobile(caller: TSessionUser, mobile: string): Promise<TUserCard> {
    assertMayLookUp(caller);
    const user = await userRepository.findByMobile(db, mobile);
    if (!user || user.isDisabled) throw notFound();
    return {
      userNo: user.userNo,
      userType: user.userType as TUserType,
      nickname: user.nickname,
      headImgUrl: user.headImgUrl,
    };
  },

  /** Call `sessionsChanged()` after the transaction commits: the account's sessions carry its type. */
  async setType(tx: TDbOrTx, id: number, userType: TUserType): Promise<void> {
    if (!(await userRepository.update(tx, id, { userType }))) throw notFound();
  },

  async page(request: TPageRequest & { keyword?: string | undefined }) {
    const { list, totalCount } = await userRepository.page(db, request.keyword, sliceOf(request));
    return toPage(
      list.map((user) => ({
        id: user.id,
        userNo: user.userNo,
        mobile: user.mobile,
        nickname: user.nickname,
        userType: user.userType as TUserType,
        isAdmin: user.isAdmin,
        isRecommended: user.isRecommended,
        isDisabled: user.isDisabled,
        gmtCreate: user.createdAt.toISOString(),
      })),
      totalCount,
      request,
    );
  },

  /** A disabled account is signed out everywhere at once. */
  async setDisabled(actor: TSessionUser, id: number, disabled: boolean) {
    if (id === actor.userId) throw conflict('admin.self');
    await db.transaction(async (tx) => {
      if (!(await userRepository.update(tx, id, { isDisabled: disabled }))) throw notFound();
      if (disabled) await sessionRepository.endAllOfUser(tx, id, 'logout');
    });
    await sessionsChanged();
  },

  sessionsChanged,

  /**
   * Makes the account of `mobile` a platform administrator with this password, creating it when
   * there is none (the operator's first administrator: npm run admin:create).
   */
  async ensureAdmin(mobile: string, password: string): Promise<'created' | 'promoted'> {
    const { hash, salt } = await hashPassword(password);
    return db.transaction(async (tx) => {
      await userRepository.lockMobile(tx, mobile);
      const found = await userRepository.findByMobile(tx, mobile);
      if (found) {
        await userRepository.update(tx, found.id, { isAdmin: true, passwordHash: hash, passwordSalt: salt });
        return 'promoted';
      }
      await userRepository.insert(tx, {
        mobile,
        passwordHash: hash,
        passwordSalt: salt,
        nickname: maskedMobile(mobile),
        referralCode: newReferralCode(),
        isAdmin: true,
      });
      return 'created';
    });
  },

  async setRecommended(id: number, recommended: boolean) {
    if (!(await userRepository.update(db, id, { isRecommended: recommended }))) throw notFound();
  },
});
export type TUserDirectory = ReturnType<typeof createUserDirectory>;
