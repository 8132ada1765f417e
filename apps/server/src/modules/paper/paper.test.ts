import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';
import {
  meetingWithCall,
  paperOf,
  pdfFile,
  uploadDocument,
  zipFile,
} from '../../../test/fixtures/paper-fixture.ts';
import { wordCount } from './paper.service.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });
const HOUR = 3600_000;

/** A new author with a PDF uploaded. */
const author = async () => {
  const { mobile, token } = await t.registerUser();
  return { mobile, token, pdf: await uploadDocument(t, token, '论文全文.pdf', await pdfFile()) };
};

const submit = (token: string, body: object, language: 'zh' | 'en' = 'zh') =>
  t.call('/meeting/api/manuscript/record/save', body as never, as(token, language));

/** The mails the embedded default wrote to <dataDir>/mail, parsed as a mail program reads them. */
const mails = async () => {
  const folder = path.join(t.dataDir, 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(folder, file)))));
};

describe('word count', () => {
  it('counts each Han character and each Latin word once', () => {
    expect(wordCount('心衰患者 home care，randomised trial')).toBe(4 + 4 + 1);
  });
});

describe('the call for papers', () => {
  it('is the organiser’s to set: a window that ends after it starts, types, and no one else’s', async () => {
    const { meetingId, oralId } = await meetingWithCall(t, organiser);
    const backwards = await t.call(
      '/meeting/auth/meeting/manuscript/setting/edit',
      {
        meetingId,
        isOpen: true,
        opensAt: '2027-05-02T00:00:00+08:00',
        closesAt: '2027-05-01T00:00:00+08:00',
      },
      as(organiser),
    );
    expect(backwards).toMatchObject({ code: 601, msg: '截稿时间须晚于开始时间' });
    for (const [path, body] of [
      ['/meeting/auth/meeting/manuscript/setting/view', { meetingId }],
      ['/meeting/auth/meeting/manuscript/type/save', { meetingId, name: '病例报告' }],
      ['/meeting/auth/meeting/manuscript/type/delete', { id: oralId }],
      ['/meeting/auth/meeting/manuscript/record/list', { meetingId }],
      ['/meeting/auth/meeting/manuscript/reviewer/save', { meetingId, mobile: uniqueMobile(), name: '王' }],
    ] as const)
      expect((await t.call(path, body as never, as(stranger))).code, path).toBe(306);
    const call = await t.call('/meeting/api/manuscript/call', { meetingId });
    expect(call.data).toMatchObject({ state: 'open', fileKinds: ['pdf'], topics: ['心血管', '护理管理'] });
    expect(call.data.types.map((type) => type.name)).toEqual(['口头报告', '壁报']);
    expect(call.data).not.toHaveProperty('blindReview');
  });

  it('takes a paper with its attachment and lets the author edit it, then withdraw it', async () => {
    const { meetingId, oralId, posterId } = await meetingWithCall(t, organiser);
    const me = await author();
    const saved = await submit(me.token, paperOf(meetingId, oralId, [me.pdf]));
    expect(saved).toMatchObject({ code: 200, msg: '投稿成功' });
    expect(saved.data).toMatchObject({ status: 'submitted', editable: true, typeName: '口头报告' });
    expect(saved.data.files).toMatchObject([{ url: me.pdf, fileName: '论文全文.pdf' }]);

    const other = await author();
    const hijack = await submit(
      other.token,
      paperOf(meetingId, posterId, [other.pdf], { id: saved.data.id }),
    );
    expect(hijack.code).toBe(777);
    const edited = await submit(
      me.token,
      paperOf(meetingId, posterId, [me.pdf], { id: saved.data.id, title: '改后的题目' }),
    );
    expect(edited).toMatchObject({
      code: 200,
      msg: '保存成功',
      data: { title: '改后的题目', typeName: '壁报' },
    });

    const mine = await t.call('/meeting/auth/manuscript/record/my', {}, as(me.token, 'en'));
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      title: '改后的题目',
      typeName: 'Poster',
      meetingName: '2027 华东护理大会',
    });
    expect(
      (await t.call('/meeting/auth/manuscript/record/withdraw', { id: saved.data.id }, as(other.token))).code,
    ).toBe(777);
    const withdrawn = await t.call(
      '/meeting/auth/manuscript/record/withdraw',
      { id: saved.data.id },
      as(me.token),
    );
    expect(withdrawn).toMatchObject({
      code: 200,
      msg: '稿件已撤回',
      data: { status: 'withdrawn', editable: false },
    });
    const again = await submit(me.token, paperOf(meetingId, posterId, [me.pdf], { id: saved.data.id }));
    expect(again).toMatchObject({ code: 602, msg: '稿件已截稿、已撤回或已有结果，不能再修改' });
  });

  it('refuses what the call does not allow, naming what is wrong, and keeps nothing', async () => {
    const { meetingId, oralId } = await meetingWithCall(t, organiser);
    const me = await author();
    const zip = await uploadDocument(t, me.token, 'data.zip', await zipFile());
    const big = await uploadDocument(t, me.token, '大文件.pdf', await pdfFile(1.5 * 1024 * 1024));
    const others = (await author()).pdf;
    const cases: [object, string][] = [
      [{ files: [zip] }, '附件“data.zip”的格式不被接受，可上传：pdf'],
      [{ files: [big] }, '附件“大文件.pdf”超过 1 MB'],
      [{ files: [others] }, '附件未上传完成或不属于您，请重新上传'],
      [{ files: [] }, '请上传附件'],
      [{ abstract: '字'.repeat(101) }, '摘要不能超过 100 字（现为 101 字）'],
      [{ keywords: ['一', '二', '三', '四'] }, '关键词最多 3 个'],
      [{ topic: '肿瘤' }, '请选择本会议的稿件主题'],
      [{ typeId: 999999 }, '请选择本会议的稿件类型'],
      [{ authors: [{ name: '张敏' }] }, '请指定且只指定一位通讯作者'],
    ];
    for (const [change, msg] of cases)
      expect(await submit(me.token, paperOf(meetingId, oralId, [me.pdf], change)), msg).toMatchObject({
        code: 601,
        msg,
      });
    const english = await submit(me.token, paperOf(meetingId, oralId, [zip]), 'en');
    expect(english.msg).toBe('The attachment "data.zip" is not accepted; allowed: pdf');
    expect((await t.call('/meeting/auth/manuscript/record/my', {}, as(me.token))).data).toEqual([]);
  });

  it('takes papers only inside its window, and from attendees when it asks for sign-up', async () => {
    const me = await author();
    const later = await meetingWithCall(t, organiser, {
      opensAt: new Date(Date.now() + HOUR).toISOString(),
      closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect((await submit(me.token, paperOf(later.meetingId, later.oralId, [me.pdf]))).msg).toMatch(
      /^投稿尚未开始，开始时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    const over = await meetingWithCall(t, organiser, {
      opensAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      closesAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(await submit(me.token, paperOf(over.meetingId, over.oralId, [me.pdf]))).toMatchObject({
      code: 602,
      msg: '投稿已截止',
    });
    const members = await meetingWithCall(t, organiser, { needsSignUp: true });
    expect(await submit(me.token, paperOf(members.meetingId, members.oralId, [me.pdf]))).toMatchObject({
      code: 602,
      msg: '请先报名本会议再投稿',
    });
    const anonymous = await t.call(
      '/meeting/api/manuscript/record/save',
      paperOf(members.meetingId, members.oralId, []),
    );
    expect(anonymous.code).toBe(301);
  });
});

describe('review and decisions', () => {
  it('runs blind review, averages the scores, and tells the authors of the decision', async () => {
    const { meetingId, oralId } = await meetingWithCall(t, organiser);
    const me = await author();
    const paper = (await submit(me.token, paperOf(meetingId, oralId, [me.pdf]))).data;
    const [first, second] = [await t.registerUser(), await t.registerUser()];
    const invitee = uniqueMobile();
    for (const [mobile, name] of [
      [first.mobile, '王审稿'],
      [second.mobile, '赵审稿'],
      [invitee, '未注册专家'],
    ])
      await t.call(
        '/meeting/auth/meeting/manuscript/reviewer/save',
        { meetingId, mobile, name },
        as(organiser),
      );
    const reviewers = await t.call(
      '/meeting/auth/meeting/manuscript/reviewer/list',
      { meetingId },
      as(organiser),
    );
    expect(reviewers.data.map((r) => [r.name, r.hasAccount])).toEqual([
      ['王审稿', true],
      ['赵审稿', true],
      ['未注册专家', false],
    ]);
    const invitation = await t.call('/user/auth/msg/list', { pageSize: 5 }, as(first.token));
    expect(invitation.data.list[0]!.title).toBe('审稿邀请：2027 华东护理大会');

    const outsider = uniqueMobile();
    const wrong = await t.call(
      '/meeting/auth/meeting/manuscript/review/assign',
      { meetingId, ids: [paper.id], mobiles: [outsider] },
      as(organiser),
    );
    expect(wrong).toMatchObject({ code: 601, msg: `请先把 ${outsider} 添加为本会议的审稿人` });
    const assigned = await t.call(
      '/meeting/auth/meeting/manuscript/review/assign',
      { meetingId, ids: [paper.id], mobiles: [first.mobile, second.mobile] },
      as(organiser),
    );
    expect(assigned.code).toBe(200);

    const toReview = await t.call('/meeting/auth/manuscript/review/my', {}, as(first.token));
    expect(toReview.data).toHaveLength(1);
    expect(toReview.data[0]).toMatchObject({ title: paper.title, authors: [], score: null, open: true });
    const review = (token: string, score: number, comment = '方法学严谨') =>
      t.call('/meeting/auth/manuscript/review/save', { paperId: paper.id, score, comment }, as(token));
    expect(await review(first.token, 11)).toMatchObject({ code: 601, msg: '评分须在 1 到 10 之间' });
    expect(await review(stranger, 5)).toMatchObject({ code: 602, msg: '您不是这篇稿件的审稿人' });
    expect((await review(first.token, 9)).data).toMatchObject({ score: 9, comment: '方法学严谨' });
    await review(second.token, 6, '样本量偏小');

    const list = await t.call('/meeting/auth/meeting/manuscript/record/list', { meetingId }, as(organiser));
    expect(list.data.list[0]).toMatchObject({
      averageScore: 7.5,
      status: 'submitted',
      submitterMobile: me.mobile,
    });
    expect(list.data.list[0]!.reviews.map((r) => [r.reviewerName, r.score, r.comment])).toEqual([
      ['王审稿', 9, '方法学严谨'],
      ['赵审稿', 6, '样本量偏小'],
    ]);

    const decided = await t.call(
      '/meeting/auth/meeting/manuscript/record/decide',
      { meetingId, ids: [paper.id], decision: 'accepted', note: '请于 5 月 20 日前提交 PPT。' },
      as(organiser),
    );
    expect(decided).toMatchObject({ code: 200, msg: '已通知作者' });
    const mine = await t.call('/meeting/auth/manuscript/record/my', {}, as(me.token));
    expect(mine.data[0]).toMatchObject({
      status: 'accepted',
      decisionNote: '请于 5 月 20 日前提交 PPT。',
      editable: false,
    });
    const told = await t.call('/user/auth/msg/list', { pageSize: 5 }, as(me.token));
    expect(told.data.list[0]).toMatchObject({
      title: `稿件录用通知：${paper.title}`,
      content: `您投给“2027 华东护理大会”的稿件“${paper.title}”已被录用。请于 5 月 20 日前提交 PPT。`,
    });
    const sms = (await readFile(path.join(t.dataDir, 'sms.log'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { mobile: string; template: string; decision?: string });
    expect(
      sms.filter((line) => line.mobile === me.mobile && line.template === 'paperDecision'),
    ).toMatchObject([{ decision: 'accepted' }]);
    // The mail goes through the meeting's mail queue, a moment after the decision.
    const mail = await vi.waitFor(
      async () => {
        const found = (await mails()).find(
          (one) => one.to && 'text' in one.to && one.to.text === 'lihua@example.com',
        );
        expect(found).toBeDefined();
        return found;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(mail?.subject).toBe(`稿件录用通知：${paper.title} / Paper accepted: ${paper.title}`);
    expect(mail?.text).toContain('已被录用');
    expect(mail?.text).toContain('has been accepted');
    expect(await review(first.token, 3)).toMatchObject({ code: 602, msg: '稿件已有结果，评审已结束' });
  });

  it('exports the list, zips the attachments, and deletes in a batch only the meeting’s own', async () => {
    const { meetingId, oralId } = await meetingWithCall(t, organiser);
    const me = await author();
    const paper = (await submit(me.token, paperOf(meetingId, oralId, [me.pdf]))).data;
    const other = await meetingWithCall(t, organiser);
    const elsewhere = (await submit(me.token, paperOf(other.meetingId, other.oralId, [me.pdf]))).data;

    const sheet = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/manuscript/record/export?meetingId=${meetingId}`,
      headers: { token: organiser },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues() as unknown[][];
    expect(rows[1]!.slice(1, 8)).toEqual(['编号', '题目', '类型', '主题', '作者', '单位', '通讯作者']);
    expect(rows[2]!.slice(2, 8)).toEqual([
      paper.title,
      '口头报告',
      '心血管',
      '张敏、李华',
      '上海第一人民医院；复旦大学护理学院',
      '李华',
    ]);

    const zipped = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/manuscript/record/download?meetingId=${meetingId}`,
      headers: { token: organiser },
    });
    expect(zipped.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    const entry = zip.file(`${paper.id}-${paper.title}/论文全文.pdf`);
    expect(
      Buffer.from(await entry!.async('uint8array'))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const refused = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/manuscript/record/download?meetingId=${meetingId}`,
      headers: { token: stranger },
    });
    expect(refused.json()).toMatchObject({ code: 306 });

    const typeInUse = await t.call(
      '/meeting/auth/meeting/manuscript/type/delete',
      { id: oralId },
      as(organiser),
    );
    expect(typeInUse).toMatchObject({ code: 602, msg: '已有稿件使用该类型，不能删除' });
    await t.call(
      '/meeting/auth/meeting/manuscript/record/batch/delete',
      { meetingId, ids: [paper.id, elsewhere.id] },
      as(organiser),
    );
    expect(
      (await t.call('/meeting/auth/meeting/manuscript/record/list', { meetingId }, as(organiser))).data
        .totalCount,
    ).toBe(0);
    const kept = await t.call(
      '/meeting/auth/meeting/manuscript/record/list',
      { meetingId: other.meetingId },
      as(organiser),
    );
    expect(kept.data.list.map((row) => row.id)).toEqual([elsewhere.id]);
  });
});
