import type { TLocale, TMeetingPageDecor, TMeetingSettings } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { TMeetingRow } from '../meeting/meeting.repository.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TProgrammeService } from '../programme/programme.service.ts';

const settingsOf = (row: TMeetingRow): TMeetingSettings => ({
  shareTitle: row.shareTitle,
  shareDesc: row.shareDesc,
  shareImage: row.shareImage,
  bottomTextIsUse: row.bottomTextIsUse,
  bottomTextContent: row.bottomTextContent,
  bottomTextContentEn: row.bottomTextContentEn,
  musicId: row.musicId,
  musicOn: row.musicOn,
  externalLinks: row.externalLinks.map(({ name, nameEn, url }) => ({ name, nameEn: nameEn ?? '', url })),
});

/**
 * The meeting page's own look: banners, menus, share card, bottom text, background music and
 * external links. `mainDomain` is the site's orgCustomizeMainDomain, for per-meeting sub-domains.
 */
export const createMeetingSiteService = (
  meetings: TMeetingService,
  programme: TProgrammeService,
  mainDomain: () => string,
) => {
  /** Where the meeting lives: its own sub-domain when both parts are set, else the detail page. */
  const meetingUrl = (row: TMeetingRow, origin: string) => {
    const main = mainDomain();
    return row.meetingDomain && main
      ? `https://${row.meetingDomain}.${main}/`
      : `${origin}/meeting/detail?id=${row.id}`;
  };

  return {
    meetingUrl,

    settings: async (user: TSessionUser, meetingId: number) =>
      settingsOf(await meetings.authorize(user, meetingId)),

    async saveSettings(
      user: TSessionUser,
      { meetingId, ...settings }: TMeetingSettings & { meetingId: number },
    ) {
      await meetings.authorize(user, meetingId);
      if (settings.musicId !== null) {
        const music = await programme.publicItem('music', settings.musicId);
        if (music?.meetingId !== meetingId) throw invalid('field.invalid', 'musicId');
      }
      const row = await meetings.applyChanges(meetingId, settings);
      return settingsOf(row);
    },

    async decor(
      id: number,
      preview: boolean,
      caller: TSessionUser | null,
      locale: TLocale,
      origin: string,
    ): Promise<TMeetingPageDecor> {
      const visible = await meetings.publicView(id, preview, caller, locale);
      const row = (await meetings.find(id))!;
      const text = (zh: string, en: string) => (locale === 'en' && row.hasMultilingual && en ? en : zh);
      const [banners, menus, music] = await Promise.all([
        programme.publicItems('banner', id),
        programme.publicItems('menu', id),
        row.musicOn && row.musicId ? programme.publicItem('music', row.musicId) : Promise.resolve(undefined),
      ]);
      return {
        banners: banners.map((banner) => ({
          id: banner.id,
          title: text(banner.title, banner.titleEn),
          image: banner.image,
          url: banner.url,
        })),
        menus: menus
          .filter((menu) => menu.isShow)
          .map((menu) => ({ id: menu.id, name: text(menu.name, menu.nameEn), section: menu.section })),
        share: {
          title: row.shareTitle || visible.meetingName,
          desc: row.shareDesc,
          image: row.shareImage || row.cover,
          url: meetingUrl(row, origin),
        },
        bottomText: {
          isUse: row.bottomTextIsUse,
          content: text(row.bottomTextContent, row.bottomTextContentEn),
        },
        music: music ? { name: text(music.name, music.nameEn), fileUrl: music.fileUrl } : null,
        externalLinks: row.externalLinks.map((link) => ({
          name: text(link.name, link.nameEn ?? ''),
          url: link.url,
        })),
      };
    },

    /** A menu's own rich-text page, visible as its meeting is. */
    async menuPage(id: number, caller: TSessionUser | null, locale: TLocale) {
      const menu = await programme.publicItem('menu', id);
      if (!menu?.isShow) throw notFound();
      const meeting = await meetings.publicView(menu.meetingId, caller !== null, caller, locale);
      const english = locale === 'en' && meeting.hasMultilingual;
      return {
        id: menu.id,
        name: english && menu.nameEn ? menu.nameEn : menu.name,
        content: english && menu.contentEn ? menu.contentEn : menu.content,
      };
    },
  };
};

export type TMeetingSiteService = ReturnType<typeof createMeetingSiteService>;
