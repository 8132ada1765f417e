import { asc, eq, sql } from 'drizzle-orm';
import {
  adverts,
  appMeta,
  footerNavArticles,
  footerNavGroups,
  friendLinks,
  navBars,
  provinces,
  vipSets,
  webInfo,
  zones,
} from '../../../db/schema/index.ts';
import type { TWebInfo } from '@huitang/contracts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { notify } from '../../platform/db/listen.ts';

export const SETTINGS_CHANNEL = 'huitang_settings';

/** Everything the public site reads on every page; small enough to keep whole in memory. */
export const systemRepository = {
  async loadSettings(db: TDbOrTx) {
    const [info, bars, groups, articles, links, advs, zoneRows, vips, provinceRows] = await Promise.all([
      db.select().from(webInfo).where(eq(webInfo.id, 1)).limit(1),
      db.select().from(navBars).where(eq(navBars.isShow, true)).orderBy(asc(navBars.sort), asc(navBars.id)),
      db.select().from(footerNavGroups).orderBy(asc(footerNavGroups.sort), asc(footerNavGroups.id)),
      db.select().from(footerNavArticles).orderBy(asc(footerNavArticles.sort), asc(footerNavArticles.id)),
      db.select().from(friendLinks).orderBy(asc(friendLinks.sort), asc(friendLinks.id)),
      db.select().from(adverts).where(eq(adverts.isShow, true)).orderBy(asc(adverts.sort), asc(adverts.id)),
      db.select().from(zones).orderBy(asc(zones.sort), asc(zones.id)),
      db.select().from(vipSets).orderBy(asc(vipSets.sort), asc(vipSets.id)),
      db.select().from(provinces).orderBy(asc(provinces.code)),
    ]);
    return {
      info: info[0],
      bars,
      groups,
      articles,
      links,
      advs,
      zones: zoneRows,
      vips,
      provinces: provinceRows,
    };
  },

  /** Tells every instance (this one included) to reload its copy of the settings. */
  async notifySettingsChanged(db: TDbOrTx): Promise<void> {
    await notify(db, SETTINGS_CHANNEL, '');
  },

  async saveWebInfo(db: TDbOrTx, data: TWebInfo, dataEn: Partial<TWebInfo>): Promise<void> {
    await db
      .update(webInfo)
      .set({ data, dataEn, updatedAt: sql`now()` })
      .where(eq(webInfo.id, 1));
  },

  async updateWebInfo(db: TDbOrTx, changes: Record<string, unknown>): Promise<void> {
    await db
      .update(webInfo)
      .set({ data: sql`${webInfo.data} || ${JSON.stringify(changes)}::jsonb`, updatedAt: sql`now()` })
      .where(eq(webInfo.id, 1));
  },

  async getMeta(db: TDbOrTx, key: string): Promise<string | undefined> {
    const rows = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
    return rows[0]?.value;
  },

  /** Stores the value unless one exists, and returns whichever won: safe when instances race. */
  async ensureMeta(db: TDbOrTx, key: string, value: string): Promise<string> {
    await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
    return (await systemRepository.getMeta(db, key)) ?? value;
  },
};

export type TSettingsRows = Awaited<ReturnType<typeof systemRepository.loadSettings>>;
