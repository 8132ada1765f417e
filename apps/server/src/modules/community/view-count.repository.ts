import { and, eq, sql } from 'drizzle-orm';
import type { VIEWED_KINDS } from '@huitang/contracts';
import { blogs, infoArticles, questions } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

const tables = { blog: blogs, question: questions, article: infoArticles } as const;

/**
 * One more read of a published post. The reader's browser reports it once the page shows
 * (decision 036): a count in the page's loader missed the visits served from the page cache and
 * counted twice the ones the server rendered and the browser loaded again.
 */
export const countRead = async (
  db: TDbOrTx,
  kind: (typeof VIEWED_KINDS)[number],
  id: number,
): Promise<boolean> => {
  const table = tables[kind] as typeof blogs;
  const rows = await db
    .update(table)
    .set({ viewCount: sql`${table.viewCount} + 1` })
    .where(and(eq(table.id, id), eq(table.status, 'published')))
    .returning({ id: table.id });
  return rows.length > 0;
};
