import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  DEMO_PASSWORD,
  apiAs,
  loginByApi,
  readSmsCode,
  registerUser,
  uniqueMobile,
} from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { shot } from '../support/courses';
import { seeText, seeToast } from '../support/expect-page';
import { newPhoneVisitor, phoneProblems } from '../support/phone';
import { onJourneyDatabase } from '../support/server';

/**
 * The last pages of SPEC's lists (issue 46): a promoter's referrals and channels, and an organiser's
 * seat list, exam records and per-venue live figures — at 1200 px and on a phone, in both languages.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Registers someone with a referral code, as the register page sends it. */
const registerWithCode = async (context: BrowserContext, referralCode: string) => {
  const mobile = uniqueMobile();
  await context.request.post('/apis/user/api/user/send/code', { data: { mobile } });
  const code = await readSmsCode(mobile);
  const reply = await context.request.post('/apis/user/api/user/register', {
    data: { mobile, code, password: DEMO_PASSWORD, repassword: DEMO_PASSWORD, referralCode },
  });
  expect(((await reply.json()) as { code: number }).code).toBe(200);
  return mobile;
};

const onPhone = async (page: Page, path: string, text: string, name: string) => {
  await gotoHydrated(page, path);
  await seeText(page, text);
  expect(await phoneProblems(page)).toEqual([]);
  await shot(page, name);
};

test('a promoter makes a channel, shares it, and sees who registered through it', async () => {
  const promoter = await newVisitor(browser);
  const mobile = await registerUser(promoter);
  // The platform flags the promoter (the admin's 推荐 switch): the menu then offers the two pages.
  await onJourneyDatabase('update users set is_recommended = true where mobile = $1', [mobile]);
  const page = await promoter.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, '/account/channel');
  await page.getByRole('button', { name: '新建渠道' }).click();
  await page.getByLabel('渠道名称').fill('行业交流群');
  await page.getByRole('button', { name: '保 存' }).click();
  await seeToast(page, '保存成功');
  await seeText(page, '行业交流群');
  const [channel] = await apiAs(promoter)<{ code: string }[]>('/user/auth/user/recommended/channel/list', {});
  await page.getByRole('button', { name: '二维码' }).click();
  await page.getByRole('dialog').getByTestId('referral-qr').waitFor();
  await shot(page, 'channel-qr-zh-1200');
  await page.keyboard.press('Escape');
  await shot(page, 'channel-zh-1200');

  const friend = await newVisitor(browser);
  const friendMobile = await registerWithCode(friend, channel!.code);
  await friend.close();

  await page.getByRole('link', { name: '我的推荐' }).click();
  await page.waitForURL(/\/account\/recommend$/);
  await seeText(page, `${friendMobile.slice(0, 3)}****${friendMobile.slice(7)}`);
  expect(await page.getByTestId('referral-total').textContent()).toContain('1 人');
  expect(await page.getByRole('cell', { name: '行业交流群' }).count()).toBe(1);
  await shot(page, 'recommend-zh-1200');

  // The same promoter on a phone, in English.
  const phone = await newPhoneVisitor(browser, 'en');
  await loginByApi(phone, mobile, DEMO_PASSWORD, 'h5');
  const small = await phone.newPage();
  await onPhone(small, '/account/recommend', 'People I referred', 'recommend-en-phone');
  await onPhone(small, '/account/channel', 'Referral channels', 'channel-en-phone');
  // And in English at 1200 px, in Chinese on a phone.
  const desk = await newVisitor(browser, 'en');
  await loginByApi(desk, mobile);
  const wide = await desk.newPage();
  await gotoHydrated(wide, '/account/recommend');
  await seeText(wide, 'People I referred');
  await gotoHydrated(wide, '/account/channel');
  await seeText(wide, 'Referral channels');
  await shot(wide, 'channel-en-1200');
  const zhPhone = await newPhoneVisitor(browser, 'zh');
  await loginByApi(zhPhone, mobile, DEMO_PASSWORD, 'h5');
  const zhSmall = await zhPhone.newPage();
  await onPhone(zhSmall, '/account/recommend', '行业交流群', 'recommend-zh-phone');
  await onPhone(zhSmall, '/account/channel', '行业交流群', 'channel-zh-phone');
  await Promise.all([promoter.close(), phone.close(), desk.close(), zhPhone.close()]);
}, 120_000);

