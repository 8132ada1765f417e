import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast, TINY_PNG } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * The blog end to end: a writer writes an article with an image (its draft saving itself and
 * surviving a reload), publishes it under a label; a reader comments, the writer replies, the
 * reader likes it and follows the writer, whose article then fills the reader's follow tab.
 * Then the admin teaches search a compound word and a visitor finds the article by it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TITLE = `房颤消融术后的随访要点 ${Date.now() % 100000}`;

test('a writer publishes an article with an image; a reader comments, likes and follows', async () => {
  const writerContext = await newVisitor(browser);
  await registerUser(writerContext);
  const writer = await writerContext.newPage();

  await gotoHydrated(writer, '/blog/account/write');
  // A "write" page has no site header or footer (SPEC).
  expect(await writer.locator('header').count()).toBe(0);
  await writer.getByLabel('文章标题').fill(TITLE);
  await writer.getByRole('combobox', { name: '标签' }).click();
  await writer.getByTitle('心血管').click();
  await writer.keyboard.press('Escape');
  const editor = writer.getByRole('textbox', { name: '正文' });
  await editor.click();
  await editor.pressSequentially('术后三个月是复发的空白期，需要规律随访心电图。');
  const [chooser] = await Promise.all([
    writer.waitForEvent('filechooser'),
    writer.getByRole('button', { name: '插入图片' }).click(),
  ]);
  await chooser.setFiles({ name: 'ecg.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect.poll(() => editor.locator('img[src^="/uploads/"]').count(), { timeout: 15_000 }).toBe(1);
  // The draft saves itself once the writer pauses, and the address names it.
  await seeText(writer, '草稿已自动保存', 15_000);
  await writer.waitForURL(/write\?id=\d+/);
  await writer.reload();
  await expect.poll(() => writer.getByLabel('文章标题').inputValue()).toBe(TITLE);
  await expect.poll(() => writer.getByRole('textbox', { name: '正文' }).locator('img').count()).toBe(1);
  await shot(writer, 'blog-write');
  await writer.getByRole('button', { name: '发布文章' }).click();
  await seeToast(writer, '发布成功');
  await writer.waitForURL(/\/blog\/article\/\d+$/);
  const articlePath = new URL(writer.url()).pathname;
  await seeText(writer, '术后三个月是复发的空白期');

  const readerContext = await newVisitor(browser);
  await registerUser(readerContext);
  const reader = await readerContext.newPage();
  await gotoHydrated(reader, '/blog');
  await reader.getByRole('link', { name: TITLE }).click();
  await reader.waitForURL(articlePath);
  await reader.getByLabel('写下你的评论…').fill('消融后抗凝要维持多久？');
  await reader.getByRole('button', { name: '发表评论' }).click();
  await seeToast(reader, '评论成功');
  await seeText(reader, '消融后抗凝要维持多久？');
  await reader.getByTestId('blog-like').click();
  await expect.poll(() => reader.getByTestId('blog-like').textContent()).toMatch(/已赞\s*1/);
  await reader.getByRole('button', { name: '关注' }).click();
  await expect.poll(() => reader.getByRole('button', { name: '已关注' }).count()).toBe(1);

  // The writer answers the comment on their article.
  await gotoHydrated(writer, articlePath);
  await writer.getByTestId('comment').getByRole('button', { name: '回复' }).first().click();
  await writer.getByLabel(/^回复 /).fill('至少两个月，之后按卒中风险评分决定。');
  await writer.getByRole('button', { name: '发表评论' }).last().click();
  await seeToast(writer, '评论成功');
  await seeText(writer, '至少两个月，之后按卒中风险评分决定。');
  await shot(writer, 'blog-article');

  // The reader's follow tab now shows the followed writer's article.
  await gotoHydrated(reader, '/blog?tab=2');
  await seeText(reader, TITLE);
  await shot(reader, 'blog-follow-tab');
});

test('the admin teaches search a compound word, and a visitor finds the article by it', async () => {
  const writerContext = await newVisitor(browser);
  await registerUser(writerContext);
  const title = `房颤消融术的适应证 ${Date.now() % 100000}`;
  await apiAs(writerContext)('/community/auth/blog/save', {
    title,
    content: '<p>阵发性房颤药物无效时，可以考虑导管消融。</p>',
    publish: true,
  });

  const adminContext = await newVisitor(browser);
  await loginByApi(adminContext, '13800000000');
  const admin = await adminContext.newPage();
  await gotoHydrated(admin, '/admin/community');
  await admin.getByLabel('词语').fill('房颤消融');
  await admin.getByRole('button', { name: '加入词典' }).click();
  await seeToast(admin, '保存成功');
  await expect.poll(() => admin.getByTestId('dictionary-words').textContent()).toContain('房颤消融');
  await shot(admin, 'admin-community');
  // Once the index is rebuilt, the compound word finds the article.
  const visitor = await (await newVisitor(browser)).newPage();
  await expect
    .poll(
      async () => {
        await gotoHydrated(visitor, `/search/${encodeURIComponent('房颤消融')}?type=6`);
        return visitor
          .getByTestId('search-hits')
          .textContent()
          .catch(() => '');
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toContain(title);
  // The visitor's words are cut as the dictionary says: one word, marked whole.
  expect(await visitor.getByTestId('search-hits').locator('mark').first().textContent()).toBe('房颤消融');
  await shot(visitor, 'blog-search');
});
