import { asc, eq, sql } from 'drizzle-orm';
import { appMeta, searchDictionaryWords } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

/** app_meta keys: when the words last changed, and which change the index was last rebuilt for. */
const CHANGED = 'search.dictionaryChangedAt';
const REBUILT = 'search.rebuiltFor';

export const dictionaryRepository = {
  list(db: TDbOrTx) {
    return db.select().from(searchDictionaryWords).orderBy(asc(searchDictionaryWords.word));
  },

  /** Adds the word; false when it was there already. */
  async add(db: TDbOrTx, word: string): Promise<boolean> {
    const added = await db.insert(searchDictionaryWords).values({ word }).onConflictDoNothing().returning();
    return added.length > 0;
  },

  async remove(db: TDbOrTx, word: string): Promise<boolean> {
    const removed = await db
      .delete(searchDictionaryWords)
      .where(eq(searchDictionaryWords.word, word))
      .returning();
    return removed.length > 0;
  },

  /** Stamps a change of the words; answers the stamp the rebuild will be done for. */
  async markChanged(db: TDbOrTx): Promise<string> {
    const stamp = new Date().toISOString();
    await db
      .insert(appMeta)
      .values({ key: CHANGED, value: stamp })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: stamp } });
    return stamp;
  },

  async markRebuilt(db: TDbOrTx, stamp: string): Promise<void> {
    await db
      .insert(appMeta)
      .values({ key: REBUILT, value: stamp })
      // Two rebuilds may finish out of order: the later change's stamp stays.
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: sql`greatest(${appMeta.value}, excluded.value)` },
      });
  },

  /** Whether the words changed after the last finished rebuild. */
  async rebuildPending(db: TDbOrTx): Promise<boolean> {
    const rows = await db.execute<{ pending: boolean }>(
      sql`select coalesce((select value from app_meta where key = ${CHANGED}), '')
            > coalesce((select value from app_meta where key = ${REBUILT}), '') as pending`,
    );
    return rows.rows[0]?.pending ?? false;
  },
};
