import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { pdfPages } from '../../../../test/pdf-text.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';
import { addPeople } from '../../../../test/fixtures/onsite-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });
const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

const design = (meetingId: number, more: object = {}) => ({
  meetingId,
  size: 'a4landscape',
  title: '继续教育证书',
  body: '兹证明 {name} 参加 {meeting}，获得 {hours} 学时。',
  serialFormat: 'CME{yyyy}-{meeting}-{seq:4}',
  baseHours: 2,
  placeHours: [],
  fields: [
    { key: 'name', x: 0, y: 60, size: 30, align: 'center', bold: true },
    { key: 'body', x: 0, y: 90, size: 14, align: 'center' },
    { key: 'serial', x: 20, y: 170, size: 11 },
    { key: 'qr', x: 240, y: 150, size: 30 },
  ],
  ...more,
});

const records = async (meetingId: number) =>
  (await t.call('/meeting/auth/meeting/certificate/record/list', { meetingId, pageSize: 50 }, as(organiser)))
    .data.list;

const upload = async (meetingId: number, rows: (string | number)[][], token = organiser) => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('证书').addRows([['姓名', '手机号', '单位', '学时'], ...rows]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'list.xlsx');
  const response = await t.raw({
    method: 'POST',
    url: `/apis/meeting/auth/meeting/certificate/record/import?meetingId=${meetingId}`,
    headers: { token, language: 'zh' },
    payload: form,
  });
  return response.json<{
    code: number;
    msg: string;
    data: { imported: number; errors: { row: number; message: string }[] };
  }>();
};

const get = (url: string, token: string) => t.raw({ method: 'GET', url: `/apis${url}`, headers: { token } });

