import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';

export type TEndReason = 'replaced' | 'logout' | 'password' | 'expired';

export interface TSessionRow {
  sessionId: number;
  userId: number;
  userNo: string;
  mobile: string;
  userType: number;
  isAdmin: boolean;
  isDisabled: boolean;
  endedAt: Date | null;
  endReason: string | null;
  idleSeconds: number;
}

/** Every signed-in call looks its session up, so it is a named statement (see preparedPerHandle). */
const findByTokenHash = preparedPerHandle((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userNo: users.userNo,
      mobile: users.mobile,
      userType: users.userType,
      isAdmin: users.isAdmin,
      isDisabled: users.isDisabled,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      idleSeconds: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::float8`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

export const sessionRepository = {
  /** Ends the live session of this client kind (if any) and opens a new one, atomically. */
  async open(tx: TDbOrTx, userId: number, clientKind: string, tokenHash: string): Promise<void> {
    // Two logins racing (a double click) would both end "the" old session and both insert a new one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'session:' + userId}))`);
    await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: 'replaced' })
      .where(and(eq(sessions.userId, userId), eq(sessions.clientKind, clientKind), isNull(sessions.endedAt)));
    await tx.insert(sessions).values({ userId, clientKind, tokenHash });
  },

  async findByTokenHash(db: TDbOrTx, tokenHash: string): Promise<TSessionRow | undefined> {
    const rows = await findByTokenHash(db).execute({ tokenHash });
    return rows[0];
  },

  async touch(db: TDbOrTx, sessionId: number): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  },

  async end(db: TDbOrTx, sessionId: number, reason: TEndReason): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  },

  async endAllOfUser(db: TDbOrTx, userId: number, reason: TEndReason): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  },
};
