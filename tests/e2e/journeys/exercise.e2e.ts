import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { chooseUntilShown, seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';
import { paperOfOwnQuestions } from '../support/exams';

/**
 * Exercise lessons end to end: a lecturer adds an exercise lesson asking the demo paper; a student
 * practises it from the course page, misses the pass mark, reads the answers, tries again and finishes
 * the lesson; the lecturer reads the exercise's results.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a student practises an exercise lesson until it is finished; the lecturer reads the results', async () => {
  const lecturer = await newVisitor(browser);
  await loginByApi(lecturer, '13800000005');
  const call = apiAs(lecturer);
  const courseName = `心电图练习课 ${Date.now() % 100000}`;
  const course = await call<{ id: number }>('/course/auth/course/save', {
    kind: 'vod',
    courseName,
    isFree: true,
  });
  await call('/course/auth/course/chapter/save', { courseId: course.id, title: '第一章' });
  const paper = await paperOfOwnQuestions(call, `心电图练习卷 ${Date.now() % 100000}`);

  const page = await lecturer.newPage();
  await gotoHydrated(page, `/account/vod/period?id=${course.id}`);
  await page.getByRole('button', { name: '添加课时' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('课时名称').fill('课后练习');
  await chooseUntilShown(
    dialog.getByLabel('类型'),
    '练习',
    dialog.getByRole('combobox', { name: '练习试卷' }),
  );
  await dialog.getByRole('combobox', { name: '练习试卷' }).click();
  await page.getByTitle(paper.paperName).click();
  await shot(page, 'exercise-period-dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(page, '操作成功');
  await seeText(page, '练习成绩');

  await call('/course/auth/course/submit', { id: course.id });
  const admin = await newVisitor(browser);
  await loginByApi(admin, '13800000000');
  await apiAs(admin)('/admin/auth/course/audit', { id: course.id, approve: true });

  const student = await newVisitor(browser);
  const mobile = await registerUser(student);
  await apiAs(student)('/course/auth/course/enrol', { courseId: course.id });
  const study = await student.newPage();
  await gotoHydrated(study, `/view/${course.id}`);
  await study.getByRole('button', { name: /课后练习/ }).click();
  await study.waitForURL(/\/exam\/exercise\/\d+/);
  await seeText(study, '不限时、不限次数');
  await study.getByLabel('A. 40–60 次/分').check();
  await study.getByRole('button', { name: '提交答案' }).click();
  await expect.poll(() => study.getByTestId('exercise-result').textContent()).toContain('未达到及格分');
  // The answers and explanations show at once.
  await seeText(study, '正确答案');
  await shot(study, 'exercise-missed');

  await study.getByRole('button', { name: '再练一次' }).click();
  await study.getByLabel('B. 60–100 次/分').check();
  await study.getByLabel('A. 高血压').check();
  await study.getByLabel('B. 吸烟').check();
  await study.getByLabel('D. 糖尿病').check();
  await study.getByLabel('正确').first().check();
  await study.getByLabel('第 1 空').fill('心房');
  await study.getByLabel('第 2 空').fill('心室');
  await study.getByRole('button', { name: '提交答案' }).click();
  await expect.poll(() => study.getByTestId('exercise-result').textContent()).toContain('本课时已完成');
  await seeText(study, '课程学习进度 100%');
  await shot(study, 'exercise-passed');

  await gotoHydrated(page, `/account/vod/praxis?id=${course.id}`);
  await expect
    .poll(() => page.getByRole('row', { name: new RegExp(mobile) }).textContent())
    .toContain('已完成');
  await shot(page, 'exercise-results');
}, 120_000);
