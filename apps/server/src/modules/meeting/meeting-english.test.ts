import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { listedMeeting } from '../../../test/meetings.ts';

let t: TTestApp;
let memberA: string;
let ownerB: string;
beforeAll(async () => {
  t = await createTestApp();
  [memberA, ownerB] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const listed = (fields: Record<string, unknown>) => listedMeeting(t, memberA, fields);

describe('English texts of a meeting and its institution', () => {
  it('shows the English city and institution name to English visitors, the Chinese where none is given', async () => {
    const [org] = (await t.call('/user/auth/org/mine', {}, { token: memberA })).data;
    const { orgName, shortName, logo, introduction, address, contactName, contactMobile } = org!;
    const profile = {
      orgId: org!.id,
      orgName,
      shortName,
      logo,
      introduction,
      address,
      contactName,
      contactMobile,
    };
    const named = await t.call(
      '/user/auth/org/update',
      {
        ...profile,
        orgNameEn: 'East China Medical Education Centre',
        introductionEn: 'Congresses and continuing education for physicians.',
      },
      { token: memberA },
    );
    expect(named.data).toMatchObject({
      orgNameEn: 'East China Medical Education Centre',
      introductionEn: 'Congresses and continuing education for physicians.',
    });
    const shown = await t.call('/user/api/org/info', { id: org!.id });
    expect(shown.data.introductionEn).toBe('Congresses and continuing education for physicians.');
    // Another institution's owner cannot name it.
    expect(
      (await t.call('/user/auth/org/update', { ...profile, orgNameEn: 'Taken over' }, { token: ownerB }))
        .code,
    ).toBe(306);

    const id = await listed({ city: '苏州', cityEn: 'Suzhou', hasMultilingual: true });
    const english = await t.call('/meeting/api/meeting/info/view', { id }, { language: 'en' });
    expect([english.data.city, english.data.org?.orgName]).toEqual([
      'Suzhou',
      'East China Medical Education Centre',
    ]);
    const chinese = await t.call('/meeting/api/meeting/info/view', { id }, { language: 'zh' });
    expect([chinese.data.city, chinese.data.org?.orgName]).toEqual(['苏州', orgName]);

    // A meeting that is not multilingual, or gives no English city, shows the Chinese one.
    const single = await listed({ city: '无锡', cityEn: 'Wuxi' });
    expect(
      (await t.call('/meeting/api/meeting/info/view', { id: single }, { language: 'en' })).data.city,
    ).toBe('无锡');
    const noEnglish = await listed({ city: '常州', hasMultilingual: true });
    expect(
      (await t.call('/meeting/api/meeting/info/view', { id: noEnglish }, { language: 'en' })).data.city,
    ).toBe('常州');
  });

  it('refuses an English city or name that is too long, in the caller’s language', async () => {
    const reply = await t.call(
      '/meeting/auth/meeting/info/save',
      {
        meetingName: '超长城市',
        startTime: '2027-09-10T09:00:00+08:00',
        endTime: '2027-09-11T17:00:00+08:00',
        cityEn: 'x'.repeat(65),
      },
      { token: memberA, language: 'en' },
    );
    expect([reply.code, reply.msg]).toEqual([601, 'English city must be at most 64 characters']);
  });
});
