import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TModerationItem, TReportKind } from '@huitang/contracts';
import { contentReports } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

interface TQueueRow extends Record<string, unknown> {
  kind: TReportKind;
  id: number;
  question_id: number | null;
  title: string;
  content: string;
  author_id: number;
  author_name: string;
  author_avatar: string;
  status: TModerationItem['status'];
  report_count: number;
  reasons: string[] | null;
  updated_at: Date;
  total: number;
}

/** Readers' reports and the moderators' queue across the three kinds of post (decision 035). */
export const reportRepository = {
  /** Files the reader's report; false when they had already reported the post. */
  async add(db: TDbOrTx, report: { kind: TReportKind; refId: number; reporterId: number; reason: string }) {
    const rows = await db
      .insert(contentReports)
      .values(report)
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    return rows.length > 0;
  },

  /** Serialises the reports of one post, so the count that hides it sees every report before it. */
  async lockPost(db: TDbOrTx, kind: TReportKind, refId: number) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${kind}:${refId}`}))`);
  },

  async openCount(db: TDbOrTx, kind: TReportKind, refId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.kind, kind),
          eq(contentReports.refId, refId),
          isNull(contentReports.resolvedAt),
        ),
      );
    return row?.total ?? 0;
  },

  /** A moderator's decision closes every open report of the post. */
  async resolve(db: TDbOrTx, kind: TReportKind, refId: number) {
    await db
      .update(contentReports)
      .set({ resolvedAt: new Date() })
      .where(
        and(
          eq(contentReports.kind, kind),
          eq(contentReports.refId, refId),
          isNull(contentReports.resolvedAt),
        ),
      );
  },

  /**
   * The queue of one tab: posts waiting for review, posts with open reports, or hidden posts; the
   * most recently changed first. Blogs' drafts never appear.
   */
  async queue(db: TDbOrTx, tab: 'pending' | 'reported' | 'hidden', { offset, limit }: TSlice) {
    const filter = tab === 'reported' ? sql`r.report_count > 0` : sql`p.status = ${tab}`;
    const result = await db.execute<TQueueRow>(sql`
      with posts as (
        select 'blog' as kind, b.id, null::int as question_id, b.title, b.content, b.author_id, b.status, b.updated_at
          from blogs b where b.status <> 'draft'
        union all
        select 'question', q.id, null, q.title, q.content, q.author_id, q.status, q.updated_at from questions q
        union all
        select 'answer', a.id, a.question_id, q.title, a.content, a.author_id, a.status, a.updated_at
          from answers a join questions q on q.id = a.question_id
      )
      select p.kind, p.id, p.question_id, p.title, left(p.content, 2000) as content, p.author_id,
             u.nickname as author_name, u.head_img_url as author_avatar, p.status, p.updated_at,
             coalesce(r.report_count, 0)::int as report_count, r.reasons, count(*) over ()::int as total
        from posts p
        join users u on u.id = p.author_id
        left join lateral (
          select count(*)::int as report_count, array_agg(c.reason order by c.created_at) as reasons
            from content_reports c
           where c.kind = p.kind and c.ref_id = p.id and c.resolved_at is null
        ) r on true
       where ${filter}
       order by ${tab === 'reported' ? sql`r.report_count desc,` : sql``} p.updated_at desc, p.id desc
       offset ${offset} limit ${limit}`);
    return result.rows;
  },
};
export type TQueueEntry = Awaited<ReturnType<typeof reportRepository.queue>>[number];
