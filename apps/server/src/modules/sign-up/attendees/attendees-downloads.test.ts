import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../../test/harness.ts';
import { readWorkbook, rowsOf, sheetOf } from '../../../../test/spreadsheets.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;
const as = (token: string) => ({ token });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZH_HEADERS = ['姓名', '手机号', '单位', '职务', '职业', '兴趣', '报名类型'];

const download = (path: string, token: string, language: 'zh' | 'en' = 'zh') =>
  t.raw({ method: 'GET', url: `/apis/meeting/auth/meeting/${path}`, headers: { token, language } });

/** The rows of a downloaded workbook's first sheet. */
const rowsAt = async (path: string, language: 'zh' | 'en' = 'zh') =>
  rowsOf(await readWorkbook((await download(path, organiser, language)).rawPayload));

const upload = async (
  meetingId: number,
  content: Buffer,
  fileName: string,
  token = organiser,
  language: 'zh' | 'en' = 'zh',
) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await t.raw({
    method: 'POST',
    url: `/apis/meeting/auth/meeting/register/import?meetingId=${meetingId}`,
    headers: { token, language },
    payload: form,
  });
  return {
    status: response.statusCode,
    ...response.json<{ code: number; msg: string; data: { imported: number; errors: unknown[] } }>(),
  };
};

const listed = async (meetingId: number) =>
  (await t.call('/meeting/auth/meeting/register/list', { meetingId, pageSize: 100 }, as(organiser))).data;

const person = (type = '普通代表', mobile = uniqueMobile()) => [
  '李护士',
  mobile,
  '南京鼓楼医院',
  '护士长',
  '护士',
  '科研、教学',
  type,
];

beforeAll(async () => {
  t = await createTestApp({ orderSweepSeconds: 0 });
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

/**
 * Each test's own meeting: a form of name, mobile, company, position, a single choice (occupation),
 * a multiple choice (interests) and a certificate upload; types 普通代表 (500 yuan, no quota) and
 * 特邀嘉宾 (free, two places).
 */
const formMeeting = async () => {
  const meeting = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '2027 华东护理大会',
      startTime: '2027-06-01T09:00:00+08:00',
      endTime: '2027-06-02T17:00:00+08:00',
    },
    as(organiser),
  );
  const meetingId = meeting.data.id;
  const field = (key: string, label: string, labelEn: string, required = true) =>
    ({ key, kind: 'text', label, labelEn, required }) as const;
  const choice = (kind: 'single' | 'multiple', options: [string, string][]) => ({
    kind,
    options: options.map(([label, labelEn]) => ({ label, labelEn })),
  });
  const settings = await t.call(
    '/meeting/auth/meeting/enroll/save',
    {
      meetingId,
      fields: [
        field('name', '姓名', 'Name'),
        field('mobile', '手机号', 'Mobile'),
        field('unit', '单位', 'Company'),
        field('position', '职务', 'Position', false),
        {
          ...field('c1', '职业', 'Occupation'),
          ...choice('single', [
            ['医生', 'Doctor'],
            ['护士', 'Nurse'],
          ]),
        },
        {
          ...field('c2', '兴趣', 'Interests', false),
          ...choice('multiple', [
            ['科研', 'Research'],
            ['教学', 'Teaching'],
          ]),
        },
        { ...field('c3', '证书', 'Certificate'), kind: 'attachment' },
      ],
    },
    as(organiser),
  );
  expect(settings.code).toBe(200);
  for (const type of [
    { name: '普通代表', nameEn: 'Delegate', feeFen: 50000, quota: null },
    { name: '特邀嘉宾', nameEn: 'Guest', feeFen: 0, quota: 2 },
  ])
    expect(
      (await t.call('/meeting/auth/meeting/enroll/type/save', { meetingId, ...type }, as(organiser))).code,
    ).toBe(200);
  return meetingId;
};

/** Imports `count` good rows (李护士, nurse, research and teaching) into the meeting. */
const withAttendees = async (meetingId: number, count = 3) => {
  const rows = Array.from({ length: count }, () => person());
  const result = await upload(meetingId, await sheetOf([ZH_HEADERS, ...rows]), '参会人.xlsx');
  expect(result.data.imported).toBe(count);
  return rows;
};

