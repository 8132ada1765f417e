import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser } from '../support/browser';

/**
 * An English visitor (an en-US browser, no locale cookie: Accept-Language decides) of a multilingual
 * meeting whose organiser gave every English text reads a page without a Chinese character, except
 * what is Chinese on purpose and says so (lang="zh-CN": the switch to 中文, the ICP record numbers).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

/** Every text and label on the page with a Chinese character, outside elements marked lang="zh…". */
const chineseOn = (page: Page) =>
  page.evaluate((source) => {
    const pattern = new RegExp(source);
    const foreign = (element: Element | null) => Boolean(element?.closest('[lang^="zh"]:not(html)'));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style') || foreign(parent)) continue;
      if (pattern.test(node.textContent ?? '')) found.push(node.textContent!.trim());
    }
    for (const element of document.body.querySelectorAll('[alt], [title], [placeholder], [aria-label]'))
      for (const name of ['alt', 'title', 'placeholder', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value && pattern.test(value) && !foreign(element)) found.push(`${name}="${value}"`);
      }
    return found;
  }, CJK.source);

const organiserCalls = async (organiser: BrowserContext) => {
  return async <T>(path: string, data: object) => {
    const reply = await organiser.request.post(`${baseUrl()}/apis${path}`, { data });
    const body = (await reply.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  };
};

test('an en-US visitor reads a multilingual meeting and its speakers entirely in English', async () => {
  const organiser = await browser.newContext({ baseURL: baseUrl() });
  await loginByApi(organiser, '13800000003');
  const call = await organiserCalls(organiser);
  type TOrg = Record<
    'orgName' | 'shortName' | 'logo' | 'introduction' | 'address' | 'contactName' | 'contactMobile',
    string
  >;
  const [org] = await call<(TOrg & { id: number })[]>('/user/auth/org/mine', {});
  const { orgName, shortName, logo, introduction, address, contactName, contactMobile } = org!;
  await call('/user/auth/org/update', {
    orgId: org!.id,
    ...{ orgName, shortName, logo, introduction, address, contactName, contactMobile },
    orgNameEn: 'East China Medical Education Centre',
  });

  const meeting = await call<{ id: number }>('/meeting/auth/meeting/info/save', {
    meetingName: '2027 长三角心血管论坛',
    meetingNameEn: '2027 Yangtze Delta Cardiology Forum',
    hasMultilingual: true,
    startTime: '2027-09-10T09:00:00+08:00',
    endTime: '2027-09-11T17:00:00+08:00',
    city: '苏州',
    cityEn: 'Suzhou',
    address: '苏州国际博览中心',
    addressEn: 'Suzhou International Expo Centre',
    organizer: '长三角心血管联盟',
    organizerEn: 'Yangtze Delta Cardiology Alliance',
    introduction: '<p>两天的学术交流。</p>',
    introductionEn: '<p>Two days of scientific exchange.</p>',
  });
  const meetingId = meeting.id;
  const dates = await call<{ id: number }[]>('/meeting/auth/meeting/date/save', {
    meetingId,
    day: '2027-09-10',
  });
  const places = await call<{ id: number }[]>('/meeting/auth/meeting/place/save', {
    meetingId,
    name: '主会场',
    nameEn: 'Main hall',
    address: '一号馆',
    addressEn: 'Hall 1',
  });
  const guests = await call<{ id: number }[]>('/meeting/auth/meeting/guest/save', {
    meetingId,
    name: '周明',
    nameEn: 'Zhou Ming',
    title: '主任医师',
    titleEn: 'Chief Physician',
    organization: '苏州大学附属第一医院',
    organizationEn: 'First Affiliated Hospital of Soochow University',
    introduction: '从事心衰研究。',
    introductionEn: 'Works on heart failure.',
  });
  const sessions = await call<{ id: number }[]>('/meeting/auth/meeting/session/save', {
    meetingId,
    dateId: dates[0]!.id,
    placeId: places[0]!.id,
    startTime: '09:00',
    endTime: '12:00',
    title: '开幕式',
    titleEn: 'Opening',
    host: '周明',
    hostEn: 'Zhou Ming',
  });
  await call('/meeting/auth/meeting/session/schedule/save', {
    meetingId,
    sessionId: sessions[0]!.id,
    startTime: '09:30',
    endTime: '10:00',
    title: '心衰诊疗进展',
    titleEn: 'Advances in heart failure',
    guestIds: [guests[0]!.id],
  });
  await call('/meeting/auth/meeting/notice/save', {
    meetingId,
    title: '报到须知',
    titleEn: 'Check-in',
    content: '<p>请携带身份证</p>',
    contentEn: '<p>Bring your ID</p>',
  });
  await call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 });

  const visitor = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    locale: 'en-US',
    baseURL: baseUrl(),
  });
  const page = await visitor.newPage();
  await gotoHydrated(page, `/meeting/detail/${meetingId}`);
  await page.getByRole('heading', { name: '2027 Yangtze Delta Cardiology Forum' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  expect(await chineseOn(page), 'the meeting page').toEqual([]);
  await page.getByText('Suzhou · Suzhou International Expo Centre').waitFor();
  await page.getByText('Chair: Zhou Ming').waitFor();

  await gotoHydrated(page, `/meeting/keynoter?id=${meetingId}`);
  await page.getByText('Works on heart failure.').waitFor();
  expect(await chineseOn(page), 'the speakers page').toEqual([]);

  // The organiser block names the institution by its English name.
  await gotoHydrated(page, `/meeting/detail/${meetingId}`);
  await page.getByText('East China Medical Education Centre').first().waitFor();
  await Promise.all([organiser.close(), visitor.close()]);
});
