import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * Questions and answers end to end: someone asks under a label; a colleague finds it among the
 * unanswered and answers; a third reader votes the answer up; the asker accepts it and comments,
 * and the question shows as solved in the list and in their personal centre.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TITLE = `起搏器植入后能做磁共振吗？${Date.now() % 100000}`;

const person = async () => {
  const context = await newVisitor(browser);
  await registerUser(context);
  return context.newPage();
};
/** antd spaces a two-character Chinese button's label ("采 纳"). */
const answerOn = (page: Page) => page.getByTestId('answers').locator('[data-testid^="answer-"]').first();

test('ask, answer, vote, accept and comment', async () => {
  const asker = await person();
  await gotoHydrated(asker, '/question/account/write');
  // A "write" page has no site header or footer (SPEC).
  expect(await asker.locator('header').count()).toBe(0);
  await asker.getByLabel('问题标题').fill(TITLE);
  await asker.getByRole('combobox', { name: '标签' }).click();
  await asker.getByTitle('心血管').click();
  await asker.keyboard.press('Escape');
  const details = asker.getByRole('textbox', { name: '问题描述' });
  await details.click();
  await details.pressSequentially('患者三年前植入双腔起搏器，现在需要做腰椎磁共振。');
  await shot(asker, 'question-write');
  await asker.getByRole('button', { name: '发布问题' }).click();
  await seeToast(asker, '提问成功');
  await asker.waitForURL(/\/question\/view\/\d+$/);
  const questionPath = new URL(asker.url()).pathname;
  await seeText(asker, '还没有回答，来写第一个吧');

  const answerer = await person();
  await gotoHydrated(answerer, '/question?tab=4');
  await answerer.getByRole('link', { name: TITLE }).click();
  await answerer.waitForURL(questionPath);
  const editor = answerer.getByRole('textbox', { name: '回答内容' });
  await editor.click();
  await editor.pressSequentially('要看起搏器是否为磁共振兼容型号，并在扫描前后由起搏器门诊调整程控模式。');
  await answerer.getByRole('button', { name: '发布回答' }).click();
  await seeToast(answerer, '回答已发布');
  await seeText(answerer, '你已回答过这个问题，可以修改你的回答');
  // One's own answer takes no vote from its author.
  expect(await answerOn(answerer).getByRole('button', { name: '赞同' }).isDisabled()).toBe(true);

  const reader = await person();
  await gotoHydrated(reader, questionPath);
  await answerOn(reader).getByRole('button', { name: '赞同' }).click();
  await expect.poll(() => answerOn(reader).getByTestId('answer-score').textContent()).toBe('1');

  await gotoHydrated(asker, questionPath);
  await answerOn(asker)
    .getByRole('button', { name: /^采\s?纳$/ })
    .click();
  await seeToast(asker, '已采纳');
  await expect.poll(() => answerOn(asker).getByText('已采纳').count()).toBeGreaterThan(0);
  await expect.poll(() => answerOn(asker).getByTestId('answer-score').textContent()).toBe('1');
  await answerOn(asker).getByRole('button', { name: '添加评论' }).click();
  await asker.getByLabel('写下你的评论…').fill('谢谢，我的是兼容型号，已经约了程控。');
  await asker.getByRole('button', { name: /^评\s?论$/ }).click();
  await seeText(asker, '谢谢，我的是兼容型号，已经约了程控。');
  await shot(asker, 'question-view');

  await gotoHydrated(asker, '/account/ques');
  const card = asker.getByTestId('question-cards').locator('li', { hasText: TITLE });
  await expect.poll(() => card.textContent()).toContain('已解决');
  await gotoHydrated(answerer, '/account/ques?kind=answered');
  await seeText(answerer, TITLE);
});

test('a sensitive word holds a question for review; a reader reports it and the admin hides it', async () => {
  const word = `违禁药${Date.now() % 100000}`;
  const adminContext = await newVisitor(browser);
  await loginByApi(adminContext, '13800000000');
  const admin = await adminContext.newPage();
  await gotoHydrated(admin, '/admin/moderation');
  await admin.getByLabel('敏感词', { exact: true }).fill(word);
  await admin.getByRole('button', { name: /^添\s?加$/ }).click();
  await seeToast(admin, '保存成功');
  await expect.poll(() => admin.getByTestId('sensitive-words').textContent()).toContain(word);

  const asker = await person();
  const title = `哪里能买到${word}？`;
  await gotoHydrated(asker, '/question/account/write');
  await asker.getByLabel('问题标题').fill(title);
  await asker.getByRole('button', { name: '发布问题' }).click();
  await seeToast(asker, '内容包含需要审核的词语，审核通过后公开');
  await seeText(asker, '审核中：通过后其他人才能看到');

  await gotoHydrated(admin, '/admin/moderation');
  const row = admin.getByTestId('moderation-queue').locator('tr', { hasText: title });
  await row.getByRole('button', { name: /^通\s?过$/ }).click();
  await seeToast(admin, '已处理');

  const reader = await person();
  await gotoHydrated(reader, '/question');
  await reader.getByRole('link', { name: title }).click();
  await reader.getByRole('button', { name: '举报' }).click();
  await reader.getByLabel('不实医疗信息').check();
  await reader.getByRole('button', { name: '提交举报' }).click();
  await seeToast(reader, '已举报，感谢你的反馈');

  await gotoHydrated(admin, '/admin/moderation?tab=reported');
  const reported = admin.getByTestId('moderation-queue').locator('tr', { hasText: title });
  await expect.poll(() => reported.textContent()).toContain('不实医疗信息');
  await shot(admin, 'admin-moderation');
  await reported.getByRole('button', { name: /^屏\s?蔽$/ }).click();
  await admin.getByRole('button', { name: /^(OK|确\s?定)$/ }).click();
  await seeToast(admin, '已处理');
  await gotoHydrated(reader, '/question');
  expect(await reader.getByRole('link', { name: title }).count()).toBe(0);
});
