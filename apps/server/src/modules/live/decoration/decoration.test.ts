import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

describe('a meeting’s live decoration', () => {
  it('is edited by its organisers and shown to visitors in their language', async () => {
    const { meetingId } = await configuredMeeting();
    const bare = await t.call('/meeting/auth/meeting/live/decoration/view', { meetingId }, as(organiser));
    expect(bare.data).toEqual({
      meetingId,
      title: '',
      titleEn: '',
      coverUrl: '',
      backgroundUrl: '',
      warmupImageUrl: '',
      warmupVideoUrl: '',
    });
    const look = {
      meetingId,
      title: ' 年会直播间 ',
      titleEn: 'Congress live room',
      coverUrl: '/uploads/demo/cover.jpg',
      backgroundUrl: '/uploads/demo/background.jpg',
      warmupImageUrl: '',
      warmupVideoUrl: '/uploads/demo/warmup.mp4',
    };
    const saved = await t.call('/meeting/auth/meeting/live/decoration/edit', look, as(organiser));
    expect([saved.code, saved.msg, saved.data.title]).toEqual([200, '保存成功', '年会直播间']);

    const zh = await t.call('/meeting/api/meeting/live/decoration/view', { meetingId });
    expect(zh.data).toEqual({
      title: '年会直播间',
      coverUrl: '/uploads/demo/cover.jpg',
      backgroundUrl: '/uploads/demo/background.jpg',
      warmupImageUrl: '',
      warmupVideoUrl: '/uploads/demo/warmup.mp4',
    });
    const en = await t.call('/meeting/api/meeting/live/decoration/view', { meetingId }, { language: 'en' });
    expect(en.data.title).toBe('Congress live room');
  });

  it('refuses other institutions, scripts for files, and unknown meetings', async () => {
    const { meetingId } = await configuredMeeting();
    expect(
      (await t.call('/meeting/auth/meeting/live/decoration/view', { meetingId }, as(stranger))).code,
    ).toBe(306);
    const edit = (body: object, token = organiser) =>
      t.call('/meeting/auth/meeting/live/decoration/edit', { meetingId, ...body }, { token, language: 'en' });
    expect((await edit({ title: '改' }, stranger)).code).toBe(306);
    const script = await edit({ coverUrl: 'javascript:alert(1)' });
    expect(script.code).toBe(601);
    expect(script.msg).toBe('Player cover is not valid');
    expect((await edit({ title: '长'.repeat(61) })).code).toBe(601);
    // Nothing of a refused edit was written.
    const after = await t.call('/meeting/auth/meeting/live/decoration/view', { meetingId }, as(organiser));
    expect(after.data.title).toBe('');
    expect((await t.call('/meeting/api/meeting/live/decoration/view', { meetingId: 99_999_999 })).code).toBe(
      777,
    );
  });
});
