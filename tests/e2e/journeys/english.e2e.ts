import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { ON_PURPOSE, chineseText } from '../support/chinese-text';
import { seeText } from '../support/expect-page';

/**
 * An English visitor (an en-US browser, Accept-Language en-US, no locale cookie) of a multilingual
 * meeting whose organiser gave every English text reads no Chinese character on its page, its
 * speakers page or its card, except what is Chinese on purpose and marked lang="zh-CN" (the switch
 * to 中文, the ICP records). Set SHOTS_DIR to keep screenshots of the English pages.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const organiserCalls = (organiser: BrowserContext) => {
  return async <T>(path: string, data: object) => {
    const reply = await organiser.request.post(`${baseUrl()}/apis${path}`, { data });
    const body = (await reply.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  };
};

type TOrg = Record<
  'orgName' | 'shortName' | 'logo' | 'introduction' | 'address' | 'contactName' | 'contactMobile',
  string
> & { id: number };

/** The demo organiser's meeting with every text in Chinese and English, listed; its id. */
const multilingualMeeting = async (organiser: BrowserContext) => {
  const call = organiserCalls(organiser);
  const [org] = await call<TOrg[]>('/user/auth/org/mine', {});
  const { id: orgId, orgName, shortName, logo, introduction, address, contactName, contactMobile } = org!;
  await call('/user/auth/org/update', {
    ...{ orgId, orgName, shortName, logo, introduction, address, contactName, contactMobile },
    orgNameEn: 'East China Medical Education Centre',
  });
  const { id: meetingId } = await call<{ id: number }>('/meeting/auth/meeting/info/save', {
    meetingName: '2030 长三角心血管论坛',
    meetingNameEn: '2030 Yangtze Delta Cardiology Forum',
    hasMultilingual: true,
    startTime: '2030-09-10T09:00:00+08:00',
    endTime: '2030-09-11T17:00:00+08:00',
    city: '苏州',
    cityEn: 'Suzhou',
    address: '苏州国际博览中心',
    addressEn: 'Suzhou International Expo Centre',
    organizer: '长三角心血管联盟',
    organizerEn: 'Yangtze Delta Cardiology Alliance',
    introduction: '<p>两天的学术交流。</p>',
    introductionEn: '<p>Two days of scientific exchange.</p>',
  });
  const within = { meetingId };
  const [date] = await call<{ id: number }[]>('/meeting/auth/meeting/date/save', {
    ...within,
    day: '2030-09-10',
  });
  const [place] = await call<{ id: number }[]>('/meeting/auth/meeting/place/save', {
    ...{ ...within, name: '主会场', nameEn: 'Main hall', address: '一号馆', addressEn: 'Hall 1' },
  });
  const [guest] = await call<{ id: number }[]>('/meeting/auth/meeting/guest/save', {
    ...within,
    ...{ name: '周明', nameEn: 'Zhou Ming', title: '主任医师', titleEn: 'Chief Physician' },
    organization: '苏州大学附属第一医院',
    organizationEn: 'First Affiliated Hospital of Soochow University',
    introduction: '从事心衰研究。',
    introductionEn: 'Works on heart failure.',
  });
  const [session] = await call<{ id: number }[]>('/meeting/auth/meeting/session/save', {
    ...{ ...within, dateId: date!.id, placeId: place!.id, startTime: '09:00', endTime: '12:00' },
    ...{ title: '开幕式', titleEn: 'Opening', host: '周明', hostEn: 'Zhou Ming' },
    ...{ description: '大会致辞与主旨报告', descriptionEn: 'Welcome and keynotes' },
  });
  await call('/meeting/auth/meeting/session/schedule/save', {
    ...{ ...within, sessionId: session!.id, startTime: '09:30', endTime: '10:00' },
    ...{ title: '心衰诊疗进展', titleEn: 'Advances in heart failure', guestIds: [guest!.id] },
  });
  await call('/meeting/auth/meeting/notice/save', {
    ...{ ...within, title: '报到须知', titleEn: 'Check-in' },
    ...{ content: '<p>请携带身份证</p>', contentEn: '<p>Bring your ID</p>' },
  });
  await call('/meeting/auth/meeting/meetingAccessory/save', {
    ...{ ...within, name: '会议手册', nameEn: 'Delegate handbook', fileUrl: '/uploads/handbook.pdf' },
  });
  await call('/meeting/auth/meeting/adv/save', {
    ...{ ...within, title: '欢迎来到苏州', titleEn: 'Welcome to Suzhou', image: '/uploads/banner.png' },
  });
  const [track] = await call<{ id: number }[]>('/meeting/auth/meeting/music/save', {
    ...{ ...within, name: '开场曲', nameEn: 'Opening theme', fileUrl: '/uploads/theme.mp3' },
  });
  await call('/meeting/auth/meeting/settings/save', {
    ...{ ...within, musicId: track!.id, musicOn: true },
    externalLinks: [{ name: '酒店预订', nameEn: 'Hotel booking', url: 'https://example.com/hotel' }],
  });
  await call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 });
  return meetingId;
};

/** Fails listing every Chinese text a person reads in `target`; `what` names the page. */
const expectEnglish = async (target: Page | Locator, what: string) => {
  const { offending, marked } = await chineseText(target);
  expect(offending, `Chinese on ${what}:\n  ${offending.join('\n  ')}`).toEqual([]);
  expect(
    marked.filter((text) => !ON_PURPOSE.test(text)),
    `marked lang="zh" on ${what}`,
  ).toEqual([]);
};

