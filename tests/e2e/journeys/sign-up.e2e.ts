import ExcelJS from 'exceljs';
import { linkTo } from '@huitang/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, loginByApi, registerUser, uniqueMobile } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { pickOption, seeText } from '../support/expect-page';

/** The demo congress: sign-up configured by the seed (types, hotel, HUITANG100, the student place taken). */
const CONGRESS = '2026 华东心血管病学术年会';
const ORGANISER = '13800000003';

let browser: Browser;
let meetingId: number;
/** The visitor who signs up in the first journey; the organiser finds them in the second. */
const visitor = { name: `林晓雨${Date.now() % 10000}`, mobile: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newVisitor(browser);
  const reply = await context.request.post(`${baseUrl()}/apis/meeting/api/meeting/info/list`, {
    data: { keyword: CONGRESS },
  });
  const body = (await reply.json()) as { data: { list: { id: number }[] } };
  meetingId = body.data.list[0]?.id ?? 0;
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

/** antd writes two-character Chinese button labels with a space between them. */
const button = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });

test('a visitor signs up with a discount code, a room and a VAT special invoice, pays in the sandbox and sees the credential', async () => {
  const context = await newVisitor(browser);
  visitor.mobile = await registerUser(context);
  const page = await context.newPage();

  await gotoHydrated(page, `/meeting/detail?id=${meetingId}`);
  await button(page, '立即报名').click();
  await page.waitForURL(/\/meeting\/apply\?id=\d+/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  // The one student place is taken: the type shows as full and cannot be chosen.
  const student = page.getByRole('radio', { name: /学生代表/ });
  await expect.poll(() => student.textContent()).toContain('已满');
  expect(await student.isDisabled()).toBe(true);

  // Checked before anything is filled in: the first SPEC 5 message is the type.
  await button(page, '下一步').click();
  await seeText(page, '请选择报名类型');

  await page.getByRole('radio', { name: /普通代表/ }).click();
  await page.getByPlaceholder('请输入姓名').fill(visitor.name);
  expect(await page.getByPlaceholder('请输入手机号').inputValue()).toBe(visitor.mobile);
  await page.getByLabel('单位', { exact: true }).fill('复旦大学');
  await pickOption(page, '复旦大学附属中山医院');

  await button(page, '添加住宿预订').click();
  await page.getByLabel('房型').click();
  await pickOption(page, '高级大床房');
  await page.getByLabel(/2026-12-18/).check();

  await page.getByLabel('增值税专用发票').check();
  await page.getByPlaceholder('请输入发票抬头').fill('复旦大学附属中山医院');
  await page.getByPlaceholder('请输入纳税人识别号').fill('12310000425006117P');
  await page.getByPlaceholder('请输入开户银行').fill('中国银行上海徐汇支行');
  await page.getByPlaceholder('请输入银行账号').fill('436759211234');
  await page.getByPlaceholder('请输入单位地址').fill('上海市徐汇区枫林路180号');
  await page.getByPlaceholder('请输入单位电话').fill('021-64041990');
  await page.getByPlaceholder(/有优惠码/).fill('HUITANG100');

  // The quote before the order: ¥800 place + ¥680 night − ¥100 code.
  await button(page, '下一步').click();
  await seeText(page, '确认报名信息');
  await seeText(page, '-¥100.00');
  await seeText(page, '¥1380.00');
  await button(page, '提交订单').click();
  await page.waitForURL(/\/meeting\/apply\/pay\?orderNo=/);

  await button(page, '立即支付').click();
  await page.waitForURL(/\/pay\/sandbox\?orderNo=/);
  await seeText(page, '沙箱支付（测试环境，不会真实扣款）');
  await page.getByRole('button', { name: /确认支付/ }).click();
  await page.waitForURL(/\/meeting\/apply\/success\?orderNo=/, { timeout: 20_000 });
  await seeText(page, '报名成功');

  await button(page, '查看参会凭证').click();
  await page.waitForURL(/\/account\/meetingcenter\/credentials\?id=\d+/);
  const qr = page.getByAltText('参会凭证二维码');
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
  await seeText(page, visitor.name);
  await context.close();
});

/** The import template filled with three people of the "普通代表" type, written to a temporary file. */
const filledTemplate = async (context: BrowserContext, names: string[]) => {
  const response = await context.request.get(
    `${baseUrl()}${linkTo('/meeting/auth/meeting/register/import/template', { meetingId })}`,
  );
  expect(response.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  // exceljs types its input as the older Buffer.
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((value) =>
    typeof value === 'string' ? value : '',
  );
  const cells: Record<string, (name: string) => string> = {
    姓名: (name) => name,
    手机号: () => uniqueMobile(),
    单位: () => '南京鼓楼医院',
    报名类型: () => '普通代表',
  };
  for (const name of names) sheet.addRow(headers.map((header) => cells[header]?.(name) ?? null).slice(1));
  // Handed to the file input as bytes: nothing is written to disk, nothing is left behind.
  return {
    name: 'participants.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()) as Buffer,
  };
};

test('the organiser finds the attendee, exports the list and imports three people from Excel', async () => {
  const context = await newVisitor(browser);
  await loginByApi(context, ORGANISER);
  const page = await context.newPage();

  await gotoHydrated(page, `/account/meeting/attendsignup?id=${meetingId}`);
  await page.getByPlaceholder('搜索姓名、手机号、单位').fill(visitor.mobile);
  await page.getByPlaceholder('搜索姓名、手机号、单位').press('Enter');
  await seeText(page, visitor.name);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  const names = ['周启明', '吴佳怡', '郑浩然'].map((name) => `${name}${Date.now() % 1000}`);
  await button(page, '批量导入').click();
  const dialog = page.getByRole('dialog');
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('姓名,手机号\n'),
  });
  await dialog.locator('.ant-alert-error').getByText('只支持xlsx格式文件').waitFor();
  await input.setInputFiles(await filledTemplate(context, names));
  await seeText(page, '导入成功3人');
  await page.keyboard.press('Escape');

  await page.getByPlaceholder('搜索姓名、手机号、单位').fill(names[1]!);
  await page.getByPlaceholder('搜索姓名、手机号、单位').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(names[1]!) });
  await row.waitFor();
  expect(await row.textContent()).toContain('批量导入');

  // The registration in full, in a drawer beside the list.
  await row.getByText('查看', { exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '报名详情' });
  await drawer.getByText(names[1]!).waitFor();
  await context.close();
});

test('a stranger is asked to log in before typing anything, and comes back to the form', async () => {
  const signedUp = await newVisitor(browser);
  const mobile = await registerUser(signedUp);
  await signedUp.close();

  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, `/meeting/detail?id=${meetingId}`);
  await button(page, '立即报名').click();
  await page.waitForURL(/\/login/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByPlaceholder('请输入手机号码').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(new RegExp(`/meeting/apply\\?id=${meetingId}$`));
  await page.getByRole('radio', { name: /普通代表/ }).waitFor();
  expect(await page.getByPlaceholder('请输入手机号').inputValue()).toBe(mobile);
  await context.close();
});

test('what a visitor typed into the sign-up form survives a reload', async () => {
  const context = await newVisitor(browser);
  await registerUser(context);
  const page = await context.newPage();
  await gotoHydrated(page, `/meeting/apply?id=${meetingId}`);
  await page.getByLabel('单位', { exact: true }).fill('草稿测试医院');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect.poll(() => page.getByLabel('单位', { exact: true }).inputValue()).toBe('草稿测试医院');
  await context.close();
});