test('someone not flagged has no referral entries in the menu, but their own page answers', async () => {
  const context = await newVisitor(browser, 'en');
  await registerUser(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/account/recommend');
  await seeText(page, 'Nobody has registered with your referral yet');
  expect(await page.getByRole('link', { name: 'My referrals' }).count()).toBe(0);
  await context.close();
}, 60_000);

/** A meeting of the demo organiser's own: a type, a hall of 2 × 5 seated automatically, a venue, an exam. */
const organiserMeeting = async (call: ReturnType<typeof apiAs>) => {
  const { id: meetingId } = await call<{ id: number }>('/meeting/auth/meeting/info/save', {
    meetingName: '2031 座位与考试演示会',
    startTime: '2031-05-10T09:00:00+08:00',
    endTime: '2031-05-10T17:00:00+08:00',
  });
  await call('/meeting/auth/meeting/enroll/save', {
    meetingId,
    openTime: new Date(Date.now() - 3_600_000).toISOString(),
    closeTime: new Date(Date.now() + 86_400_000).toISOString(),
    fields: [
      { key: 'name', kind: 'text', label: '姓名', required: true },
      { key: 'mobile', kind: 'text', label: '手机号', required: true },
      { key: 'unit', kind: 'text', label: '单位', required: false },
    ],
  });
  const types = await call<{ id: number }[]>('/meeting/auth/meeting/enroll/type/save', {
    meetingId,
    ...{ name: '代表', nameEn: 'Delegate', feeFen: 0, quota: 100 },
  });
  const typeId = types.at(-1)!.id;
  const register = (name: string, mobile = uniqueMobile()) =>
    call('/meeting/auth/meeting/register/manual/register', {
      ...{ meetingId, typeId },
      attendee: { name, mobile, unit: '华山医院', extra: {} },
    });
  const layout = { kind: 'theatre', rows: 2, seatsPerRow: 5, aisleAfter: [] };
  await call('/meeting/auth/meeting/seat/map/create', { meetingId, name: '主会场', layout });
  return { meetingId, register };
};

test('an organiser reads the seat list, the exam records and one venue’s live figures', async () => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000003');
  const call = apiAs(organiser);
  const { meetingId, register } = await organiserMeeting(call);
  const candidate = await newVisitor(browser);
  const candidateMobile = await registerUser(candidate);
  await register('孙考生', candidateMobile);
  await register('李入座');
  await call('/meeting/auth/meeting/user/seat/info/auto', { meetingId });
  await register('周待定');

  const page = await organiser.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, `/seat/sidebar?id=${meetingId}`);
  await seeText(page, '1排1座');
  await page.getByRole('tab', { name: /未安排座位/ }).click();
  await seeText(page, '周待定');
  await shot(page, 'seat-sidebar-zh-1200');

  // An exam for the meeting's attendees, one hand-in, then the console's records.
  const question = await call<{ id: number }>('/exam/auth/subject/save', {
    stem: '会前测验：心房颤动会增加卒中风险。',
    content: { kind: 'judge', answer: true },
  });
  const paper = await call<{ id: number }>('/exam/auth/paper/save', {
    paperName: `记录演示卷 ${Date.now() % 100000}`,
    mode: 'fixed',
    items: [{ questionId: question.id, score: 10 }],
    passScore: 6,
  });
  const exam = await call<{ id: number }>('/exam/auth/exam/save', {
    ...{ paperId: paper.id, examName: '会前知识测验', audience: 'meeting', meetingId, isPublished: true },
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    minutes: 0,
  });
  const take = apiAs(candidate);
  const sheet = await take<{ attempt: { id: number }; questions: { questionId: number }[] }>(
    '/exam/auth/attempt/start',
    { examId: exam.id },
  );
  await take('/exam/auth/attempt/answer', {
    attemptId: sheet.attempt.id,
    questionId: sheet.questions[0]!.questionId,
    answer: true,
  });
  await take('/exam/auth/attempt/submit', { attemptId: sheet.attempt.id });
  await gotoHydrated(page, `/account/meeting/exams/myExam?id=${meetingId}`);
  // The candidate as the site knows them (their nickname, at first their masked mobile) and their score.
  await seeText(page, candidateMobile);
  await seeText(page, '10 / 10');
  await shot(page, 'console-exam-records-zh-1200');

  // A venue's live figures and viewers (SPEC count: placeLive, placeWatching).
  const [place] = await call<{ id: number }[]>('/meeting/auth/meeting/place/save', {
    ...{ meetingId, name: '第一分会场', nameEn: 'Room 1', address: '二楼', addressEn: 'Floor 2' },
  });
  // Figures are a live channel's: the venue gets one, as the console's live page does.
  await call('/meeting/auth/meeting/place/create/live', { placeId: place!.id });
  await gotoHydrated(page, `/account/count/placeLive?id=${place!.id}`);
  await seeText(page, '2031 座位与考试演示会 · 第一分会场');
  await shot(page, 'place-live-zh-1200');
  await gotoHydrated(page, `/account/count/placeWatching?id=${place!.id}`);
  await seeText(page, '2031 座位与考试演示会 · 第一分会场');
  await shot(page, 'place-watching-zh-1200');

  // The usher's list on a phone, in English.
  const phone = await newPhoneVisitor(browser, 'en');
  await loginByApi(phone, '13800000003', DEMO_PASSWORD, 'h5');
  const small = await phone.newPage();
  await onPhone(small, `/seat/sidebar?id=${meetingId}`, 'Row 1, seat 1', 'seat-sidebar-en-phone');
  await gotoHydrated(small, `/account/meeting/exams/myExam?id=${meetingId}`);
  await seeText(small, 'Exam records');
  await shot(small, 'console-exam-records-en-phone');
  await gotoHydrated(small, `/account/count/placeLive?id=${place!.id}`);
  await shot(small, 'place-live-en-phone');
  await gotoHydrated(small, `/account/count/placeWatching?id=${place!.id}`);
  await shot(small, 'place-watching-en-phone');
  // And in English at 1200 px, in Chinese on a phone.
  const desk = await newVisitor(browser, 'en');
  await loginByApi(desk, '13800000003');
  const wide = await desk.newPage();
  await gotoHydrated(wide, `/seat/sidebar?id=${meetingId}`);
  await seeText(wide, 'Row 1, seat 1');
  await gotoHydrated(wide, `/account/meeting/exams/myExam?id=${meetingId}`);
  await seeText(wide, 'Exam records');
  await shot(wide, 'console-exam-records-en-1200');
  const zhPhone = await newPhoneVisitor(browser, 'zh');
  await loginByApi(zhPhone, '13800000003', DEMO_PASSWORD, 'h5');
  const zhSmall = await zhPhone.newPage();
  await gotoHydrated(zhSmall, `/seat/sidebar?id=${meetingId}`);
  expect(await phoneProblems(zhSmall)).toEqual([]);
  await shot(zhSmall, 'seat-sidebar-zh-phone');
  await Promise.all([organiser.close(), candidate.close(), phone.close(), desk.close(), zhPhone.close()]);
}, 180_000);
