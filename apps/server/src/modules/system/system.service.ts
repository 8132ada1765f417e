import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TAdminWebInfo, TLocale } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { listen, type TListener } from '../../platform/db/listen.ts';
import { notFound } from '../../platform/http/errors.ts';
import { presentSettings, type TSiteSnapshot } from './system.presenter.ts';
import { SETTINGS_CHANNEL, systemRepository } from './system.repository.ts';

/**
 * Site settings are read on every page, so they are served from memory: one presented snapshot per
 * language, rebuilt whenever any instance announces a change on the settings channel.
 */
export const createSystemService = async (db: TDb, databaseUrl: string, log: FastifyBaseLogger) => {
  let snapshots: Record<TLocale, TSiteSnapshot> | undefined;
  let reloading: Promise<void> | undefined;
  const reloaded: (() => void)[] = [];

  const reload = async () => {
    const rows = await systemRepository.loadSettings(db);
    snapshots = { zh: presentSettings(rows, 'zh'), en: presentSettings(rows, 'en') };
    for (const listener of reloaded) listener();
  };
  const scheduleReload = () => {
    reloading = (reloading ?? Promise.resolve())
      .then(reload)
      .catch((error: unknown) => log.error({ err: error }, 'reloading site settings failed'));
  };

  await reload();
  const listener: TListener = await listen(databaseUrl, SETTINGS_CHANNEL, scheduleReload, log);
  const current = (locale: TLocale): TSiteSnapshot => {
    if (!snapshots) throw new Error('site settings not loaded');
    return snapshots[locale];
  };

  return {
    webInfo: (locale: TLocale) => current(locale).webInfo,
    navBars: (locale: TLocale, platShow: number) =>
      current(locale)
        .navBars.filter((bar) => bar.platShow === platShow)
        .map((bar) => bar.item),
    footerGroups: (locale: TLocale) => current(locale).footerGroups,
    article: (locale: TLocale, navId: number) => {
      const article = current(locale).articles.get(navId);
      if (!article) throw notFound();
      return article;
    },
    links: (locale: TLocale) => current(locale).links,
    adverts: (locale: TLocale, platShow: number) =>
      current(locale)
        .adverts.filter((adv) => adv.platShow === platShow)
        .map((adv) => adv.item),
    zones: (locale: TLocale) => current(locale).zones,
    vipSets: (locale: TLocale) => current(locale).vipSets,
    provinces: (locale: TLocale) => current(locale).provinces,
    /** The site information as stored (both languages), for the admin's form. */
    async storedWebInfo(): Promise<TAdminWebInfo> {
      const rows = await systemRepository.loadSettings(db);
      if (!rows.info) throw notFound();
      return { zh: rows.info.data, en: rows.info.dataEn };
    },
    async saveWebInfo(zh: TAdminWebInfo['zh'], en: TAdminWebInfo['en']): Promise<void> {
      await systemRepository.saveWebInfo(db, zh, en);
      await systemRepository.notifySettingsChanged(db);
    },
    /** Tells every instance to reload the settings after another module changed them. */
    announceChange: () => systemRepository.notifySettingsChanged(db),
    /** Called after every reload of the settings, once they are what pages must show. */
    onReloaded: (listener: () => void) => void reloaded.push(listener),
    /** Resolves once the reload triggered by a change (if any) has finished; tests wait on it. */
    settled: () => reloading ?? Promise.resolve(),
    close: () => listener.close(),
  };
};

export type TSystemService = Awaited<ReturnType<typeof createSystemService>>;

/** The server's own random secret, made once per database (uploads' signatures, the sandbox key). */
export const ensureServerSecret = (db: TDb) =>
  systemRepository.ensureMeta(db, 'upload_secret', randomUUID() + randomUUID());
