import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, registerUser } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor, waitHydrated } from '../support/browser';
import { seeText, seeToast, TINY_PNG } from '../support/expect-page';
import { shot } from '../support/courses';

let browser: Browser;
/** The platform administrator, signed in once: a second sign-in would end the first session. */
let admin: BrowserContext;
let adminPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newVisitor(browser);
  await loginByApi(admin, '13800000000');
  adminPage = await admin.newPage();
});
afterAll(async () => {
  await browser.close();
});

/** antd spaces out a two-character Chinese button label ("通过" reads "通 过"). */
const button = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

/** Puts a tiny PNG into the image field with this label and waits for the uploaded preview. */
const uploadInto = async (page: Page, label: string) => {
  const item = page.locator('.ant-form-item').filter({ hasText: label });
  await item
    .locator('input[type=file]')
    .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: TINY_PNG });
  await item.locator('img[src^="/uploads/"]').waitFor();
};

/** The administrator's row for an application, on the pending list filtered to its kind. */
const pendingRow = async (kind: 'organization' | 'lecturer', name: string) => {
  await gotoHydrated(adminPage, `/admin?kind=${kind}`);
  const row = adminPage.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  return row;
};

test('an ordinary user applies as an institution; once approved, the centre and the site are theirs', async () => {
  const context = await newVisitor(browser);
  await registerUser(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/apply/organization');
  const orgName = `浏览器测试学会${String(Date.now()).slice(-6)}`;
  await page.getByPlaceholder('请输入机构名称').fill(orgName);
  await page.getByPlaceholder('请输入机构简称').fill('测试学会');
  await uploadInto(page, '机构标志');
  await uploadInto(page, '营业执照');
  await page.getByPlaceholder('请输入联系人').fill('刘老师');
  await page.getByPlaceholder('请输入机构地址').fill('上海市浦东新区世纪大道 100 号');
  await page.getByPlaceholder('请输入机构简介').fill('浏览器测试中提交的机构入驻申请。');
  await page.getByRole('button', { name: '提交申请' }).click();
  await seeToast(page, '申请已提交，请等待平台审核');
  await seeText(page, '您的机构入驻申请正在审核中');

  const row = await pendingRow('organization', orgName);
  await row.getByRole('button', { name: button('查看') }).click();
  const drawer = adminPage.getByRole('dialog');
  await drawer.getByText('上海市浦东新区世纪大道 100 号').waitFor();
  expect(await drawer.locator('img[src^="/uploads/"]').count()).toBe(2);
  await drawer.getByRole('button', { name: button('通过') }).click();
  await adminPage
    .locator('.ant-popconfirm')
    .getByRole('button', { name: button('通过') })
    .click();
  await seeToast(adminPage, '审核通过');

  await page.reload();
  await waitHydrated(page);
  await seeText(page, '您已是机构成员');
  await page.getByTestId('header-avatar').hover();
  await page.getByRole('menu').waitFor();
  await page.getByRole('menuitem', { name: '机构管理' }).click();
  // Organisation management opens a page of the institution's centre, whose menu leads to the profile.
  await page.waitForURL(/\/account\/organization\//);
  const menu = page.locator('aside');
  await menu.getByText('机构中心').waitFor();
  await menu.getByRole('link', { name: '官网配置' }).waitFor();
  await menu.getByRole('link', { name: '机构信息' }).click();
  await page.waitForURL(`${baseUrl()}/account/organization/info`);
  expect(await page.getByPlaceholder('请输入机构名称').inputValue()).toBe(orgName);

  const site = await page.getByRole('link', { name: '访问机构主页' }).getAttribute('href');
  expect(site).toMatch(/^\/organization\/view\/\d+$/);
  await gotoHydrated(page, site ?? '');
  await page.getByRole('heading', { name: orgName }).waitFor();
  expect(await page.locator(`header img[alt="${orgName}"]`).getAttribute('src')).toMatch(/^\/uploads\//);
  await context.close();
});

test('a rejected lecturer application shows the reason on /recruit, with the form to send again', async () => {
  const context = await newVisitor(browser);
  await registerUser(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/recruit');
  const name = `测试讲师${String(Date.now()).slice(-5)}`;
  await page
    .locator('.ant-form-item')
    .filter({ hasText: '讲师照片' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.waitForFunction(() =>
    document.querySelector<HTMLImageElement>('form img')?.getAttribute('src')?.startsWith('/uploads/'),
  );
  await page.getByPlaceholder('请输入姓名').fill(name);
  await page.getByPlaceholder('请输入职称/职务').fill('副主任医师');
  await page.getByPlaceholder('请输入邮箱').fill('lecturer@example.cn');
  await page.getByPlaceholder('请输入个人简介').fill('从事急诊医学临床与教学十余年。');
  await page.getByRole('button', { name: '提交申请' }).click();
  await seeText(page, '您的讲师入驻申请正在审核中');

  const reason = '照片不清晰，请上传正面免冠照片';
  const row = await pendingRow('lecturer', name);
  await row.getByRole('button', { name: button('驳回') }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByPlaceholder(/请写明需要申请人修改的内容/).fill(reason);
  await dialog.getByRole('button', { name: button('驳回') }).click();
  await seeToast(adminPage, '已驳回');
  await dialog.waitFor({ state: 'hidden' });

  await page.reload();
  await waitHydrated(page);
  await seeText(page, '您的讲师入驻申请未通过审核');
  await seeText(page, reason);
  expect(await page.getByPlaceholder('请输入姓名').inputValue()).toBe(name);
  await page.getByRole('button', { name: '提交申请' }).waitFor();
  await context.close();
});

test("a member of one institution is refused another institution's centre, and the console", async () => {
  const context = await newVisitor(browser);
  // The owner of 未来科技研究院 (institution B) tries the centre of 华东医学教育中心 (A, id 1).
  await loginByApi(context, '13800000004');
  const page = await context.newPage();
  const refused = await gotoHydrated(page, '/account/organization/info?orgId=1');
  expect(refused?.status()).toBe(403);
  await seeText(page, '您不是该机构的成员，无法进入它的机构中心。');
  expect(await page.getByText('华东医学教育中心').count()).toBe(0);

  await gotoHydrated(page, '/account/organization/info');
  expect(await page.getByPlaceholder('请输入机构名称').inputValue()).toBe('未来科技研究院');

  const consoleReply = await gotoHydrated(page, '/admin');
  expect(consoleReply?.status()).toBe(403);
  await seeText(page, '管理后台仅对平台管理员开放。');
  // Refused, they keep their own menu: no console entries, no administrator tag.
  expect(await page.locator('aside').getByText('平台管理').count()).toBe(0);
  await context.close();
});

test('the lecturer list searches by name and opens a profile', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/lecturer');
  await page.getByRole('link', { name: /李明华/ }).waitFor();
  await page.getByPlaceholder('搜索讲师姓名、职称或单位').fill('周晓雯');
  await page.getByPlaceholder('搜索讲师姓名、职称或单位').press('Enter');
  await page.waitForURL(/keyword=/);
  await page.getByRole('link', { name: /李明华/ }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: /周晓雯/ }).click();
  await page.getByRole('heading', { name: '周晓雯' }).waitFor();
  await seeText(page, '浙江大学计算机科学与技术学院');
  await context.close();
});

test('the administrator adds a navigation item that the site header then shows, and removes it', async () => {
  const title = `测试导航${String(Date.now()).slice(-4)}`;
  await gotoHydrated(adminPage, '/admin/site?tab=navBar');
  await adminPage.getByRole('button', { name: '新增' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByPlaceholder('请输入导航名称').fill(title);
  await dialog.getByPlaceholder('请输入链接地址').fill('/lecturer');
  // First in the bar, so the server-rendered header shows it rather than its more-menu.
  await dialog.getByLabel('排序').fill('-1');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await seeToast(adminPage, '保存成功');
  const row = adminPage.getByRole('row').filter({ hasText: title });
  await row.waitFor();

  // Settings reach every page through a notification, a moment after the save.
  const headerShows = async () => (await (await fetch(`${baseUrl()}/`)).text()).includes(title);
  await expect.poll(headerShows, { timeout: 10_000 }).toBe(true);

  await row.getByRole('button', { name: button('删除') }).click();
  await adminPage
    .locator('.ant-popconfirm')
    .getByRole('button', { name: button('删除') })
    .click();
  await row.waitFor({ state: 'detached' });
  await expect.poll(headerShows, { timeout: 10_000 }).toBe(false);
});

test('the navigation editor marks an entry whose page does not exist', async () => {
  // A page the platform does not have (SPEC names no group buying).
  const title = `团购${String(Date.now()).slice(-4)}`;
  await gotoHydrated(adminPage, '/admin/site?tab=navBar');
  await adminPage.getByRole('button', { name: '新增' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByPlaceholder('请输入导航名称').fill(title);
  await dialog.getByPlaceholder('请输入链接地址').fill('/tuangou');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await seeToast(adminPage, '保存成功');
  const row = adminPage.getByRole('row').filter({ hasText: title });
  await row.getByText('此链接的页面不存在（404）').waitFor();
  expect(await adminPage.getByRole('row').filter({ hasText: '/lecturer' }).getByText('404').count()).toBe(0);
});

test('/apply explains both ways to publish and shows where the visitor’s application stands', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/apply');
  await seeText(page, '在会堂发布会议与课程');
  const institution = page.getByTestId('way-organization');
  await institution.getByRole('button', { name: '登录后申请' }).click();
  await page.waitForURL(/\/login/);

  await registerUser(context);
  await gotoHydrated(page, '/apply');
  await page.getByTestId('way-lecturer').getByRole('button', { name: '申请讲师入驻' }).click();
  await page.waitForURL(/\/recruit$/);
  // Applying through the call the lecturer form sends (apiAs throws unless it succeeds).
  await apiAs(context)('/user/auth/apply/lecturer', {
    name: '陈医生',
    mobile: '13911112222',
    email: 'chen@example.com',
    position: '主治医师',
    headImgUrl: '/uploads/demo/avatar-li.svg',
    introduction: '心内科主治医师，专注心律失常。',
  });
  await gotoHydrated(page, '/apply');
  await expect.poll(() => page.getByTestId('application-state').textContent()).toContain('正在审核中');
  await shot(page, 'apply');
  await page.getByRole('link', { name: '查看申请' }).click();
  await page.waitForURL(/\/recruit$/);
  await context.close();
});
