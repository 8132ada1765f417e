import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * Classes end to end: a lecturer creates a class, adds a student by mobile and sets the demo exam for
 * it; the student finds it under my classes, reads the class exam's notes, sits it and sees their
 * result beside the class's; the lecturer reads the class's results with the score spread.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a class is set an exam, a student sits it, both read the class results', async () => {
  const teacher = await newVisitor(browser);
  await loginByApi(teacher, '13800000005');
  const page = await teacher.newPage();
  const student = await newVisitor(browser);
  const mobile = await registerUser(student);

  const className = `心内科规培二班 ${Date.now() % 100000}`;
  await gotoHydrated(page, '/account/grades/teacher');
  await page.getByRole('button', { name: '新建班级' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('班级名称').fill(className);
  await dialog.getByLabel('班级介绍').fill('每月一次阶段测验');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(page, '保存成功');
  await page.getByRole('link', { name: className }).click();
  await page.waitForURL(/\?id=\d+/);

  await page.getByRole('button', { name: '添加学员' }).click();
  await page.getByRole('dialog').getByLabel('手机号（每行一个，最多200个）').fill(`${mobile}\n13999990000`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await seeToast(page, '已加入 1 人，0 人原已在班级中');
  await seeText(page, '以下手机号尚未注册，未能加入：13999990000');
  await seeText(page, mobile);
  await shot(page, 'grade-students');

  await page.getByRole('tab', { name: '考试' }).click();
  await page.getByRole('combobox', { name: '选择要布置的考试' }).click();
  await page.getByTitle('心血管基础知识在线考试').click();
  await page.getByRole('button', { name: '布置考试' }).click();
  await seeToast(page, '操作成功');
  await expect.poll(() => page.getByRole('row', { name: /心血管基础知识在线考试/ }).count()).toBe(1);
  await shot(page, 'grade-exams');

  // The student: my classes → the class exam's notes → sit it → hand in.
  const mine = await student.newPage();
  await gotoHydrated(mine, '/account/grades/my');
  await seeText(mine, className);
  await mine.getByRole('link', { name: '心血管基础知识在线考试' }).click();
  await mine.waitForURL(/\/exam\/gradeExplain\?/);
  await seeText(mine, '考试须知');
  await shot(mine, 'grade-explain');
  await mine.getByRole('button', { name: '开始考试' }).click();
  await mine.waitForURL(/\/exam\/exam\?id=\d+/);
  await mine.getByLabel('B. 60–100 次/分').check();
  await expect.poll(() => mine.getByText('已保存').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await mine.getByRole('button', { name: /交\s*卷/ }).click();
  await mine
    .getByRole('dialog')
    .getByRole('button', { name: /交\s*卷/ })
    .click();
  await mine.waitForURL(/\/exam\/result\?id=\d+/);

  await gotoHydrated(mine, '/account/grades/my');
  await seeText(mine, '10');
  await mine.getByRole('link', { name: '查看班级成绩' }).click();
  await mine.waitForURL(/\/exam\/gradeResult\?/);
  await expect.poll(() => mine.getByTestId('my-grade-score').textContent()).toContain('10 / 60');
  await seeText(mine, '第 1 名 / 1 人');
  await expect.poll(() => mine.getByTestId('score-chart').locator('canvas').count()).toBe(1);
  await shot(mine, 'grade-result-mine');

  // The lecturer: the class's figures, the spread and each question's score rate.
  await page.getByRole('tab', { name: '成绩分析' }).click();
  await expect.poll(() => page.getByTestId('score-chart').locator('canvas').count()).toBe(1);
  await seeText(page, '试题得分率');
  await expect
    .poll(() => page.getByRole('row', { name: new RegExp(mobile) }).textContent())
    .toContain('已阅卷');
  await shot(page, 'grade-results');
}, 120_000);
