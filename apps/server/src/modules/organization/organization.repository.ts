import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  courses,
  meetings,
  organizations,
  orgMembers,
  orgPayConfigs,
  users,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';
import { anyContains, type TSlice } from '../../platform/db/query.ts';
import {
  MeetingStatus,
  type TOrgCategory,
  type TOrgRole,
  type TOrgTemplate,
  type TPageComponent,
} from '@huitang/contracts';

export type TOrgRow = typeof organizations.$inferSelect;
export type TNewOrg = typeof organizations.$inferInsert;
export type TPayConfigRow = typeof orgPayConfigs.$inferSelect;

/** What an organisation has on show: its listed meetings and its listed courses of any kind. */
const listedMeetings = sql<number>`(select count(*)::int from ${meetings}
  where ${meetings.orgId} = ${organizations.id} and ${meetings.meetingStatus} = ${MeetingStatus.LISTED})`;
const listedCourses = sql<number>`(select count(*)::int from ${courses}
  where ${courses.orgId} = ${organizations.id} and ${courses.status} = 'listed')`;

/** Every call on an institution's meeting or course checks the caller's role by it: a named statement. */
const membershipOf = preparedPerHandle((db) =>
  db
    .select({ role: orgMembers.role })
    .from(orgMembers)
    .where(
      and(eq(orgMembers.orgId, sql.placeholder('orgId')), eq(orgMembers.userId, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('org_member_role'),
);

export const organizationRepository = {
  async find(db: TDbOrTx, id: number): Promise<TOrgRow | undefined> {
    const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
    return rows[0];
  },

  async findByOrgNo(db: TDbOrTx, orgNo: string): Promise<TOrgRow | undefined> {
    const rows = await db.select().from(organizations).where(eq(organizations.orgNo, orgNo)).limit(1);
    return rows[0];
  },

  async insert(db: TDbOrTx, org: TNewOrg): Promise<TOrgRow> {
    const rows = await db.insert(organizations).values(org).returning();
    return rows[0]!;
  },

  async update(db: TDbOrTx, id: number, changes: Partial<TNewOrg>): Promise<TOrgRow | undefined> {
    const rows = await db.update(organizations).set(changes).where(eq(organizations.id, id)).returning();
    return rows[0];
  },

  /**
   * The organisation centre's site settings, keeping the layout the gallery chose: one statement, so
   * a save and a layout applied at the same moment never undo each other (decision 037).
   */
  async savePage(db: TDbOrTx, id: number, page: Omit<TPageComponent, 'template'>) {
    const rows = await db
      .update(organizations)
      .set({
        pageComponent: sql`${JSON.stringify(page)}::jsonb || jsonb_strip_nulls(jsonb_build_object('template', ${organizations.pageComponent} -> 'template'))`,
      })
      .where(eq(organizations.id, id))
      .returning({ pageComponent: organizations.pageComponent });
    return rows[0]!.pageComponent;
  },

  /** The gallery's layout, the rest of the settings as they are. */
  async setTemplate(db: TDbOrTx, id: number, template: TOrgTemplate) {
    const rows = await db
      .update(organizations)
      .set({
        pageComponent: sql`jsonb_set(${organizations.pageComponent}, '{template}', to_jsonb(${template}::text))`,
      })
      .where(eq(organizations.id, id))
      .returning({ pageComponent: organizations.pageComponent });
    return rows[0]!.pageComponent;
  },

  /** The directory (/organization): enabled organisations, the most on show first. */
  async directory(
    db: TDbOrTx,
    filter: { keyword?: string | undefined; category?: TOrgCategory | undefined },
    { offset, limit }: TSlice,
  ) {
    const where = and(
      eq(organizations.isDisabled, false),
      filter.category ? eq(organizations.category, filter.category) : undefined,
      anyContains(filter.keyword, organizations.orgName, organizations.orgNameEn, organizations.shortName),
    );
    const [list, total] = await Promise.all([
      db
        .select({ org: organizations, meetingCount: listedMeetings, courseCount: listedCourses })
        .from(organizations)
        .where(where)
        .orderBy(desc(sql`${listedMeetings} + ${listedCourses}`), asc(organizations.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(organizations).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async membership(db: TDbOrTx, orgId: number, userId: number): Promise<TOrgRole | undefined> {
    const rows = await membershipOf(db).execute({ orgId, userId });
    return rows[0]?.role;
  },

  async membershipsOfUser(db: TDbOrTx, userId: number) {
    return db
      .select({ org: organizations, role: orgMembers.role })
      .from(orgMembers)
      .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
      .where(eq(orgMembers.userId, userId));
  },

  async members(db: TDbOrTx, orgId: number) {
    return db
      .select({
        userId: users.id,
        userNo: users.userNo,
        mobile: users.mobile,
        nickname: users.nickname,
        headImgUrl: users.headImgUrl,
        role: orgMembers.role,
        joinedAt: orgMembers.createdAt,
      })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(eq(orgMembers.orgId, orgId))
      .orderBy(
        sql`case ${orgMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(orgMembers.id),
      );
  },

  async addMember(db: TDbOrTx, orgId: number, userId: number, role: TOrgRole): Promise<boolean> {
    const rows = await db
      .insert(orgMembers)
      .values({ orgId, userId, role })
      .onConflictDoNothing()
      .returning({ id: orgMembers.id });
    return rows.length > 0;
  },

  async setRole(db: TDbOrTx, orgId: number, userId: number, role: TOrgRole): Promise<void> {
    await db
      .update(orgMembers)
      .set({ role })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  },

  async removeMember(db: TDbOrTx, orgId: number, userId: number): Promise<void> {
    await db.delete(orgMembers).where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  },

  /** Serialises role changes of one institution, so two admins can't each remove "the other" owner. */
  async lockMembers(tx: TDbOrTx, orgId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'org-members:' + orgId}))`);
  },

  async ownerCount(db: TDbOrTx, orgId: number): Promise<number> {
    const rows = await db
      .select({ total: count() })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, 'owner')));
    return rows[0]?.total ?? 0;
  },

  async payConfig(db: TDbOrTx, orgId: number): Promise<TPayConfigRow | undefined> {
    const rows = await db.select().from(orgPayConfigs).where(eq(orgPayConfigs.orgId, orgId)).limit(1);
    return rows[0];
  },

  async savePayConfig(db: TDbOrTx, row: typeof orgPayConfigs.$inferInsert): Promise<TPayConfigRow> {
    const rows = await db
      .insert(orgPayConfigs)
      .values(row)
      .onConflictDoUpdate({ target: orgPayConfigs.orgId, set: { ...row, updatedAt: sql`now()` } })
      .returning();
    return rows[0]!;
  },

  /** Every organisation with its member count, newest first; a keyword matches names and number. */
  async pageWithMemberCounts(db: TDbOrTx, keyword: string | undefined, { offset, limit }: TSlice) {
    const where = anyContains(keyword, organizations.orgName, organizations.shortName, organizations.orgNo);
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

  async setDisabled(db: TDbOrTx, id: number, disabled: boolean): Promise<boolean> {
    const rows = await db
      .update(organizations)
      .set({ isDisabled: disabled })
      .where(eq(organizations.id, id))
      .returning({ id: organizations.id });
    return rows.length > 0;
  },
};
