import { and, count, desc, eq } from 'drizzle-orm';
import { lecturerProfiles, users } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../platform/db/query.ts';

export type TLecturerRow = typeof lecturerProfiles.$inferSelect;

const visible = (keyword?: string) =>
  and(
    eq(users.userType, 2),
    eq(users.isDisabled, false),
    anyContains(keyword, lecturerProfiles.name, lecturerProfiles.position),
  );

export const lecturerRepository = {
  async find(db: TDbOrTx, userId: number): Promise<TLecturerRow | undefined> {
    const rows = await db.select().from(lecturerProfiles).where(eq(lecturerProfiles.userId, userId)).limit(1);
    return rows[0];
  },

  async findVisible(db: TDbOrTx, userId: number) {
    const rows = await db
      .select({ profile: lecturerProfiles, userNo: users.userNo })
      .from(lecturerProfiles)
      .innerJoin(users, eq(users.id, lecturerProfiles.userId))
      .where(and(eq(lecturerProfiles.userId, userId), visible()))
      .limit(1);
    return rows[0];
  },

  async page(db: TDbOrTx, { offset, limit }: TSlice, keyword?: string) {
    const [list, total] = await Promise.all([
      db
        .select({ profile: lecturerProfiles, userNo: users.userNo })
        .from(lecturerProfiles)
        .innerJoin(users, eq(users.id, lecturerProfiles.userId))
        .where(visible(keyword))
        .orderBy(desc(users.isRecommended), desc(lecturerProfiles.updatedAt))
        .offset(offset)
        .limit(limit),
      db
        .select({ total: count() })
        .from(lecturerProfiles)
        .innerJoin(users, eq(users.id, lecturerProfiles.userId))
        .where(visible(keyword)),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async upsert(db: TDbOrTx, row: typeof lecturerProfiles.$inferInsert): Promise<TLecturerRow> {
    const { userId: _userId, ...changes } = row;
    const rows = await db
      .insert(lecturerProfiles)
      .values(row)
      .onConflictDoUpdate({ target: lecturerProfiles.userId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return rows[0]!;
  },
};
