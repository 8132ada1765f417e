import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { pickOption, seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';
import { paperOfOwnQuestions } from '../support/exams';
import { onJourneyDatabase } from '../support/server';

/**
 * Exams end to end: a lecturer writes a question in the bank and sees the demo paper as candidates do;
 * a candidate starts an exam, answers, reloads mid-way and finds every answer, runs out of time and is
 * handed in by the clock; the lecturer marks the short answer and the candidate sees the result.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const LECTURER = '13800000005';

/** Fills the exam form's window with December 2026 (antd's range picker, found by its input hints). */
const pickDecember = async (page: Page) => {
  // Enter commits the start and moves on; Tab commits the end (Enter there would submit the form).
  for (const [hint, value, key] of [
    ['开始日期', '2026-12-01 09:00', 'Enter'],
    ['结束日期', '2026-12-31 18:00', 'Tab'],
  ] as const) {
    const input = page.getByPlaceholder(hint);
    await input.click();
    await input.fill(value);
    await input.press(key);
  }
};

const asLecturer = async () => {
  const context = await newVisitor(browser);
  await loginByApi(context, LECTURER);
  return { context, page: await context.newPage(), call: apiAs(context) };
};

test('a lecturer writes a question, builds a paper and an exam, and previews it', async () => {
  // Their own names on each attempt: a retry must not meet the paper and exam a failed first made.
  const attempt = Date.now() % 100000;
  const paperName = `心电图小测 ${attempt}`;
  const examName = `心电图随堂测验 ${attempt}`;
  const { page } = await asLecturer();
  await gotoHydrated(page, '/account/subject/add');
  await seeText(page, '正常成人静息心率的范围是？');
  // A category of their own, for the bank's side list.
  await page.getByRole('button', { name: '新增分类' }).click();
  await page.getByRole('dialog').getByLabel('分类名称').fill(`心电图 ${attempt}`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await page.getByRole('menuitem', { name: new RegExp(`心电图 ${attempt}`) }).waitFor();
  // Closed (its animation over) before the question's dialog opens, so the page has one dialog.
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '新增试题' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('题干').fill('窦性心律时 P 波在 aVR 导联倒置。');
  // A busy machine can swallow the click on an option while the list opens: pick until the kind shows.
  await expect
    .poll(async () => {
      await dialog.getByRole('combobox', { name: '题型' }).click();
      await pickOption(page, '判断题');
      return dialog.getByLabel('正确', { exact: true }).count();
    })
    .toBe(1);
  await dialog.getByLabel('正确', { exact: true }).check();
  await dialog.getByLabel('解析').fill('aVR 导联 P 波倒置是窦性心律的特征之一。');
  await shot(page, 'exam-question-editor');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await seeToast(page, '保存成功');
  await seeText(page, '窦性心律时 P 波在 aVR 导联倒置。');
  await shot(page, 'exam-bank');

  await gotoHydrated(page, '/account/exams/selectIssue');
  await page.getByLabel('试卷名称').fill(paperName);
  for (const stem of ['窦性心律时 P 波在 aVR 导联倒置。', '正常成人静息心率的范围是？']) {
    await page.getByPlaceholder('搜索题干').fill(stem.slice(0, 6));
    await page.getByPlaceholder('搜索题干').press('Enter');
    await page
      .getByRole('row', { name: new RegExp(stem.slice(0, 6)) })
      .getByRole('button', { name: /加\s*入/ })
      .first()
      .click();
  }
  await expect.poll(() => page.getByTestId('paper-total').textContent()).toBe('10');
  await page.getByLabel('及格分').fill('6');
  await shot(page, 'exam-paper-editor');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await seeToast(page, '保存成功');
  await seeText(page, paperName);
  await page
    .getByRole('row', { name: new RegExp(paperName) })
    .getByRole('link', { name: '预览' })
    .click();
  await seeText(page, '试卷预览（考生所见）');
  await seeText(page, '窦性心律时 P 波在 aVR 导联倒置。');
  await shot(page, 'exam-paper-preview');

  await gotoHydrated(page, '/account/exams/add');
  await page.getByLabel('考试名称').fill(examName);
  await page.getByLabel('试卷').click();
  await page.getByTitle(new RegExp(paperName)).first().click();
  await pickDecember(page);
  await shot(page, 'exam-form');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await seeToast(page, '保存成功');
  await seeText(page, examName);
  await shot(page, 'exam-manage');
}, 120_000);

test('a candidate answers, reloads, runs out of time; the lecturer marks; the candidate sees the result', async () => {
  const lecturer = await asLecturer();
  const paper = await paperOfOwnQuestions(lecturer.call, `限时测验卷 ${Date.now()}`);
  const exam = await lecturer.call<{ id: number }>('/exam/auth/exam/save', {
    paperId: paper.id,
    examName: `限时测验 ${Date.now()}`,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    minutes: 30,
    isPublished: true,
  });

  const context = await newVisitor(browser);
  await registerUser(context);
  const page = await context.newPage();
  await gotoHydrated(page, `/exam/view/${exam.id}`);
  await shot(page, 'exam-view');
  await page.getByRole('button', { name: '开始考试' }).click();
  await page.waitForURL(/\/exam\/exam\?id=\d+/);
  const sitting = page.url();
  await seeText(page, '答题卡');
  await page.getByLabel('B. 60–100 次/分').check();
  await page.getByLabel('A. 高血压').check();
  await page.getByLabel('B. 吸烟').check();
  await page.getByLabel('D. 糖尿病').check();
  await page.getByLabel('第 1 空').fill('心房');
  const essay = '胸骨后压榨性疼痛，持续 30 分钟以上，伴大汗、濒死感。';
  await page.getByLabel('5. 简答题').fill(essay);
  // Each answer shows 已保存 once the server has it.
  const savedOf = (stem: string) =>
    page
      .getByTestId(/^question-/)
      .filter({ hasText: stem })
      .last()
      .getByText('已保存')
      .count();
  await expect.poll(() => savedOf('简述急性心肌梗死'), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => savedOf('心电图上 P 波代表'), { timeout: 10_000 }).toBe(1);
  await shot(page, 'exam-sitting');

  // A reload opens the same attempt with every answer.
  await page.reload();
  await seeText(page, '答题卡');
  expect(page.url()).toBe(sitting);
  await expect.poll(() => page.getByLabel('B. 60–100 次/分').isChecked()).toBe(true);
  await expect.poll(() => page.getByLabel('D. 糖尿病').isChecked()).toBe(true);
  expect(await page.getByLabel('第 1 空').inputValue()).toBe('心房');
  expect(await page.getByLabel('5. 简答题').inputValue()).toBe(essay);

  // The clock runs out: the page stops taking answers and the server hands the attempt in. The attempt
  // is made due in a few seconds rather than waited for, and the page reloaded to read its new time.
  await onJourneyDatabase(
    `update exam_attempts set due_at = now() + interval '4 seconds' where exam_id = $1 and submitted_at is null`,
    [exam.id],
  );
  await page.reload();
  await seeText(page, '考试时间到，已自动交卷', 30_000);
  await page.waitForURL(/\/exam\/result\?id=\d+/, { timeout: 20_000 });
  await seeText(page, '已超时');
  await seeText(page, '待阅卷');
  // Single 10 + multiple 10 + one blank of two 5 = 25 so far.
  expect(await page.getByTestId('exam-score').textContent()).toBe('25');
  await shot(page, 'exam-result-reviewing');

  await gotoHydrated(lecturer.page, `/account/exams/examAdmin?examId=${exam.id}`);
  await lecturer.page.getByRole('button', { name: '阅卷' }).click();
  const drawer = lecturer.page.locator('.ant-drawer');
  await seeText(lecturer.page, essay);
  await drawer.getByLabel('评分').fill('8');
  await drawer.getByLabel('评语').fill('要点完整，可补充心电图表现。');
  await shot(lecturer.page, 'exam-marking');
  await drawer.getByRole('button', { name: '提交评分' }).click();
  await seeToast(lecturer.page, '阅卷完成');

  await page.reload();
  await seeText(page, '已阅卷');
  await seeText(page, '要点完整，可补充心电图表现。');
  expect(await page.getByTestId('exam-score').textContent()).toBe('33');
  await shot(page, 'exam-result-reviewed');
  await gotoHydrated(page, '/account/exams/myExam');
  await seeText(page, '33 / 60');
  await shot(page, 'exam-my-records');

  // Its one attempt used, the exam's page says why it cannot be started again.
  await gotoHydrated(page, `/exam/view/${exam.id}`);
  await expect.poll(() => page.getByTestId('exam-refusal').textContent()).toBe('您的考试次数已用完');
}, 180_000);

test("an organiser sets an exam for the meeting's attendees from its console", async () => {
  const context = await newVisitor(browser);
  await loginByApi(context, '13800000003');
  const call = apiAs(context);
  const meetings = await call<{ list: { id: number; meetingName: string }[] }>(
    '/meeting/auth/meeting/info/list',
    {},
  );
  const meeting = meetings.list[0]!;
  const question = await call<{ id: number }>('/exam/auth/subject/save', {
    stem: '会前测验：心房颤动会增加卒中风险。',
    content: { kind: 'judge', answer: true },
  });
  const paperName = `会前测验卷 ${Date.now() % 100000}`;
  await call('/exam/auth/paper/save', {
    paperName,
    mode: 'fixed',
    items: [{ questionId: question.id, score: 10 }],
    passScore: 6,
  });

  const page = await context.newPage();
  await gotoHydrated(page, `/account/meeting/exams/myExamination?id=${meeting.id}`);
  await page.getByRole('link', { name: '新建考试' }).click();
  await page.waitForURL(/\/account\/meeting\/exams\/add\?id=\d+/);
  // The console's exam is the meeting's attendees': no audience to choose (antd keeps a hidden
  // Form.Item in the page, undisplayed: so once the form shows, the field is not to be seen).
  await page.getByLabel('考试名称').waitFor();
  expect(await page.getByText('参加对象').filter({ visible: true }).count()).toBe(0);
  // Its own name on each attempt: a retry must not meet the exam a failed first attempt saved.
  const examName = `会前知识测验 ${Date.now() % 100000}`;
  await page.getByLabel('考试名称').fill(examName);
  await page.getByLabel('试卷').click();
  await page.getByTitle(new RegExp(paperName)).first().click();
  await pickDecember(page);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await seeToast(page, '保存成功');
  await page.waitForURL(/\/account\/meeting\/exams\/myExamination\?id=\d+/);
  await seeText(page, examName);
  await shot(page, 'exam-console');
  const saved = await call<{ list: { examName: string; audience: string; meetingId: number }[] }>(
    '/exam/auth/exam/list',
    { keyword: examName },
  );
  expect(saved.list[0]).toMatchObject({ audience: 'meeting', meetingId: meeting.id });
}, 120_000);
