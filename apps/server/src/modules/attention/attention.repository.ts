import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TAttentionKind } from '@huitang/contracts';
import { attentions, bloggers, lecturerProfiles, organizations, users } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TSlice } from '../../platform/db/query.ts';

const target = (kind: TAttentionKind, targetId: number) =>
  and(eq(attentions.kind, kind), eq(attentions.targetId, targetId));

const followerCount = sql<number>`(select count(*)::int from ${attentions} as a where a.kind = ${attentions.kind} and a.target_id = ${attentions.targetId})`;

const existenceQuery = (db: TDbOrTx, kind: TAttentionKind, id: number) => {
  if (kind === 'lecturer')
    return db
      .select({ id: lecturerProfiles.userId })
      .from(lecturerProfiles)
      .innerJoin(users, eq(users.id, lecturerProfiles.userId))
      .where(and(eq(lecturerProfiles.userId, id), eq(users.userType, 2), eq(users.isDisabled, false)));
  if (kind === 'org')
    return db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, id), eq(organizations.isDisabled, false)));
  // A blogger: anyone not disabled with a blog (made by their profile or first article).
  return db
    .select({ id: bloggers.userId })
    .from(bloggers)
    .innerJoin(users, eq(users.id, bloggers.userId))
    .where(and(eq(bloggers.userId, id), eq(users.isDisabled, false)));
};

/** Whom one follows of a kind, with a name, a picture and a line about them. */
const followedQuery = (db: TDbOrTx, kind: TAttentionKind) => {
  if (kind === 'lecturer')
    return db
      .select({
        attention: attentions,
        name: lecturerProfiles.name,
        nameEn: sql<string>`''`,
        avatar: lecturerProfiles.headImgUrl,
        summary: lecturerProfiles.position,
        followerCount,
      })
      .from(attentions)
      .innerJoin(lecturerProfiles, eq(lecturerProfiles.userId, attentions.targetId));
  if (kind === 'org')
    return db
      .select({
        attention: attentions,
        name: organizations.orgName,
        nameEn: organizations.orgNameEn,
        avatar: organizations.logo,
        summary: sql<string>`left(regexp_replace(${organizations.introduction}, '<[^>]*>', '', 'g'), 80)`,
        followerCount,
      })
      .from(attentions)
      .innerJoin(organizations, eq(organizations.id, attentions.targetId));
  return db
    .select({
      attention: attentions,
      name: users.nickname,
      nameEn: sql<string>`''`,
      avatar: users.headImgUrl,
      summary: bloggers.introduction,
      followerCount,
    })
    .from(attentions)
    .innerJoin(users, eq(users.id, attentions.targetId))
    .innerJoin(bloggers, eq(bloggers.userId, attentions.targetId));
};

export const attentionRepository = {
  /** Whether someone one can follow is there: a visible lecturer, an institution not disabled, a blogger. */
  async targetExists(db: TDbOrTx, kind: TAttentionKind, id: number): Promise<boolean> {
    const [row] = await existenceQuery(db, kind, id);
    return row !== undefined;
  },

  async follow(db: TDbOrTx, userId: number, kind: TAttentionKind, targetId: number) {
    await db.insert(attentions).values({ userId, kind, targetId }).onConflictDoNothing();
  },

  async unfollow(db: TDbOrTx, userId: number, kind: TAttentionKind, targetId: number) {
    await db.delete(attentions).where(and(eq(attentions.userId, userId), target(kind, targetId)));
  },

  async state(db: TDbOrTx, kind: TAttentionKind, targetId: number, userId: number | null) {
    const [counted] = await db.select({ total: count() }).from(attentions).where(target(kind, targetId));
    const [mine] =
      userId === null
        ? []
        : await db
            .select({ userId: attentions.userId })
            .from(attentions)
            .where(and(eq(attentions.userId, userId), target(kind, targetId)));
    return { following: mine !== undefined, followerCount: counted?.total ?? 0 };
  },

  /** Whom the person follows of a kind, the latest followed first, with names and pictures. */
  async page(db: TDbOrTx, userId: number, kind: TAttentionKind, { offset, limit }: TSlice) {
    const where = and(eq(attentions.userId, userId), eq(attentions.kind, kind));
    const base = followedQuery(db, kind);
    const [list, total] = await Promise.all([
      base.where(where).orderBy(desc(attentions.createdAt)).offset(offset).limit(limit),
      db.select({ total: count() }).from(attentions).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },
};
