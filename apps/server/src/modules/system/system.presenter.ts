import type {
  TAdv,
  TFooterNavGroup,
  TFriendLink,
  TLocale,
  TNavArticle,
  TNavBar,
  TProvince,
  TVipSet,
  TWebInfo,
  TZone,
} from '@huitang/contracts';
import type { TSettingsRows } from './system.repository.ts';

export interface TSiteSnapshot {
  webInfo: TWebInfo;
  navBars: { platShow: number; item: TNavBar }[];
  footerGroups: TFooterNavGroup[];
  articles: Map<number, TNavArticle>;
  links: TFriendLink[];
  adverts: { platShow: number; item: TAdv }[];
  zones: TZone[];
  vipSets: TVipSet[];
  provinces: TProvince[];
}

/** Picks the English text when the caller reads English and one was written; Chinese otherwise. */
const pick = (locale: TLocale, zh: string, en: string) => (locale === 'en' && en ? en : zh);

export const presentSettings = (rows: TSettingsRows, locale: TLocale): TSiteSnapshot => {
  if (!rows.info) throw new Error('web_info row 1 is missing: the seed has not run');
  const webInfo = locale === 'en' ? { ...rows.info.data, ...rows.info.dataEn } : rows.info.data;
  const groupName = new Map(rows.groups.map((g) => [g.id, pick(locale, g.navName, g.navNameEn)]));
  return {
    webInfo,
    navBars: rows.bars.map((bar) => ({
      platShow: bar.platShow,
      item: {
        id: bar.id,
        navTitle: pick(locale, bar.navTitle, bar.navTitleEn),
        navUrl: bar.navUrl,
        target: bar.target,
      },
    })),
    footerGroups: rows.groups.map((group) => ({
      id: group.id,
      navName: pick(locale, group.navName, group.navNameEn),
      websiteNavList: rows.articles
        .filter((article) => article.groupId === group.id)
        .map((article) => ({ id: article.id, navName: pick(locale, article.navName, article.navNameEn) })),
    })),
    articles: new Map(
      rows.articles.map((article) => [
        article.id,
        {
          id: article.id,
          navName: pick(locale, article.navName, article.navNameEn),
          groupName: groupName.get(article.groupId) ?? '',
          content: pick(locale, article.content, article.contentEn),
          gmtModified: article.updatedAt.toISOString(),
        },
      ]),
    ),
    links: rows.links.map((link) => ({
      id: link.id,
      linkName: pick(locale, link.linkName, link.linkNameEn),
      linkUrl: link.linkUrl,
      linkTarget: link.linkTarget,
    })),
    adverts: rows.advs.map((adv) => ({
      platShow: adv.platShow,
      item: {
        id: adv.id,
        advTitle: pick(locale, adv.advTitle, adv.advTitleEn),
        advImg: adv.advImg,
        advUrl: adv.advUrl,
        advTarget: adv.advTarget,
      },
    })),
    zones: rows.zones.map((zone) => ({
      id: zone.id,
      zoneName: pick(locale, zone.zoneName, zone.zoneNameEn),
      zoneDesc: pick(locale, zone.zoneDesc, zone.zoneDescEn),
      zoneImg: zone.zoneImg,
      zoneUrl: zone.zoneUrl,
    })),
    vipSets: rows.vips.map((vip) => ({
      id: vip.id,
      vipName: pick(locale, vip.vipName, vip.vipNameEn),
      vipPrice: vip.vipPrice,
      vipDays: vip.vipDays,
      vipDesc: pick(locale, vip.vipDesc, vip.vipDescEn),
    })),
    provinces: rows.provinces.map((p) => ({
      id: p.id,
      code: p.code,
      provinceName: pick(locale, p.provinceName, p.provinceNameEn),
    })),
  };
};
