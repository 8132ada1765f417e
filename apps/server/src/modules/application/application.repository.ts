import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { applications, users } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TSlice } from '../../platform/db/query.ts';

export type TApplicationRow = typeof applications.$inferSelect;

export const applicationRepository = {
  /** Inserts unless the user already has one pending (partial unique index); undefined then. */
  async insertPending(
    db: TDbOrTx,
    row: typeof applications.$inferInsert,
  ): Promise<TApplicationRow | undefined> {
    const rows = await db.insert(applications).values(row).onConflictDoNothing().returning();
    return rows[0];
  },

  async latestOfUser(db: TDbOrTx, userId: number): Promise<TApplicationRow | undefined> {
    const rows = await db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(1);
    return rows[0];
  },

  async lock(tx: TDbOrTx, id: number): Promise<TApplicationRow | undefined> {
    const rows = await tx.select().from(applications).where(eq(applications.id, id)).for('update').limit(1);
    return rows[0];
  },

  async audit(tx: TDbOrTx, id: number, status: 1 | 2, reviewerId: number, rejectReason = ''): Promise<void> {
    await tx
      .update(applications)
      .set({ status, reviewerId, rejectReason, auditedAt: new Date() })
      .where(eq(applications.id, id));
  },

  async page(db: TDbOrTx, filter: { status?: number; kind?: string }, { offset, limit }: TSlice) {
    const conditions: SQL[] = [];
    if (filter.status !== undefined) conditions.push(eq(applications.status, filter.status));
    if (filter.kind) conditions.push(eq(applications.kind, filter.kind as 'lecturer'));
    const where = conditions.length ? and(...conditions) : undefined;
    const [list, total] = await Promise.all([
      db
        .select({ application: applications, mobile: users.mobile, nickname: users.nickname })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(where)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(applications).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },
};
