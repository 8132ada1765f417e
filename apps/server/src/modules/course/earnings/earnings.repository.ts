import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  courses,
  earningBalances,
  earnings,
  organizations,
  users,
  withdrawals,
  type TEarnerKind,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx, TTx } from '../../../platform/db/client.ts';
import { chinaMonth } from '../../../platform/db/sql/china-time.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TWithdrawalRow = typeof withdrawals.$inferSelect;
export interface TEarner {
  kind: TEarnerKind;
  ownerId: number;
}
type TWithdrawalStatus = TWithdrawalRow['status'];

const ofEarner = (table: typeof earnings | typeof withdrawals, earner: TEarner) =>
  and(eq(table.kind, earner.kind), eq(table.ownerId, earner.ownerId));
/** An earner's income: shares of sales not refunded since. */
const incomeOf = (earner: TEarner) => and(ofEarner(earnings, earner), isNull(earnings.reversedAt));

/** A withdrawal with the name of whose money it is. */
const withdrawalRows = (db: TDbOrTx) =>
  db
    .select({
      withdrawal: withdrawals,
      ownerName: sql<string>`case when ${withdrawals.kind} = 'org' then ${organizations.orgName} else ${users.nickname} end`,
    })
    .from(withdrawals)
    .leftJoin(organizations, and(eq(withdrawals.kind, 'org'), eq(organizations.id, withdrawals.ownerId)))
    .leftJoin(users, and(eq(withdrawals.kind, 'user'), eq(users.id, withdrawals.ownerId)));

const withdrawalPage = async (db: TDbOrTx, where: ReturnType<typeof and>, { offset, limit }: TSlice) => {
  const [list, total] = await Promise.all([
    withdrawalRows(db)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return { list, totalCount: total[0]?.total ?? 0 };
};

export const earningsRepository = {
  /** Records a share of a sale once (a repeated settlement adds nothing) and adds it to the balance. */
  async credit(tx: TTx, earner: TEarner, share: { orderId: number; courseId: number; amountFen: number }) {
    const added = await tx
      .insert(earnings)
      .values({ ...earner, ...share })
      .onConflictDoNothing()
      .returning({ id: earnings.id });
    if (added.length === 0) return;
    await tx
      .insert(earningBalances)
      .values({ ...earner, balanceFen: share.amountFen })
      .onConflictDoUpdate({
        target: [earningBalances.kind, earningBalances.ownerId],
        set: {
          balanceFen: sql`${earningBalances.balanceFen} + ${share.amountFen}`,
          updatedAt: sql`now()`,
        },
      });
  },

  /**
   * Takes a refunded order's shares back from their earners' balances (each only if it is there) and
   * marks them reversed; answers false when a balance is short (the caller's transaction then undoes it all).
   */
  async reverseSale(tx: TTx, orderId: number): Promise<boolean> {
    const shares = await tx
      .select()
      .from(earnings)
      .where(and(eq(earnings.orderId, orderId), isNull(earnings.reversedAt)))
      .for('update');
    for (const share of shares)
      if (!(await earningsRepository.take(tx, share, share.amountFen))) return false;
    if (shares.length)
      await tx
        .update(earnings)
        .set({ reversedAt: sql`now()` })
        .where(and(eq(earnings.orderId, orderId), isNull(earnings.reversedAt)));
    return true;
  },

  /** Takes `amountFen` from the balance only if it is there: one statement, so racing requests cannot overdraw. */
  async take(tx: TTx, earner: TEarner, amountFen: number): Promise<boolean> {
    const rows = await tx
      .update(earningBalances)
      .set({ balanceFen: sql`${earningBalances.balanceFen} - ${amountFen}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(earningBalances.kind, earner.kind),
          eq(earningBalances.ownerId, earner.ownerId),
          sql`${earningBalances.balanceFen} >= ${amountFen}`,
        ),
      )
      .returning({ kind: earningBalances.kind });
    return rows.length > 0;
  },

  async giveBack(tx: TTx, earner: TEarner, amountFen: number) {
    await tx
      .update(earningBalances)
      .set({ balanceFen: sql`${earningBalances.balanceFen} + ${amountFen}`, updatedAt: sql`now()` })
      .where(and(eq(earningBalances.kind, earner.kind), eq(earningBalances.ownerId, earner.ownerId)));
  },

  async balance(db: TDbOrTx, earner: TEarner): Promise<number> {
    const [row] = await db
      .select({ balanceFen: earningBalances.balanceFen })
      .from(earningBalances)
      .where(and(eq(earningBalances.kind, earner.kind), eq(earningBalances.ownerId, earner.ownerId)));
    return row?.balanceFen ?? 0;
  },

  /** Income by month (China time) and by course, and what the withdrawals hold and paid. */
  async summary(db: TDbOrTx, earner: TEarner) {
    const month = chinaMonth(earnings.createdAt);
    const [byMonth, byCourse, taken] = await Promise.all([
      db
        .select({ month, amountFen: sql<number>`sum(${earnings.amountFen})::int` })
        .from(earnings)
        .where(incomeOf(earner))
        .groupBy(month)
        .orderBy(month),
      db
        .select({
          courseId: earnings.courseId,
          courseName: courses.courseName,
          sales: sql<number>`count(*)::int`,
          amountFen: sql<number>`sum(${earnings.amountFen})::int`,
        })
        .from(earnings)
        .innerJoin(courses, eq(courses.id, earnings.courseId))
        .where(incomeOf(earner))
        .groupBy(earnings.courseId, courses.courseName)
        .orderBy(desc(sql`sum(${earnings.amountFen})`)),
      db
        .select({ status: withdrawals.status, amountFen: sql<number>`sum(${withdrawals.amountFen})::int` })
        .from(withdrawals)
        .where(ofEarner(withdrawals, earner))
        .groupBy(withdrawals.status),
    ]);
    const takenBy = (status: TWithdrawalStatus) => taken.find((row) => row.status === status)?.amountFen ?? 0;
    return { byMonth, byCourse, pendingFen: takenBy('pending'), withdrawnFen: takenBy('approved') };
  },

  async insertWithdrawal(tx: TTx, row: typeof withdrawals.$inferInsert): Promise<TWithdrawalRow> {
    const [saved] = await tx.insert(withdrawals).values(row).returning();
    return saved!;
  },

  /** Decides a pending request; answers it, or undefined when it was not pending. */
  async decide(
    tx: TTx,
    id: number,
    decision: { status: 'approved' | 'rejected'; note: string },
  ): Promise<TWithdrawalRow | undefined> {
    const [row] = await tx
      .update(withdrawals)
      .set({ ...decision, decidedAt: new Date() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning();
    return row;
  },

  async withdrawal(db: TDbOrTx, id: number) {
    const [row] = await withdrawalRows(db).where(eq(withdrawals.id, id));
    return row;
  },

  withdrawalsOf: (db: TDbOrTx, earner: TEarner, slice: TSlice) =>
    withdrawalPage(db, ofEarner(withdrawals, earner), slice),

  withdrawalsByStatus: (db: TDbOrTx, status: TWithdrawalStatus, slice: TSlice) =>
    withdrawalPage(db, and(eq(withdrawals.status, status)), slice),
};
