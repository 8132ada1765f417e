import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let memberA: string;
let ownerB: string;
beforeAll(async () => {
  t = await createTestApp();
  [memberA, ownerB] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

/** Each test's own meeting of institution A. */
const newMeeting = async () => {
  const meeting = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '页面装饰测试会议',
      startTime: '2027-05-10T09:00:00+08:00',
      endTime: '2027-05-11T17:00:00+08:00',
      cover: '/uploads/demo/meeting-1.svg',
    },
    { token: memberA },
  );
  return meeting.data.id;
};

/** A tiny MP3: an empty ID3v2 tag, then one MPEG-1 layer III frame header and silence. */
const mp3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);

/** The MP3 above uploaded as the meeting's background music; answers the music list and the file address. */
const uploadMusic = async (meetingId: number) => {
  const grant = await t.call(
    '/system/upload/api/get',
    { fileName: 'bgm.mp3', fileType: 'audio', fileSize: mp3.length },
    { token: memberA },
  );
  const stored = await t.raw({
    method: 'PUT',
    url: grant.data.uploadUrl,
    payload: mp3,
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(stored.json()).toMatchObject({ code: 200 });
  const music = await t.call(
    '/meeting/auth/meeting/music/save',
    { meetingId, name: '开场音乐', fileUrl: grant.data.fileUrl },
    { token: memberA },
  );
  return { music: music.data, fileUrl: grant.data.fileUrl };
};

describe('the meeting page', () => {
  it('is dressed with banners, menus, music, bottom text and a share card', async () => {
    const meetingId = await newMeeting();
    await t.call(
      '/meeting/auth/meeting/adv/save',
      { meetingId, title: '主视觉', image: '/uploads/demo/banner-1.svg' },
      { token: memberA },
    );
    await t.call(
      '/meeting/auth/meeting/menu/save',
      { meetingId, name: '日程', section: 'agenda' },
      { token: memberA },
    );
    const menus = await t.call(
      '/meeting/auth/meeting/menu/save',
      { meetingId, name: '交通指南', content: '<p>地铁 2 号线</p><script>x()</script>' },
      { token: memberA },
    );
    const ownPage = menus.data.find((m) => m.name === '交通指南')!;
    expect(ownPage.content).toBe('<p>地铁 2 号线</p>');
    const emptyPage = await t.call(
      '/meeting/auth/meeting/menu/save',
      { meetingId, name: '空页面' },
      { token: memberA },
    );
    expect(emptyPage).toMatchObject({ code: 601, data: [{ field: 'content' }] });

    const { music, fileUrl } = await uploadMusic(meetingId);
    const settings = await t.call(
      '/meeting/auth/meeting/settings/save',
      {
        meetingId,
        shareTitle: '',
        bottomTextIsUse: true,
        bottomTextContent: '<p>主办：华东医学教育中心</p>',
        musicId: music[0]!.id,
        musicOn: true,
        externalLinks: [{ name: '学会官网', url: 'https://www.cma.org.cn' }],
      },
      { token: memberA },
    );
    expect(settings.data).toMatchObject({ musicOn: true, bottomTextIsUse: true });

    await t.call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 }, { token: memberA });
    const decor = await t.call('/meeting/api/meeting/page/decor', { id: meetingId });
    expect(decor.data.banners.map((b) => b.title)).toEqual(['主视觉']);
    expect(decor.data.menus.map((m) => m.name)).toEqual(['日程', '交通指南']);
    expect(decor.data.music).toMatchObject({ name: '开场音乐', fileUrl });
    expect(decor.data.bottomText).toEqual({ isUse: true, content: '<p>主办：华东医学教育中心</p>' });
    expect(decor.data.share).toMatchObject({
      title: '页面装饰测试会议',
      image: '/uploads/demo/meeting-1.svg',
    });
    expect(decor.data.share.url).toMatch(new RegExp(`/meeting/detail\\?id=${meetingId}$`));
    const page = await t.call('/meeting/api/meeting/menu/view', { id: ownPage.id });
    expect(page.data).toMatchObject({ name: '交通指南', content: '<p>地铁 2 号线</p>' });

    const qr = await t.raw({ method: 'GET', url: `/apis/meeting/api/meeting/share/qrcode?id=${meetingId}` });
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses music of another meeting and other institutions', async () => {
    const meetingId = await newMeeting();
    await uploadMusic(meetingId);
    const other = await t.call(
      '/meeting/auth/meeting/info/save',
      { meetingName: '另一个', startTime: '2027-06-01T09:00:00+08:00', endTime: '2027-06-01T17:00:00+08:00' },
      { token: memberA },
    );
    const music = await t.call('/meeting/auth/meeting/music/list', { meetingId }, { token: memberA });
    const foreign = await t.call(
      '/meeting/auth/meeting/settings/save',
      { meetingId: other.data.id, musicId: music.data[0]!.id },
      { token: memberA },
    );
    expect(foreign).toMatchObject({ code: 601, data: [{ field: 'musicId' }] });
    expect((await t.call('/meeting/auth/meeting/settings/get', { meetingId }, { token: ownerB })).code).toBe(
      306,
    );
    expect(
      (
        await t.call(
          '/meeting/auth/meeting/adv/save',
          { meetingId, image: '/uploads/x.png' },
          { token: ownerB },
        )
      ).code,
    ).toBe(306);
  });
});