describe('certificates', () => {
  it('keeps a template only with the name and the number, and a number pattern with {seq}', async () => {
    const { meetingId } = await configuredMeeting();
    const first = await t.call('/meeting/auth/meeting/certificate/config/view', { meetingId }, as(organiser));
    expect(first.data).toMatchObject({ size: 'a4landscape', serialFormat: 'HT{yyyy}{meeting}{seq:5}' });
    const edit = (more: object) =>
      t.call('/meeting/auth/meeting/certificate/config/edit', design(meetingId, more), as(organiser, 'en'));
    const nameless = await edit({ fields: [{ key: 'serial', x: 0, y: 0, size: 12 }] });
    expect([nameless.code, nameless.msg]).toEqual([601, 'A certificate must show the name and its number']);
    expect((await edit({ serialFormat: 'CME-{yyyy}' })).msg).toBe(
      'The number format must contain the running number placeholder seq in braces',
    );
    expect((await edit({ serialFormat: 'CME {seq}' })).code).toBe(601);
    expect((await edit({ backgroundUrl: '/uploads/a/b.gif' })).code).toBe(601);
    expect((await edit({ baseHours: -1 })).code).toBe(601);
    const saved = await edit({});
    expect([saved.code, saved.data.title]).toEqual([200, '继续教育证书']);
  });

  it('issues to the checked in with hours from their venues, numbers them in order, and never twice', async () => {
    const { meetingId, typeId } = await configuredMeeting();
    const [zhao, qian, sun] = await addPeople(t, organiser, meetingId, typeId, [
      { name: '赵证书' },
      { name: '钱证书' },
      { name: '孙证书' },
    ]);
    const place = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '一号厅' },
      as(organiser),
    );
    const placeId = place.data.at(-1)!.id;
    await t.call(
      '/meeting/auth/meeting/certificate/config/edit',
      design(meetingId, { placeHours: [{ placeId, hours: 1.5 }] }),
      as(organiser),
    );
    for (const person of [zhao!, qian!])
      await t.call(
        '/meeting/auth/meeting/register/sign',
        { meetingId, desk: 'A', id: person.id },
        as(organiser),
      );
    await t.call(
      '/meeting/auth/meeting/place/sign',
      { meetingId, desk: 'B', id: zhao!.id, placeId },
      as(organiser),
    );

    const issued = await t.call(
      '/meeting/auth/meeting/certificate/record/save',
      { meetingId, recipients: 'checkedIn' },
      as(organiser),
    );
    expect(issued.data).toEqual({ issued: 2, skipped: 0 });
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    expect((await records(meetingId)).map((r) => [r.name, r.hours, r.serial])).toEqual([
      ['赵证书', 3.5, `CME${year}-${meetingId}-0001`],
      ['钱证书', 2, `CME${year}-${meetingId}-0002`],
    ]);
    const again = await t.call(
      '/meeting/auth/meeting/certificate/record/save',
      { meetingId, recipients: 'confirmed' },
      as(organiser),
    );
    expect(again.data).toEqual({ issued: 1, skipped: 2 });
    expect((await records(meetingId)).at(-1)).toMatchObject({
      name: sun!.name,
      serial: `CME${year}-${meetingId}-0003`,
    });

    // The holder downloads theirs; the QR and the text lead to the public check.
    const mine = await t.call('/meeting/auth/certificate/record/my', {}, as(zhao!.token));
    expect(mine.data).toMatchObject([{ name: '赵证书', hours: 3.5 }]);
    const pdf = await get(`/meeting/auth/certificate/record/pdf?id=${mine.data[0]!.id}`, zhao!.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [text] = await pdfPages(pdf.rawPayload);
    expect(text).toContain('赵证书');
    expect(text).toContain('获得 3.5 学时');
    expect(text).toContain(`证书编号：CME${year}-${meetingId}-0001`);
    expect(
      (await get(`/meeting/auth/certificate/record/pdf?id=${mine.data[0]!.id}`, qian!.token)).json<{
        code: number;
      }>().code,
    ).toBe(306);

    // Anyone checks a number, or a name with its mobile.
    const bySerial = await t.call('/meeting/api/certificate/record/list/record', {
      serial: `CME${year}-${meetingId}-0002`,
    });
    expect(bySerial.data).toMatchObject([{ name: '钱证书', hours: 2 }]);
    expect(bySerial.data[0]).not.toHaveProperty('mobile');
    const byPerson = await t.call('/meeting/api/certificate/record/list/record', {
      name: '孙证书',
      mobile: sun!.mobile,
    });
    expect(byPerson.data).toHaveLength(1);
    expect(
      (await t.call('/meeting/api/certificate/record/list/record', { serial: 'CME-FAKE-1' })).data,
    ).toEqual([]);
    expect(
      (await t.call('/meeting/api/certificate/record/list/record', { name: '孙证书', mobile: '123' })).code,
    ).toBe(601);
  });

  it('edits, deletes one or many, exports, and imports a list whole or not at all', async () => {
    const { meetingId } = await configuredMeeting();
    const bad = await upload(meetingId, [
      ['李讲者', '13911112222', '华山医院', 6],
      ['', '13911113333', '', 1],
      ['周讲者', '1391111', '', 1],
      ['吴讲者', '13911114444', '', '六'],
      ['郑讲者', '13911112222', '', 1],
    ]);
    expect(bad.data.imported).toBe(0);
    expect(bad.data.errors).toEqual([
      { row: 3, message: '姓名不能为空' },
      { row: 4, message: '手机号格式不正确' },
      { row: 5, message: '学时须为 0–200 的数字' },
      { row: 6, message: '手机号与第 2 行重复' },
    ]);
    expect(await records(meetingId)).toEqual([]);
    const good = await upload(meetingId, [
      ['李讲者', '13911112222', '华山医院', 6],
      ['王讲者', '13911115555', '瑞金医院', 4.5],
      ['冯讲者', '13911116666', '', ''],
    ]);
    expect([good.msg, good.data.imported]).toEqual(['已颁发 3 张证书', 3]);

    const [li, wang, feng] = await records(meetingId);
    const edited = await t.call(
      '/meeting/auth/meeting/certificate/record/edit',
      { id: li!.id, name: '李讲者', unit: '复旦大学附属华山医院', hours: 8 },
      as(organiser),
    );
    expect(edited.data).toMatchObject({ unit: '复旦大学附属华山医院', hours: 8 });
    await t.call('/meeting/auth/meeting/certificate/record/delete', { id: wang!.id }, as(organiser));
    const exported = await get(
      `/meeting/auth/meeting/certificate/record/export?meetingId=${meetingId}`,
      organiser,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1, 6));
    expect(rows).toEqual([
      ['证书编号', '姓名', '手机号', '单位', '学时'],
      [li!.serial, '李讲者', '13911112222', '复旦大学附属华山医院', 8],
      [feng!.serial, '冯讲者', '13911116666', '', 0],
    ]);
    await t.call(
      '/meeting/auth/meeting/certificate/record/batch/delete',
      { meetingId, ids: [li!.id, feng!.id] },
      as(organiser),
    );
    expect(await records(meetingId)).toEqual([]);
  });

  it('revokes a certificate: its check says so and why, it cannot be downloaded, and it can be restored', async () => {
    const { meetingId, typeId } = await configuredMeeting();
    const [person] = await addPeople(t, organiser, meetingId, typeId, [{ name: '蒋讲者' }]);
    const holder = person!.token;
    await t.call(
      '/meeting/auth/meeting/certificate/record/save',
      { meetingId, recipients: 'confirmed' },
      as(organiser),
    );
    await upload(meetingId, [['沈讲者', '13911119992', '', 2]]);
    const [jiang, shen] = await records(meetingId);
    const revoked = await t.call(
      '/meeting/auth/meeting/certificate/record/revoke',
      { id: jiang!.id, reason: '未实际参会' },
      as(organiser),
    );
    expect([revoked.msg, revoked.data.revokeReason]).toEqual(['证书已撤销', '未实际参会']);
    expect(revoked.data.revokedAt).not.toBeNull();
    const blank = await t.call(
      '/meeting/auth/meeting/certificate/record/revoke',
      { id: shen!.id, reason: ' ' },
      as(organiser),
    );
    expect(blank.code).toBe(601);

    // The printed QR still answers, and says it is revoked and why.
    const checked = await t.call('/meeting/api/certificate/record/list/record', { serial: jiang!.serial });
    expect(checked.data).toMatchObject([{ name: '蒋讲者', revokeReason: '未实际参会' }]);
    expect(checked.data[0]!.revokedAt).not.toBeNull();
    expect((await t.call('/meeting/auth/certificate/record/my', {}, as(holder))).data[0]).toMatchObject({
      revokeReason: '未实际参会',
    });
    const refused = await get(`/meeting/auth/certificate/record/pdf?id=${jiang!.id}`, holder);
    expect(refused.json<{ msg: string }>().msg).toBe('这张证书已被撤销，不能再下载');
    // The meeting's PDF of everyone leaves it out.
    const all = await get(`/meeting/auth/meeting/certificate/record/pdf?meetingId=${meetingId}`, organiser);
    expect((await pdfPages(all.rawPayload)).join('\n')).not.toContain('蒋讲者');

    const restored = await t.call(
      '/meeting/auth/meeting/certificate/record/restore',
      { id: jiang!.id },
      as(organiser),
    );
    expect([restored.msg, restored.data.revokedAt, restored.data.revokeReason]).toEqual([
      '证书已恢复',
      null,
      '',
    ]);
    expect((await get(`/meeting/auth/certificate/record/pdf?id=${jiang!.id}`, holder)).statusCode).toBe(200);
    for (const call of [
      t.call('/meeting/auth/meeting/certificate/record/revoke', { id: jiang!.id, reason: 'x' }, as(stranger)),
      t.call('/meeting/auth/meeting/certificate/record/restore', { id: jiang!.id }, as(stranger)),
    ])
      expect((await call).code).toBe(306);
  });

  it('prints an English certificate for a reader in English, in the organisers’ English wording or ours', async () => {
    const { meetingId } = await configuredMeeting();
    await upload(meetingId, [['Anna Li', '13911119993', '', 3]]);
    const [anna] = await records(meetingId);
    const english = async () => {
      const pdf = await t.raw({
        method: 'GET',
        url: `/apis/meeting/auth/meeting/certificate/record/pdf?meetingId=${meetingId}`,
        headers: { token: organiser, language: 'en' },
      });
      return (await pdfPages(pdf.rawPayload))[0]!;
    };
    const ours = await english();
    expect(ours).toContain('Certificate of Attendance');
    expect(ours).toContain(`Certificate no. ${anna!.serial}`);
    expect(ours).not.toContain('证书编号');
    await t.call(
      '/meeting/auth/meeting/certificate/config/edit',
      design(meetingId, {
        titleEn: 'CME Certificate',
        bodyEn: '{name} earned {hours} CME hours.',
        fields: [...design(meetingId).fields, { key: 'title', x: 0, y: 30, size: 30, align: 'center' }],
      }),
      as(organiser),
    );
    const theirs = await english();
    expect(theirs).toContain('CME Certificate');
    expect(theirs).toContain('Anna Li earned 3 CME hours.');
    // The Chinese page keeps the Chinese wording.
    const zh = await get(`/meeting/auth/meeting/certificate/record/pdf?meetingId=${meetingId}`, organiser);
    expect((await pdfPages(zh.rawPayload))[0]).toContain('兹证明 Anna Li');
  });

  it('keeps another institution out of every organiser call', async () => {
    const { meetingId } = await configuredMeeting();
    await upload(meetingId, [['陈讲者', '13911117777', '', 2]]);
    const [record] = await records(meetingId);
    const calls = [
      t.call('/meeting/auth/meeting/certificate/config/view', { meetingId }, as(stranger)),
      t.call('/meeting/auth/meeting/certificate/config/edit', design(meetingId), as(stranger)),
      t.call(
        '/meeting/auth/meeting/certificate/record/save',
        { meetingId, recipients: 'confirmed' },
        as(stranger),
      ),
      t.call('/meeting/auth/meeting/certificate/record/list', { meetingId }, as(stranger)),
      t.call(
        '/meeting/auth/meeting/certificate/record/edit',
        { id: record!.id, name: 'x', hours: 1 },
        as(stranger),
      ),
      t.call('/meeting/auth/meeting/certificate/record/delete', { id: record!.id }, as(stranger)),
      t.call(
        '/meeting/auth/meeting/certificate/record/batch/delete',
        { meetingId, ids: [record!.id] },
        as(stranger),
      ),
    ];
    for (const result of await Promise.all(calls)) expect(result.code).toBe(306);
    for (const url of [
      `/meeting/auth/meeting/certificate/record/export?meetingId=${meetingId}`,
      `/meeting/auth/meeting/certificate/record/pdf?meetingId=${meetingId}`,
      `/meeting/auth/certificate/record/pdf?id=${record!.id}`,
    ])
      expect((await get(url, stranger)).json<{ code: number }>().code).toBe(306);
    expect((await upload(meetingId, [['x', '13911118888', '', 1]], stranger)).code).toBe(306);
    expect(await records(meetingId)).toHaveLength(1);
  });
});
