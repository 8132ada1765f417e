import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { loginFailures, users } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { anyContains, type TSlice } from '../../platform/db/query.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;

/** Every signed-in page reads its visitor (the header's area), so it is a named statement (see preparedPerHandle). */
const findById = preparedPerHandle((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export const userRepository = {
  async findByMobile(db: TDbOrTx, mobile: string): Promise<TUserRow | undefined> {
    const rows = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return rows[0];
  },

  async findById(db: TDbOrTx, id: number): Promise<TUserRow | undefined> {
    const rows = await findById(db).execute({ id });
    return rows[0];
  },

  /** Inserts unless the mobile is taken; undefined tells the caller it was. */
  async insert(db: TDbOrTx, user: TNewUser): Promise<TUserRow | undefined> {
    const rows = await db
      .insert(users)
      .values(user)
      .onConflictDoNothing({ target: users.mobile })
      .returning();
    return rows[0];
  },

  async update(db: TDbOrTx, id: number, changes: Partial<TNewUser>): Promise<TUserRow | undefined> {
    const rows = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return rows[0];
  },

  /** Undefined when another account holds the number (unique violation). */
  async changeMobile(db: TDbOrTx, id: number, mobile: string): Promise<TUserRow | undefined> {
    try {
      return await userRepository.update(db, id, { mobile });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  async lockMobile(tx: TDbOrTx, mobile: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'login:' + mobile}))`);
  },

  /** Failures in the window and the seconds until the oldest of them leaves it. */
  async recentFailures(tx: TDbOrTx, mobile: string, windowSeconds: number) {
    const rows = await tx
      .select({
        count: sql<number>`count(*)::int`,
        secondsSinceLatest: sql<
          number | null
        >`extract(epoch from now() - max(${loginFailures.failedAt}))::float8`,
      })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.mobile, mobile),
          gt(loginFailures.failedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      );
    return rows[0] ?? { count: 0, secondsSinceLatest: null };
  },

  async recordFailure(tx: TDbOrTx, mobile: string): Promise<void> {
    await tx.insert(loginFailures).values({ mobile });
  },

  async clearFailures(tx: TDbOrTx, mobile: string): Promise<void> {
    await tx.delete(loginFailures).where(eq(loginFailures.mobile, mobile));
  },

  /** Everyone, newest first; a keyword matches the mobile, nickname or user number. */
  async page(db: TDbOrTx, keyword: string | undefined, { offset, limit }: TSlice) {
    const where = anyContains(keyword, users.mobile, users.nickname, users.userNo);
    const [list, total] = await Promise.all([
      db.select().from(users).where(where).orderBy(desc(users.id)).offset(offset).limit(limit),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },
};
