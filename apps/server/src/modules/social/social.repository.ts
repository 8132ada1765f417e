import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { socialAttempts, socialSettings, userSocials } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

export type TSocialSettingsRow = typeof socialSettings.$inferSelect;
export type TSocialAttemptRow = typeof socialAttempts.$inferSelect;
export type TUserSocialRow = typeof userSocials.$inferSelect;
export type TNewUserSocial = typeof userSocials.$inferInsert;
export type TNewSocialAttempt = Pick<
  typeof socialAttempts.$inferInsert,
  'state' | 'purpose' | 'appKind' | 'userId' | 'returnTo' | 'clientKind'
>;
export type TVouchedIdentity = Pick<
  TNewUserSocial,
  'appId' | 'openId' | 'unionId' | 'nickname' | 'headImgUrl' | 'tokensSealed' | 'tokenExpiresAt'
>;
/** What a later look at WeChat changes of a bound identity: its profile and tokens, read just now. */
export type TRenewal = Partial<
  Pick<TNewUserSocial, 'nickname' | 'headImgUrl' | 'tokensSealed' | 'tokenExpiresAt'>
>;

const PROVIDER = 'wechat';
const ATTEMPT_MINUTES = 10;

/** unionid names the person across the platform's apps; without it an openid is only per app. */
export const subjectOf = (identity: Pick<TVouchedIdentity, 'appId' | 'openId' | 'unionId'>) =>
  identity.unionId ? identity.unionId : `${identity.appId}/${identity.openId}`;

export const socialRepository = {
  async settings(db: TDbOrTx): Promise<TSocialSettingsRow | undefined> {
    const rows = await db.select().from(socialSettings).where(eq(socialSettings.id, 1)).limit(1);
    return rows[0];
  },

  async saveSettings(db: TDbOrTx, values: Omit<typeof socialSettings.$inferInsert, 'id'>) {
    const rows = await db
      .insert(socialSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: socialSettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return rows[0]!;
  },

  /** A new attempt, good for ten minutes; attempts long over are cleared on the way. */
  async startAttempt(db: TDbOrTx, attempt: TNewSocialAttempt): Promise<void> {
    await db.delete(socialAttempts).where(lt(socialAttempts.expiresAt, sql`now() - interval '1 day'`));
    await db
      .insert(socialAttempts)
      .values({ ...attempt, expiresAt: sql`now() + make_interval(mins => ${ATTEMPT_MINUTES})` });
  },

  /**
   * Spends the state on WeChat's callback: only a live attempt not called back yet qualifies, and
   * the update settles two callbacks racing with one state.
   */
  async takeCallback(db: TDbOrTx, state: string): Promise<TSocialAttemptRow | undefined> {
    const rows = await db
      .update(socialAttempts)
      .set({ calledBackAt: sql`now()` })
      .where(
        and(
          eq(socialAttempts.state, state),
          isNull(socialAttempts.calledBackAt),
          sql`${socialAttempts.expiresAt} > now()`,
        ),
      )
      .returning();
    return rows[0];
  },

  async rememberIdentity(db: TDbOrTx, attemptId: number, identity: TVouchedIdentity): Promise<void> {
    await db.update(socialAttempts).set(identity).where(eq(socialAttempts.id, attemptId));
  },

  /** The attempt waiting for a mobile (called back, unfinished, live), locked when in a transaction. */
  async pending(db: TDbOrTx, state: string, lock = false): Promise<TSocialAttemptRow | undefined> {
    const query = db
      .select()
      .from(socialAttempts)
      .where(
        and(
          eq(socialAttempts.state, state),
          eq(socialAttempts.purpose, 'login'),
          sql`${socialAttempts.calledBackAt} is not null`,
          isNull(socialAttempts.finishedAt),
          sql`${socialAttempts.openId} <> ''`,
          sql`${socialAttempts.expiresAt} > now()`,
        ),
      )
      .limit(1);
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  },

  async finish(db: TDbOrTx, attemptId: number): Promise<void> {
    await db
      .update(socialAttempts)
      .set({ finishedAt: sql`now()` })
      .where(eq(socialAttempts.id, attemptId));
  },

  async findBySubject(db: TDbOrTx, subject: string): Promise<TUserSocialRow | undefined> {
    const rows = await db
      .select()
      .from(userSocials)
      .where(and(eq(userSocials.provider, PROVIDER), eq(userSocials.subject, subject)))
      .limit(1);
    return rows[0];
  },

  /** The account's WeChat identities (one per app at most), first bound first. */
  async ofUser(db: TDbOrTx, userId: number): Promise<TUserSocialRow[]> {
    return db
      .select()
      .from(userSocials)
      .where(and(eq(userSocials.provider, PROVIDER), eq(userSocials.userId, userId)))
      .orderBy(userSocials.id);
  },

  /**
   * Binds the identity to the account; the unique indexes decide a race: 'taken' when the identity
   * went to someone else meanwhile, 'otherOfApp' when the account already holds another of this app.
   */
  async bind(
    db: TDbOrTx,
    userId: number,
    identity: TVouchedIdentity,
  ): Promise<'bound' | 'taken' | 'otherOfApp'> {
    // No exception on a conflict, so this can run inside the caller's transaction.
    const inserted = await db
      .insert(userSocials)
      .values({ ...identity, userId, provider: PROVIDER, subject: subjectOf(identity) })
      .onConflictDoNothing()
      .returning({ id: userSocials.id });
    if (inserted.length > 0) return 'bound';
    const holder = await socialRepository.findBySubject(db, subjectOf(identity));
    if (holder?.userId === userId) return 'bound';
    return holder ? 'taken' : 'otherOfApp';
  },

  /** The identity as WeChat shows it now (sign-in, or the account page's look); read at `profileAt`. */
  async renew(db: TDbOrTx, id: number, renewal: TRenewal): Promise<TUserSocialRow | undefined> {
    const rows = await db
      .update(userSocials)
      .set({ ...renewal, profileAt: sql`now()` })
      .where(eq(userSocials.id, id))
      .returning();
    return rows[0];
  },

  async unbindAll(db: TDbOrTx, userId: number): Promise<number> {
    const rows = await db
      .delete(userSocials)
      .where(and(eq(userSocials.provider, PROVIDER), eq(userSocials.userId, userId)))
      .returning({ id: userSocials.id });
    return rows.length;
  },
};
