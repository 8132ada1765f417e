import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { organizations, orgMembers, users } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const adminRepository = {
  async users(db: TDbOrTx, offset: number, limit: number, keyword?: string) {
    const where = keyword
      ? or(
          ilike(users.mobile, like(keyword)),
          ilike(users.nickname, like(keyword)),
          ilike(users.userNo, like(keyword)),
        )
      : undefined;
    const [list, total] = await Promise.all([
      db.select().from(users).where(where).orderBy(desc(users.id)).offset(offset).limit(limit),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async organizations(db: TDbOrTx, offset: number, limit: number, keyword?: string) {
    const where = keyword
      ? or(
          ilike(organizations.orgName, like(keyword)),
          ilike(organizations.shortName, like(keyword)),
          ilike(organizations.orgNo, like(keyword)),
        )
      : undefined;
    const memberCount = db
      .select({ orgId: orgMembers.orgId, total: count().as('total') })
      .from(orgMembers)
      .groupBy(orgMembers.orgId)
      .as('member_count');
    const [list, total] = await Promise.all([
      db
        .select({ org: organizations, memberCount: sql<number>`coalesce(${memberCount.total}, 0)::int` })
        .from(organizations)
        .leftJoin(memberCount, eq(memberCount.orgId, organizations.id))
        .where(where)
        .orderBy(desc(organizations.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(organizations).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async setOrgDisabled(db: TDbOrTx, id: number, disabled: boolean): Promise<boolean> {
    const rows = await db
      .update(organizations)
      .set({ isDisabled: disabled })
      .where(eq(organizations.id, id))
      .returning({ id: organizations.id });
    return rows.length > 0;
  },
};
