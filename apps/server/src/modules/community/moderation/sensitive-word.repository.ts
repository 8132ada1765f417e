import { asc, eq, sql } from 'drizzle-orm';
import { sensitiveWords } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

/** The admin's sensitive words (decision 035): a short list, matched inside the text by PostgreSQL. */
export const sensitiveWordRepository = {
  list(db: TDbOrTx) {
    return db.select().from(sensitiveWords).orderBy(asc(sensitiveWords.createdAt), asc(sensitiveWords.word));
  },

  async add(db: TDbOrTx, word: string) {
    await db.insert(sensitiveWords).values({ word }).onConflictDoNothing();
  },

  async remove(db: TDbOrTx, word: string) {
    await db.delete(sensitiveWords).where(eq(sensitiveWords.word, word));
  },

  /** The first listed word the text contains, ignoring case; undefined when it has none. */
  async firstIn(db: TDbOrTx, text: string): Promise<string | undefined> {
    const [row] = await db
      .select({ word: sensitiveWords.word })
      .from(sensitiveWords)
      .where(sql`strpos(lower(${text}), lower(${sensitiveWords.word})) > 0`)
      .limit(1);
    return row?.word;
  },
};