describe('the import template', () => {
  it('has the form fields without uploads, the type column, and notes of the allowed values', async () => {
    const meetingId = await formMeeting();
    const response = await download(`register/import/template?meetingId=${meetingId}`, organiser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('报名导入模板')}`,
    );
    const book = await readWorkbook(response.rawPayload);
    expect(rowsOf(book)).toEqual([ZH_HEADERS]);
    expect(book.worksheets[0]!.getRow(1).font?.bold).toBe(true);
    expect(book.worksheets[0]!.getColumn(1).width).toBeGreaterThanOrEqual(16);
    expect(book.worksheets[1]!.name).toBe('说明');
    const notes = rowsOf(book, 1).map((row) => row[1]);
    expect(notes).toEqual(['可填写的值', '普通代表', '特邀嘉宾', '医生', '护士', '科研', '教学']);

    const english = await rowsAt(`register/import/template?meetingId=${meetingId}`, 'en');
    expect(english[0]).toEqual(
      'Name,Mobile,Company,Position,Occupation,Interests,Registration type'.split(','),
    );
  });
});

describe('importing attendees', () => {
  it('imports good rows as confirmed attendees bought by the organiser', async () => {
    const meetingId = await formMeeting();
    const rows = [person(), person(), person()];
    const result = await upload(meetingId, await sheetOf([ZH_HEADERS, ...rows]), '参会人.xlsx');
    expect(result).toMatchObject({ code: 200, msg: '导入成功3人', data: { imported: 3, errors: [] } });
    const page = await listed(meetingId);
    expect(page.totalCount).toBe(3);
    expect(page.list.map((r) => r.mobile).sort()).toEqual(rows.map((r) => r[1]).sort());
    for (const registration of page.list)
      expect(registration).toMatchObject({
        status: 'confirmed',
        source: 'import',
        typeName: '普通代表',
        unit: '南京鼓楼医院',
        extra: { c1: '护士', c2: ['科研', '教学'] },
        buyerMobile: '13800000007',
      });
  });

  it('reads English headers, type names and options', async () => {
    const meetingId = await formMeeting();
    const headers = ['Name', 'Mobile', 'Company', 'Occupation', 'Registration type'];
    const result = await upload(
      meetingId,
      await sheetOf([headers, ['Li Na', uniqueMobile(), 'Gulou Hospital', 'Doctor', 'Delegate']]),
      'people.XLSX',
      organiser,
      'en',
    );
    expect(result).toMatchObject({ code: 200, msg: '1 participants imported', data: { imported: 1 } });
    expect((await listed(meetingId)).list[0]).toMatchObject({ name: 'Li Na', extra: { c1: '医生' } });
  });

  it('imports nothing when a row is bad, and tells every bad row in the caller language', async () => {
    const meetingId = await formMeeting();
    await withAttendees(meetingId, 1);
    const before = (await listed(meetingId)).totalCount;
    const taken = (await listed(meetingId)).list[0]!.mobile;
    const twin = uniqueMobile();
    const rows = [person(), person('普通代表', '12345'), person('会员'), person('普通代表', twin)];
    const blanks = ['', uniqueMobile(), '', '', '医师', '', '普通代表'];
    rows.push(person('普通代表', twin), person('普通代表', taken), blanks);
    const result = await upload(meetingId, await sheetOf([ZH_HEADERS, ...rows]), 'bad.xlsx');
    expect(result.code).toBe(200);
    expect(result.data).toEqual({
      imported: 0,
      errors: [
        { row: 3, field: 'mobile', message: '手机号格式不正确' },
        { row: 4, field: 'typeName', message: '报名类型不存在' },
        { row: 6, field: 'mobile', message: '参会人手机号重复' },
        { row: 7, field: 'mobile', message: `手机号${taken}已报名本会议` },
        { row: 8, field: 'name', message: '请输入姓名' },
        { row: 8, field: 'unit', message: '请输入单位' },
        { row: 8, field: 'c1', message: '职业格式不正确' },
      ],
    });
    expect((await listed(meetingId)).totalCount).toBe(before);

    const english = await upload(
      meetingId,
      await sheetOf([ZH_HEADERS, person('普通代表', '1')]),
      'a.xlsx',
      organiser,
      'en',
    );
    expect(english.data.errors).toEqual([{ row: 2, field: 'mobile', message: 'Mobile is not valid' }]);
  });

  it('takes only .xlsx files', async () => {
    const meetingId = await formMeeting();
    const csv = Buffer.from(`${ZH_HEADERS.join(',')}\n${person().join(',')}\n`);
    for (const [content, name] of [
      [csv, 'people.csv'],
      [csv, 'people.txt'],
      [csv, 'people.xlsx'],
      [await sheetOf([ZH_HEADERS, person()]), 'people.csv'],
    ] as const)
      expect(await upload(meetingId, content, name)).toMatchObject({
        status: 422,
        code: 601,
        msg: '只支持xlsx格式文件',
      });
    // Past the server's 1 MB JSON limit the file is still read (and refused as no spreadsheet); past 10 MB it is not.
    const zipLike = (mb: number) => Buffer.concat([Buffer.from('PK'), randomBytes(mb * 1024 * 1024)]);
    expect(await upload(meetingId, zipLike(2), 'big.xlsx')).toMatchObject({
      code: 601,
      msg: '只支持xlsx格式文件',
    });
    expect(await upload(meetingId, zipLike(11), 'huge.xlsx')).toMatchObject({
      code: 601,
      msg: '请求内容过大',
    });
    const tooMany = await sheetOf([ZH_HEADERS, ...Array.from({ length: 5001 }, () => person())]);
    expect(await upload(meetingId, tooMany, 'many.xlsx')).toMatchObject({
      code: 601,
      msg: '一次最多导入5000行',
    });
    expect(await upload(meetingId, await sheetOf([ZH_HEADERS]), 'empty.xlsx')).toMatchObject({
      code: 601,
      msg: '文件中没有参会人数据',
    });
  });

  it('writes nothing when a type has fewer places than rows', async () => {
    const meetingId = await formMeeting();
    const before = (await listed(meetingId)).totalCount;
    const rows = [person('特邀嘉宾'), person('特邀嘉宾'), person('特邀嘉宾')];
    const result = await upload(meetingId, await sheetOf([ZH_HEADERS, ...rows]), 'guests.xlsx');
    expect(result).toMatchObject({ status: 409, code: 602, msg: '该报名类型名额已满' });
    expect((await listed(meetingId)).totalCount).toBe(before);
  });
});

describe('exports', () => {
  it('streams every attendee with the form answers, in the caller language', async () => {
    const meetingId = await formMeeting();
    await withAttendees(meetingId);
    const total = (await listed(meetingId)).totalCount;
    const response = await download(`register/export?meetingId=${meetingId}`, organiser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const rows = rowsOf(await readWorkbook(response.rawPayload));
    expect(rows[0]).toEqual(
      '姓名 手机号 单位 职务 邮箱 身份证号 报名类型 状态 费用(元) 订单号 报名时间 职业 兴趣 证书'.split(' '),
    );
    expect(rows).toHaveLength(total + 1);
    const first = rows.find((row) => row[0] === '李护士')!;
    expect(first.slice(6, 9)).toEqual(['普通代表', '已确认', '500']);
    expect(first[10]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(first.slice(11, 13)).toEqual(['护士', '科研、教学']);

    const english = await rowsAt(`register/export?meetingId=${meetingId}`, 'en');
    expect(english[0]!.slice(0, 3)).toEqual(['Name', 'Mobile', 'Company']);
    expect(english.find((row) => row[0] === '李护士')!.slice(6, 8)).toEqual(['Delegate', 'Confirmed']);
  });

  it('gives only the chosen columns of the custom export, in their order', async () => {
    const meetingId = await formMeeting();
    await withAttendees(meetingId);
    const rows = await rowsAt(`register/export/custom?meetingId=${meetingId}&columns=mobile,c1,name`);
    expect(rows[0]).toEqual(['手机号', '职业', '姓名']);
    expect(rows).toHaveLength((await listed(meetingId)).totalCount + 1);
    expect(rows.slice(1).every((row) => row.length <= 3 && /^1\d{10}$/.test(row[0]!))).toBe(true);
    for (const columns of ['', 'name,salary', 'c9', ','])
      expect(
        (
          await download(`register/export/custom?meetingId=${meetingId}&columns=${columns}`, organiser)
        ).json(),
      ).toMatchObject({ code: 601 });
  });

  it('exports invitation codes and invoice requests', async () => {
    const meetingId = await formMeeting();
    await withAttendees(meetingId, 1);
    const codes = await t.call(
      '/meeting/auth/meeting/invite/code/save',
      { meetingId, count: 2, singleUse: true, remark: '嘉宾' },
      as(organiser),
    );
    expect(codes.code).toBe(200);
    const invites = await rowsAt(`invite/code/export?meetingId=${meetingId}`);
    expect(invites[0]).toEqual(['邀请码', '一次性', '解锁的报名类型', '备注', '已使用次数', '生成时间']);
    const codesListed = invites.slice(1).map((row) => row.slice(0, 5));
    expect(codesListed.sort()).toEqual(codes.data.map((c) => [c.code, '是', '全部', '嘉宾', '0']).sort());

    const orderNo = (await listed(meetingId)).list[0]!.orderNo;
    const invoice = { kind: 'ordinary', title: '南京鼓楼医院', email: 'finance@example.com' };
    expect(
      (await t.call('/meeting/auth/meeting/register/update/invoice', { orderNo, invoice }, as(organiser)))
        .code,
    ).toBe(200);
    const invoices = await rowsAt(`invoice/export?meetingId=${meetingId}`);
    expect(invoices).toHaveLength(2);
    const [kind, title, email] = ['普通发票', '南京鼓楼医院', 'finance@example.com'];
    expect(invoices[1]).toEqual([orderNo, kind, title, '', '', '', '', '', email, '0', '待开票', '']);
  });

  it('refuses strangers (306) and bad meeting ids (601)', async () => {
    const meetingId = await formMeeting();
    for (const path of [
      'register/export',
      'register/export/custom',
      'register/import/template',
      'invite/code/export',
      'invoice/export',
    ]) {
      const columns = path.endsWith('custom') ? '&columns=name' : '';
      const refused = await download(`${path}?meetingId=${meetingId}${columns}`, stranger);
      expect([refused.statusCode, refused.json<{ code: number }>().code]).toEqual([403, 306]);
      expect((await download(`${path}?meetingId=abc${columns}`, organiser)).json()).toMatchObject({
        code: 601,
      });
    }
    const before = (await listed(meetingId)).totalCount;
    expect(await upload(meetingId, await sheetOf([ZH_HEADERS, person()]), 'x.xlsx', stranger)).toMatchObject({
      status: 403,
      code: 306,
    });
    expect((await listed(meetingId)).totalCount).toBe(before);
  });
});

describe('a long export', () => {
  it('walks the attendees chunk by chunk, past the first thousand', async () => {
    const meeting = await t.call(
      '/meeting/auth/meeting/info/save',
      {
        meetingName: '大型会议',
        startTime: '2027-07-01T09:00:00+08:00',
        endTime: '2027-07-01T17:00:00+08:00',
      },
      as(organiser),
    );
    const id = meeting.data.id;
    const types = await t.call(
      '/meeting/auth/meeting/enroll/type/save',
      { meetingId: id, name: '代表', feeFen: 0, quota: null },
      as(organiser),
    );
    const typeId = types.data[0]!.id;
    const count = 2345;
    await t.db.execute(sql`
      with o as (
        insert into orders (order_no, meeting_id, buyer_id, status, lines, total_fen, payable_fen, expires_at)
        select 'BULK' || ${id} || 'X' || lpad(g::text, 8, '0'), ${id},
          (select id from users where mobile = '13800000007'), 'paid', '[]'::jsonb, 0, 0, now()
        from generate_series(1, ${count}) g
        returning id, order_no
      )
      insert into registrations (meeting_id, order_id, type_id, name, mobile, status, fee_fen, source, credential_code)
      select ${id}, o.id, ${typeId}, '代表' || right(o.order_no, 8), '136' || right(o.order_no, 8),
        'confirmed', 0, 'import', o.order_no
      from o`);
    const rows = await rowsAt(`register/export?meetingId=${id}`);
    expect(rows).toHaveLength(count + 1);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(count);
    const last = String(count).padStart(8, '0');
    expect(rows.at(-1)!.slice(0, 2)).toEqual([`代表${last}`, `136${last}`]);
  });
});
