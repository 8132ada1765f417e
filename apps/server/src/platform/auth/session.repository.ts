import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions } from '../../../db/schema/index.ts';
import type { TDb, TDbOrTx } from '../db/client.ts';

export type TEndReason = 'replaced' | 'logout' | 'password' | 'expired';

export interface TSessionRow {
  tokenHash: string;
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

/**
 * Every signed-in call looks its session up; the lookups that arrive together share this one named
 * statement (session-cache.ts), planned once per connection.
 */
const FIND_BY_TOKEN_HASHES = `
  select s.token_hash as "tokenHash", s.id as "sessionId", u.id as "userId", u.user_no as "userNo",
    u.mobile, u.user_type as "userType", u.is_admin as "isAdmin", u.is_disabled as "isDisabled",
    s.ended_at as "endedAt", s.end_reason as "endReason",
    extract(epoch from now() - s.last_seen_at)::float8 as "idleSeconds"
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = any($1::varchar[])`;

export const sessionRepository = {
  /**
   * Ends the live session of this client kind (if any) and opens a new one, atomically. Answers
   * whether one was ended.
   */
  async open(tx: TDbOrTx, userId: number, clientKind: string, tokenHash: string): Promise<boolean> {
    // Two logins racing (a double click) would both end "the" old session and both insert a new one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'session:' + userId}))`);
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: 'replaced' })
      .where(and(eq(sessions.userId, userId), eq(sessions.clientKind, clientKind), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    await tx.insert(sessions).values({ userId, clientKind, tokenHash });
    return ended.length > 0;
  },

  async findByTokenHashes(db: TDb, tokenHashes: string[]): Promise<TSessionRow[]> {
    const result = await db.$client.query<TSessionRow>({
      name: 'sessions_by_token_hashes',
      text: FIND_BY_TOKEN_HASHES,
      values: [tokenHashes],
    });
    return result.rows;
  },

  /**
   * Announces `payload` on `channel` (committed at once) and counts the listeners named `listenerName`
   * on this database: how many answers the barrier is to wait for.
   */
  async barrier(db: TDb, channel: string, payload: string, listenerName: string): Promise<number> {
    const result = await db.$client.query<{ listeners: number }>(
      `select pg_notify($1, $2), (select count(*)::int from pg_stat_activity
         where datname = current_database() and application_name = $3) as listeners`,
      [channel, payload, listenerName],
    );
    return result.rows[0]!.listeners;
  },

  /**
   * Last use written now for these sessions, in one statement: a rush's calls find a thousand
   * sessions stale within a second (decision 030, fourth pass). The rows are locked in id order, so
   * two processes writing overlapping sessions never wait for each other in a cycle.
   */
  async touch(db: TDbOrTx, sessionIds: number[]): Promise<void> {
    await db.execute(sql`
      update sessions s set last_seen_at = now()
      from (select id from sessions where id = any(${`{${sessionIds.join(',')}}`}::int[]) order by id for no key update) l
      where s.id = l.id`);
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
