import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { chooseUntilShown, seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * Exams' rough edges (issue 46): a lecturer imports a comprehension question from Excel into the bank,
 * and picks a random paper for a practice lesson.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a lecturer imports a comprehension question and gives a practice lesson a random paper', async () => {
  const lecturer = await newVisitor(browser);
  await loginByApi(lecturer, '13800000005');
  const call = apiAs(lecturer);
  const passage = `导入材料：患者男，58 岁，胸痛 2 小时 ${Date.now() % 100000}`;
  const book = new ExcelJS.Workbook();
  book.addWorksheet('试题').addRows([
    ['题型', '题干', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '答案', '解析', '难度', '分类'],
    ['材料题', passage, '', '', '', '', '', '', '', '', '中', ''],
    ['子题-单选题', '最可能的诊断？', '心绞痛', '前壁心梗', '', '', '', '', 'B', '', '', ''],
    ['子题-判断题', '应尽快再灌注。', '', '', '', '', '', '', '对', '', '', ''],
  ]);
  const page = await lecturer.newPage();
  await gotoHydrated(page, '/account/subject/add');
  await seeText(page, '材料题：先写一行题型为“材料题”');
  await page.locator('input[type=file][accept=".xlsx"]').setInputFiles({
    name: 'comprehension.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await seeToast(page, '已导入1道试题');
  await seeText(page, passage);
  await expect.poll(() => page.getByRole('row', { name: new RegExp(passage) }).textContent()).toContain('2');
  await shot(page, 'exam-import-comprehension');

  const category = await call<{ id: number }>('/exam/auth/category/save', {
    categoryName: `随机练习 ${Date.now() % 100000}`,
  });
  for (const stem of ['随机判断一', '随机判断二'])
    await call('/exam/auth/subject/save', {
      stem,
      categoryId: category.id,
      content: { kind: 'judge', answer: true },
    });
  const paperName = `随机练习卷 ${Date.now() % 100000}`;
  await call('/exam/auth/paper/save', {
    paperName,
    mode: 'random',
    rules: [{ kind: 'judge', categoryId: category.id, difficulty: null, count: 1, score: 10 }],
    passScore: 10,
  });
  const course = await call<{ id: number }>('/course/auth/course/save', {
    kind: 'vod',
    courseName: `随机练习课 ${Date.now() % 100000}`,
    isFree: true,
  });
  await call('/course/auth/course/chapter/save', { courseId: course.id, title: '第一章' });
  await gotoHydrated(page, `/account/vod/period?id=${course.id}`);
  await page.getByRole('button', { name: '添加课时' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('课时名称').fill('随机练习');
  await chooseUntilShown(
    dialog.getByLabel('类型'),
    '练习',
    dialog.getByRole('combobox', { name: '练习试卷' }),
  );
  await dialog.getByRole('combobox', { name: '练习试卷' }).click();
  await page.getByTitle(`${paperName}（随机抽题，总分 10，及格 10）`).click();
  await seeText(page, '随机抽题试卷为每位学员单独抽题');
  await shot(page, 'exercise-random-paper');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(page, '操作成功');
  await seeText(page, '随机练习');
}, 120_000);
