import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { checkUntilTicked, seeText, seeToast } from '../support/expect-page';
import { asCongressOrganiser } from '../support/live';

/**
 * A call for papers from both sides: the organiser opens it and names a reviewer; an author submits a
 * paper with an attachment from the meeting page; the reviewer scores it blind; the organiser reads
 * the average and accepts it; the author sees the decision.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null;

const pdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
};

const wide = async (context: Awaited<ReturnType<typeof newVisitor>>) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  return page;
};

test('a paper goes from the meeting page through blind review to its acceptance', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  await call('/meeting/auth/meeting/manuscript/setting/edit', {
    meetingId,
    isOpen: true,
    closesAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    topics: ['冠心病', '心力衰竭'],
    fileKinds: ['pdf', 'doc', 'docx'],
    guide: '摘要 500 字以内，请附全文 PDF。',
  });
  const reviewerContext = await newVisitor(browser);
  const reviewerMobile = await registerUser(reviewerContext);

  // The organiser adds a type and a reviewer on the settings page.
  const console_ = await wide(organiser);
  await gotoHydrated(console_, `/account/meeting/article/setting?id=${meetingId}`);
  await console_.getByLabel('类型名称').fill('口头报告');
  await console_.getByLabel('英文名称').fill('Oral');
  await console_.getByRole('button', { name: '添加类型' }).click();
  await seeToast(console_, '保存成功');
  await expect.poll(() => console_.getByTestId('paper-types').textContent()).toContain('口头报告 / Oral');
  await console_.getByLabel('姓名', { exact: true }).fill('周审稿');
  await console_.getByLabel('手机号', { exact: true }).fill(reviewerMobile);
  await console_.getByRole('button', { name: '添加审稿人' }).click();
  await seeToast(console_, '保存成功');
  await expect.poll(() => console_.getByTestId('paper-reviewers').textContent()).toContain('周审稿');
  await shot(console_, 'paper-settings');

  // The author finds the call on the meeting page and submits, the PDF uploaded with a progress bar.
  const authorContext = await newVisitor(browser);
  await registerUser(authorContext);
  const author = await wide(authorContext);
  await gotoHydrated(author, `/meeting/detail?id=${meetingId}`);
  await expect.poll(() => author.getByTestId('paper-call').textContent()).toContain('正在征稿');
  await author.getByRole('button', { name: '我要投稿' }).click();
  await author.waitForURL(/\/account\/paper\/submit/);
  await author.getByLabel('题目', { exact: true }).fill('经皮冠脉介入术后双抗治疗时长的真实世界研究');
  await author.getByLabel('姓名', { exact: true }).fill('陈明');
  await author.getByLabel('单位', { exact: true }).fill('浙江大学医学院附属第二医院');
  await author.getByLabel('邮箱', { exact: true }).fill('chenming@example.com');
  await author
    .getByLabel('摘要', { exact: true })
    .fill('目的：比较 6 个月与 12 个月双抗治疗的出血与缺血事件。');
  await author.getByLabel('主题', { exact: true }).click();
  await author.getByTitle('冠心病').click();
  await author
    .locator('input[type=file]')
    .setInputFiles({ name: '全文.pdf', mimeType: 'application/pdf', buffer: await pdf() });
  await seeText(author, '全文.pdf');
  await shot(author, 'paper-submit');
  await author.getByRole('button', { name: '提交稿件' }).click();
  await seeToast(author, '投稿成功');
  await author.waitForURL(/\/account\/paper$/);
  await seeText(author, '已投稿');

  // The organiser assigns the reviewer; the reviewer scores it without seeing who wrote it.
  await gotoHydrated(console_, `/account/meeting/article/solicit?id=${meetingId}`);
  const row = console_.getByTestId('paper-records').locator('tr', { hasText: '双抗治疗' });
  await row.getByRole('checkbox').check();
  await console_.getByRole('button', { name: '分配审稿人' }).click();
  await checkUntilTicked(console_.getByLabel(`周审稿（${reviewerMobile}）`));
  await console_.getByRole('button', { name: /确\s*定|OK/ }).click();
  await seeToast(console_, '操作成功');

  const reviewer = await wide(reviewerContext);
  await gotoHydrated(reviewer, '/account/review');
  const card = reviewer.getByTestId('paper-to-review');
  await expect.poll(() => card.textContent()).toContain('盲审：作者信息已隐藏');
  expect(await card.textContent()).not.toContain('陈明');
  await reviewer.getByLabel('评分（1–10）').fill('8');
  await reviewer.getByLabel('评审意见').fill('设计合理，建议补充亚组分析。');
  await reviewer.getByRole('button', { name: '提交评审' }).click();
  await seeToast(reviewer, '保存成功');

  // The organiser reads the average and accepts with a note.
  await gotoHydrated(console_, `/account/meeting/article/solicit?id=${meetingId}`);
  await expect.poll(() => row.textContent()).toContain('8（1/1）');
  await row.getByRole('checkbox').check();
  await console_.getByRole('button', { name: /^录\s*用$/ }).click();
  await console_.getByLabel('给作者的说明（可选）').fill('请准备 10 分钟口头报告。');
  await console_.getByRole('button', { name: /确\s*定|OK/ }).click();
  await seeToast(console_, '已通知作者');
  await row
    .getByRole('button', { name: /展开|Expand/ })
    .click()
    .catch(() => undefined);
  await shot(console_, 'paper-solicit');

  // The author sees the decision in the personal centre, and a site message.
  await gotoHydrated(author, '/account/paper');
  await seeText(author, '已录用');
  await shot(author, 'paper-mine');
  const messages = await apiAs(authorContext)<{ list: { title: string }[] }>('/user/auth/msg/list', {
    pageSize: 5,
  });
  expect(messages.list[0]!.title).toBe('稿件录用通知：经皮冠脉介入术后双抗治疗时长的真实世界研究');
});
