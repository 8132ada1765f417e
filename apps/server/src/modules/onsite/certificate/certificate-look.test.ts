import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

/** SPEC 7's certificate/record/template?meetingId=: the look of a meeting's certificates, for anyone. */
let t: TTestApp;
let organiser: string;
let otherOrg: string;
beforeAll(async () => {
  t = await createTestApp();
  [organiser, otherOrg] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);
const look = (meetingId: number | string, options: Parameters<TTestApp['link']>[2] = {}) =>
  t.link('/meeting/api/meeting/certificate/record/template', { meetingId }, options);

describe("a meeting's certificate look", () => {
  it('shows what a certificate looks like, never the numbering or the hours rules', async () => {
    const { meetingId } = await configuredMeeting();
    // No certificates set up: nothing to show.
    expect(await look(meetingId)).toMatchObject({ code: 200, data: null });
    const places = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场' },
      as(organiser),
    );
    const design = {
      meetingId,
      size: 'a4portrait',
      title: '继续教育证书',
      body: '兹证明 {name} 参加 {meeting}，获得 {hours} 学时。',
      serialFormat: 'CME{yyyy}-{meeting}-{seq:4}',
      baseHours: 2,
      placeHours: [{ placeId: places.data[0]!.id, hours: 3 }],
      fields: [
        { key: 'name', x: 0, y: 60, size: 30, align: 'center', bold: true },
        { key: 'serial', x: 20, y: 170, size: 11, align: 'left', bold: false },
      ],
    };
    const saved = await t.call('/meeting/auth/meeting/certificate/config/edit', design, as(organiser));
    expect(saved.code).toBe(200);
    for (const options of [{}, as(otherOrg), { language: 'en' as const }]) {
      const shown = await look(meetingId, options);
      expect(shown.data).toEqual({
        meetingId,
        size: 'a4portrait',
        backgroundUrl: '',
        title: '继续教育证书',
        body: '兹证明 {name} 参加 {meeting}，获得 {hours} 学时。',
        titleEn: '',
        bodyEn: '',
        fields: design.fields,
      });
    }
    expect(JSON.stringify((await look(meetingId)).data)).not.toMatch(/CME|serialFormat|Hours/);
  });

  it('answers 777 for an unlisted meeting and 601 in the caller language for a bad id', async () => {
    const { meetingId } = await configuredMeeting();
    await t.call(
      '/meeting/auth/meeting/certificate/record/save',
      { meetingId, recipients: 'confirmed' },
      as(organiser),
    );
    await t.call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 0 }, as(organiser));
    for (const options of [{}, as(otherOrg)]) expect((await look(meetingId, options)).code).toBe(777);
    expect((await look(99_999_999)).code).toBe(777);
    for (const [language, pattern] of [
      ['zh', /[\u4e00-\u9fff]/],
      ['en', /^[^\u4e00-\u9fff]+$/],
    ] as const) {
      for (const bad of ['abc', 0, '1;drop']) {
        const refused = await look(bad, { language });
        expect(refused).toMatchObject({ status: 422, code: 601, data: [{ field: 'meetingId' }] });
        expect(refused.msg).toMatch(pattern);
      }
    }
  });
});
