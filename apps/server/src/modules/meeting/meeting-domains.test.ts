import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { createMeetingDomains, type TMeetingDomains } from './meeting-domains.ts';
import { MEETING_CHANNEL } from './meeting.service.ts';

let t: TTestApp;
let domains: TMeetingDomains;
let main = '';
beforeAll(async () => {
  t = await createTestApp();
  domains = await createMeetingDomains(t.db, t.databaseUrl, MEETING_CHANNEL, () => main, t.app.log);
});
afterAll(async () => {
  await domains.close();
  await t.close();
});

describe('meeting sub-domains', () => {
  it('route the root of {meetingDomain}.{orgCustomizeMainDomain} to the meeting page', async () => {
    const demo = (await t.call('/meeting/api/meeting/info/list', { keyword: '心血管' })).data.list[0]!;
    main = '';
    expect(domains.rewrite('ecc2026.meetings.example.cn', '/')).toBe('/'); // no main domain yet
    main = 'meetings.example.cn';
    expect(domains.rewrite('ecc2026.meetings.example.cn:3000', '/')).toBe(`/meeting/detail?id=${demo.id}`);
    expect(domains.rewrite('ecc2026.meetings.example.cn', '/?preview=true')).toBe(
      `/meeting/detail?id=${demo.id}&preview=true`,
    );
    expect(domains.rewrite('ecc2026.meetings.example.cn', '/assets/app.js')).toBe('/assets/app.js');
    expect(domains.rewrite('unknown.meetings.example.cn', '/')).toBe('/');
    expect(domains.rewrite('www.example.com', '/')).toBe('/');
  });

  it('follow a new domain as soon as the organiser sets it', async () => {
    main = 'meetings.example.cn';
    const organiser = await t.login('13800000004');
    const summit = (await t.call('/meeting/api/meeting/info/list', { keyword: '人工智能' })).data.list[0]!;
    const current = await t.call('/meeting/auth/meeting/info/view', { id: summit.id }, { token: organiser });
    const { id, meetingName, startTime, endTime } = current.data;
    await t.call(
      '/meeting/auth/meeting/info/update',
      { id, meetingName, startTime, endTime, meetingDomain: 'aisummit' },
      { token: organiser },
    );
    await expect
      .poll(() => domains.rewrite('aisummit.meetings.example.cn', '/'), { timeout: 2000 })
      .toBe(`/meeting/detail?id=${id}`);
  });
});