/** How wide a middle dot is in an element's font, in ems: about 1 when a CJK font draws it. */
const dotWidthInEm = (element: Element) => {
  const { font, fontSize } = getComputedStyle(element);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = font;
  return context.measureText('·').width / parseFloat(fontSize);
};

const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: !name.startsWith('console') });
};

test('an en-US visitor reads a multilingual meeting, its speakers and its card entirely in English', async () => {
  const organiser = await browser.newContext({ baseURL: baseUrl() });
  await loginByApi(organiser, '13800000003');
  const meetingId = await multilingualMeeting(organiser);

  const visitor = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    locale: 'en-US',
    extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    baseURL: baseUrl(),
  });
  expect(await visitor.cookies(), 'no locale cookie').toEqual([]);
  const page = await visitor.newPage();
  await gotoHydrated(page, `/meeting/detail/${meetingId}`);
  await page.getByRole('heading', { name: '2030 Yangtze Delta Cardiology Forum' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await shot(page, 'detail');
  await expectEnglish(page, `/meeting/detail/${meetingId}`);
  // What each English field became on the page, with the labels' own colon.
  for (const text of [
    'Suzhou · Suzhou International Expo Centre',
    'Organiser: Yangtze Delta Cardiology Alliance',
    'Chair: Zhou Ming',
    'Chief Physician',
    'First Affiliated Hospital of Soochow University',
    'Delegate handbook',
    'Hotel booking',
    'East China Medical Education Centre',
  ])
    await page.getByText(text, { exact: true }).first().waitFor();
  expect(await page.locator('img[alt="Welcome to Suzhou"]').count()).toBeGreaterThan(0);
  expect(await page.locator('button[title*="Opening theme"]').count()).toBe(1);

  await gotoHydrated(page, `/meeting/keynoter?id=${meetingId}`);
  await page.getByText('Works on heart failure.').waitFor();
  await shot(page, 'speakers');
  await expectEnglish(page, 'the speakers page');

  // The card on /meeting (only the card: other demo meetings are Chinese-only).
  await gotoHydrated(page, '/meeting');
  const card = page.locator(`a[href="/meeting/detail?id=${meetingId}"]`).first();
  await card.waitFor();
  expect(await card.innerText()).toContain('Yangtze Delta Cardiology Alliance');
  await expectEnglish(card, 'its card on /meeting');

  await gotoHydrated(page, '/login');
  await shot(page, 'login');
  await expectEnglish(page, '/login');
  // The headline's middle dot is drawn by a Latin font, not as wide as a Chinese character.
  const headline = page.locator('h2', { hasText: 'Huitang · Conferences' });
  expect(await headline.evaluate(dotWidthInEm)).toBeLessThan(0.5);
  expect(await page.getByRole('button', { name: 'Log in' }).evaluate(dotWidthInEm)).toBeLessThan(0.5);
  await Promise.all([organiser.close(), visitor.close()]);
});

/** antd writes two-character Chinese button labels with a space between them. */
const button = (page: Page | Locator, name: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });

test('an organiser names a document and a link in English in the console; English visitors read them', async () => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000003');
  const call = organiserCalls(organiser);
  const { id } = await call<{ id: number }>('/meeting/auth/meeting/info/save', {
    ...{
      meetingName: '2030 苏州护理论坛',
      meetingNameEn: '2030 Suzhou Nursing Forum',
      hasMultilingual: true,
    },
    ...{ startTime: '2030-10-10T09:00:00+08:00', endTime: '2030-10-10T17:00:00+08:00' },
  });
  await call('/meeting/auth/meeting/meetingAccessory/save', {
    ...{ meetingId: id, name: '论坛手册', fileUrl: '/uploads/forum.pdf' },
  });
  await call('/meeting/auth/meeting/info/push', { id, meetingStatus: 1 });

  // A Chinese-speaking organiser switches the console to the English side and fills it in.
  const page = await organiser.newPage();
  await gotoHydrated(page, `/account/meeting/accessory?id=${id}`);
  await page.getByText('English', { exact: true }).click();
  await button(page, '编辑').click();
  const dialog = page.getByRole('dialog').last();
  await dialog.getByLabel('资料名称（英文）').fill('Forum handbook');
  await shot(page, 'console-document');
  await button(dialog, '确定').click();
  await dialog.waitFor({ state: 'hidden' });
  await seeText(page, 'Forum handbook');

  await gotoHydrated(page, `/account/meeting/baseinfo/external?id=${id}`);
  await page.getByText('English', { exact: true }).click();
  await button(page, '添加链接').click();
  await page.getByPlaceholder('链接名称', { exact: true }).fill('交通指引');
  await page.getByLabel('链接名称（英文）').fill('Getting there');
  await page.getByPlaceholder('https://').fill('https://example.com/map');
  await shot(page, 'console-links');
  await button(page, '保存').click();
  await seeText(page, '保存成功');

  const visitor = await browser.newContext({ locale: 'en-US', baseURL: baseUrl() });
  const reader = await visitor.newPage();
  await gotoHydrated(reader, `/meeting/detail/${id}`);
  await reader.getByText('Forum handbook', { exact: true }).waitFor();
  await reader.getByText('Getting there', { exact: true }).waitFor();
  await expectEnglish(reader, `/meeting/detail/${id}`);
  await Promise.all([organiser.close(), visitor.close()]);
});
