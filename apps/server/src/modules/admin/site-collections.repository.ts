import { asc, eq } from 'drizzle-orm';
import type { TSiteCollection } from '@huitang/contracts';
import {
  adverts,
  courseCategories,
  footerNavArticles,
  footerNavGroups,
  friendLinks,
  navBars,
  vipSets,
  zones,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

/** The tables behind each site collection the administrator edits; all share id and sort. */
const tables = {
  navBar: navBars,
  footerGroup: footerNavGroups,
  footerArticle: footerNavArticles,
  link: friendLinks,
  advert: adverts,
  zone: zones,
  vipSet: vipSets,
  courseCategory: courseCategories,
} as const;

type TRow = Record<string, string | number | boolean | null>;

export const siteCollectionRepository = {
  async list(db: TDbOrTx, collection: TSiteCollection): Promise<TRow[]> {
    const table = tables[collection];
    const rows = await db.select().from(table).orderBy(asc(table.sort), asc(table.id));
    return rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
      ),
    );
  },

  /** Inserts a new row or updates the one with this id; false when that id does not exist. */
  async save(
    db: TDbOrTx,
    collection: TSiteCollection,
    item: { id?: number | undefined } & TRow,
  ): Promise<boolean> {
    const table = tables[collection];
    const { id, ...given } = item;
    // A table that records its last change (footer articles) is stamped here, as a timestamp.
    const values = 'updatedAt' in table ? { ...given, updatedAt: new Date() } : given;
    if (id === undefined) {
      await db.insert(table).values(values as never);
      return true;
    }
    const rows = await db
      .update(table)
      .set(values as never)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    return rows.length > 0;
  },

  async delete(db: TDbOrTx, collection: TSiteCollection, id: number): Promise<boolean> {
    const table = tables[collection];
    const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length > 0;
  },
};
