import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { listedMeeting } from '../../../test/meetings.ts';

/**
 * The English twins of a meeting page's look: banner titles, the music's name and the external
 * links' names, shown to English visitors of a multilingual meeting where given.
 */
let t: TTestApp;
let memberA: string;
let ownerB: string;
beforeAll(async () => {
  t = await createTestApp();
  [memberA, ownerB] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const listed = (hasMultilingual: boolean) => listedMeeting(t, memberA, { hasMultilingual });

/** A banner and a track with English names, and two links, the second without one. */
const dress = async (meetingId: number) => {
  const as = { token: memberA };
  const banners = await t.call(
    '/meeting/auth/meeting/adv/save',
    { meetingId, title: '欢迎来到苏州', titleEn: 'Welcome to Suzhou', image: '/uploads/banner.png' },
    as,
  );
  const music = await t.call(
    '/meeting/auth/meeting/music/save',
    { meetingId, name: '开场曲', nameEn: 'Opening theme', fileUrl: '/uploads/theme.mp3' },
    as,
  );
  const settings = await t.call(
    '/meeting/auth/meeting/settings/save',
    {
      meetingId,
      musicId: music.data[0]!.id,
      musicOn: true,
      externalLinks: [
        { name: '酒店预订', nameEn: 'Hotel booking', url: 'https://example.com/hotel' },
        { name: '交通指引', url: 'https://example.com/map' },
      ],
    },
    as,
  );
  return { banners: banners.data, music: music.data, settings: settings.data };
};

const decorIn = async (id: number, language: 'zh' | 'en') => {
  const decor = (await t.call('/meeting/api/meeting/page/decor', { id }, { language })).data;
  return [decor.banners[0]!.title, decor.music?.name, decor.externalLinks.map((link) => link.name)];
};

describe('English texts of a meeting page’s look', () => {
  it('are saved, and shown to English visitors where given, the Chinese elsewhere', async () => {
    const id = await listed(true);
    const saved = await dress(id);
    expect(saved.banners[0]).toMatchObject({ title: '欢迎来到苏州', titleEn: 'Welcome to Suzhou' });
    expect(saved.music[0]).toMatchObject({ name: '开场曲', nameEn: 'Opening theme' });
    // A link given without an English name keeps an empty one.
    expect(saved.settings.externalLinks.map((link) => link.nameEn)).toEqual(['Hotel booking', '']);

    expect(await decorIn(id, 'en')).toEqual([
      'Welcome to Suzhou',
      'Opening theme',
      ['Hotel booking', '交通指引'],
    ]);
    expect(await decorIn(id, 'zh')).toEqual(['欢迎来到苏州', '开场曲', ['酒店预订', '交通指引']]);

    const single = await listed(false);
    await dress(single);
    expect(await decorIn(single, 'en')).toEqual(['欢迎来到苏州', '开场曲', ['酒店预订', '交通指引']]);
  });

  it('refuse a name past its limit with 601 naming the English field in the caller’s language', async () => {
    const id = await listed(true);
    const links = { meetingId: id, externalLinks: [{ name: '酒店', nameEn: 'x'.repeat(65), url: '/hotel' }] };
    const english = await t.call('/meeting/auth/meeting/settings/save', links, {
      token: memberA,
      language: 'en',
    });
    expect([english.code, english.msg]).toEqual([601, 'English name must be at most 64 characters']);
    const banner = await t.call(
      '/meeting/auth/meeting/adv/save',
      { meetingId: id, titleEn: 'x'.repeat(201), image: '/uploads/banner.png' },
      { token: memberA, language: 'zh' },
    );
    expect([banner.code, banner.msg]).toEqual([601, '英文标题不能超过200个字符']);
    const settings = await t.call(
      '/meeting/auth/meeting/settings/get',
      { meetingId: id },
      { token: memberA },
    );
    expect(settings.data.externalLinks).toEqual([]);
  });

  it('cannot be written by another institution', async () => {
    const id = await listed(true);
    const { banners, music } = await dress(id);
    const refused = await Promise.all([
      t.call(
        '/meeting/auth/meeting/adv/save',
        { meetingId: id, id: banners[0]!.id, titleEn: 'Taken', image: '/uploads/banner.png' },
        { token: ownerB },
      ),
      t.call(
        '/meeting/auth/meeting/music/save',
        { meetingId: id, id: music[0]!.id, name: '开场曲', nameEn: 'Taken', fileUrl: '/uploads/theme.mp3' },
        { token: ownerB },
      ),
      t.call(
        '/meeting/auth/meeting/settings/save',
        { meetingId: id, externalLinks: [{ name: '链接', nameEn: 'Taken', url: '/x' }] },
        { token: ownerB },
      ),
    ]);
    expect(refused.map((reply) => reply.code)).toEqual([306, 306, 306]);
    expect(await decorIn(id, 'en')).toEqual([
      'Welcome to Suzhou',
      'Opening theme',
      ['Hotel booking', '交通指引'],
    ]);
  });
});
