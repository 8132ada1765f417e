import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { pdfPages } from '../../../../test/pdf-text.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';
import { addPeople as addPeopleAs } from '../../../../test/fixtures/onsite-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });
const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

const addPeople = async (meetingId: number, typeId: number, names: string[]) =>
  (
    await addPeopleAs(
      t,
      organiser,
      meetingId,
      typeId,
      names.map((name) => ({ name })),
    )
  ).map((p) => p.id);

const printed = (query: string, token = organiser) =>
  t.raw({ method: 'GET', url: `/apis/meeting/auth/meeting/breastpiece/pdf?${query}`, headers: { token } });

describe('badges', () => {
  it('starts from a default design, saves the organiser’s, and refuses one without the name', async () => {
    const { meetingId } = await configuredMeeting();
    const first = await t.call('/meeting/auth/meeting/breastpiece/info/view', { meetingId }, as(organiser));
    expect(first.data.size).toBe('card90x120');
    expect(first.data.fields.map((f) => f.key)).toContain('name');

    const design = {
      meetingId,
      size: 'a4labels2x4',
      backgroundUrl: '',
      fields: [
        { key: 'name', x: 8, y: 20, size: 26, align: 'left', bold: true },
        { key: 'unit', x: 8, y: 36, size: 11 },
        { key: 'qr', x: 75, y: 40, size: 24 },
      ],
    };
    const saved = await t.call('/meeting/auth/meeting/breastpiece/info/edit', design, as(organiser));
    expect([saved.code, saved.msg]).toEqual([200, '保存成功']);
    expect(saved.data.fields[1]).toEqual({ key: 'unit', x: 8, y: 36, size: 11, align: 'left', bold: false });

    const edit = (body: object) =>
      t.call('/meeting/auth/meeting/breastpiece/info/edit', { ...design, ...body }, as(organiser, 'en'));
    const nameless = await edit({ fields: [{ key: 'unit', x: 0, y: 0, size: 12 }] });
    expect([nameless.code, nameless.msg]).toEqual([601, 'A badge must show the name']);
    const twice = await edit({ fields: [design.fields[0], design.fields[0]] });
    expect(twice.msg).toBe('Each field can be placed once');
    const gif = await edit({ backgroundUrl: '/uploads/a/b.gif' });
    expect(gif.msg).toBe('The badge background must be a PNG or JPEG image');
    expect((await edit({ size: 'poster' })).code).toBe(601);
    expect((await edit({ fields: [{ key: 'name', x: -1, y: 0, size: 12 }] })).code).toBe(601);
    // Nothing refused was written.
    const after = await t.call('/meeting/auth/meeting/breastpiece/info/view', { meetingId }, as(organiser));
    expect(after.data.size).toBe('a4labels2x4');
  });

  it('prints everyone, one person, or those checked in today, with Chinese names in real glyphs', async () => {
    const { meetingId, typeId } = await configuredMeeting();
    const [, second, third] = await addPeople(meetingId, typeId, ['欧阳明月', '司马光', '诸葛亮']);

    const all = await printed(`meetingId=${meetingId}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(all.headers['content-disposition']))).toContain(`胸牌-${meetingId}.pdf`);
    const pages = await pdfPages(all.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('欧阳明月');
    expect(pages[0]).toContain('南京鼓楼医院');
    expect(pages[2]).toContain('诸葛亮');

    const one = await pdfPages((await printed(`meetingId=${meetingId}&id=${second}`)).rawPayload);
    expect(one).toHaveLength(1);
    expect(one[0]).toContain('司马光');

    await t.call('/meeting/auth/meeting/register/sign', { meetingId, desk: 'A', id: third! }, as(organiser));
    const today = await pdfPages((await printed(`meetingId=${meetingId}&checkedInToday=1`)).rawPayload);
    expect(today).toHaveLength(1);
    expect(today[0]).toContain('诸葛亮');

    // Eight labels to an A4 sheet.
    await t.call(
      '/meeting/auth/meeting/breastpiece/info/edit',
      { meetingId, size: 'a4labels2x4', fields: [{ key: 'name', x: 5, y: 5, size: 20 }] },
      as(organiser),
    );
    const sheet = await pdfPages((await printed(`meetingId=${meetingId}`)).rawPayload);
    expect(sheet).toHaveLength(1);
    expect(sheet[0]).toMatch(/欧阳明月.*司马光.*诸葛亮/);
  });

  it('keeps other institutions out, and says when nobody matches', async () => {
    const { meetingId } = await configuredMeeting();
    expect(
      (await t.call('/meeting/auth/meeting/breastpiece/info/view', { meetingId }, as(stranger))).code,
    ).toBe(306);
    expect(
      (
        await t.call(
          '/meeting/auth/meeting/breastpiece/info/edit',
          { meetingId, size: 'card86x54', fields: [{ key: 'name', x: 0, y: 0, size: 12 }] },
          as(stranger),
        )
      ).code,
    ).toBe(306);
    expect((await printed(`meetingId=${meetingId}`, stranger)).statusCode).toBe(403);
    const none = await printed(`meetingId=${meetingId}`);
    expect([none.statusCode, none.json<{ msg: string }>().msg]).toEqual([409, '没有符合条件的参会人可打印']);
    expect((await printed('meetingId=abc')).statusCode).toBe(422);
  });
});
