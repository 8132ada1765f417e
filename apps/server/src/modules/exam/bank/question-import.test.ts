import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

/** The question bank's Excel import (its template, row-numbered refusals, comprehension questions). */
let t: TTestApp;
let lecturer: string;
let other: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  [lecturer, other, member] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000002'),
    t.registerUser().then((u) => u.token),
  ]);
});
afterAll(() => t.close());

/** Uploads a sheet with the Chinese header and these rows into the caller's bank. */
const upload = async (rows: string[][], token = other, language: 'zh' | 'en' = 'zh') => {
  const sheet = new ExcelJS.Workbook();
  sheet
    .addWorksheet('试题')
    .addRows([
      ['题型', '题干', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '答案', '解析', '难度', '分类'],
      ...rows,
    ]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await sheet.xlsx.writeBuffer())]), 'q.xlsx');
  const response = await t.raw({
    method: 'POST',
    url: '/apis/exam/auth/subject/import',
    headers: { token, language },
    payload: form,
  });
  return response.json<{ code: number; msg: string; data: { imported: number; errors: unknown[] } }>();
};

describe('question import', () => {
  it('imports a filled-in template row by row: every broken row named, nothing written until all are right', async () => {
    const template = await t.raw({
      method: 'GET',
      url: '/apis/exam/auth/subject/import/template',
      headers: { token: other, language: 'en' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([
      'Kind',
      'Question',
      'Option A',
      'Option B',
      'Option C',
      'Option D',
      'Option E',
      'Option F',
      'Answer',
      'Explanation',
      'Difficulty',
      'Category',
    ]);
    const category = `导入分类 ${Math.random()}`;
    const good = [
      ['单选题', '导入：正常心率？', '40', '60–100', '', '', '', '', 'B', '', '易', category],
      ['多选题', '导入：危险因素？', '高血压', '吸烟', '贫血', '', '', '', 'A,B', '', '', category],
      ['判断题', '导入：房颤增加卒中风险。', '', '', '', '', '', '', '对', '', '难', ''],
      ['填空题', '导入：P 波代表___除极。', '', '', '', '', '', '', '心房|心室/左右心室', '', '中', category],
      ['简答题', '导入：简述心梗表现。', '', '', '', '', '', '', '胸痛', '', '', category],
    ];
    const broken = await upload([
      ...good,
      ['论述题', '导入：无此题型', '', '', '', '', '', '', '', '', '', ''],
      ['单选题', '导入：答案不在选项中', '甲', '乙', '', '', '', '', 'D', '', '', ''],
      ['判断题', '导入：判断', '', '', '', '', '', '', '也许', '', '', ''],
      ['单选题', '', 'x', 'y', '', '', '', '', 'A', '', '', ''],
      ['单选题', '导入：难度', 'x', 'y', '', '', '', '', 'A', '', '很难', ''],
    ]);
    expect(broken.data).toEqual({
      imported: 0,
      errors: [
        { row: 7, message: expect.stringContaining('题型应为单选题') as string },
        { row: 8, message: '答案必须是题目中的选项' },
        { row: 9, message: '判断题的答案应为“对”或“错”' },
        { row: 10, message: '请输入题干' },
        { row: 11, message: '难度应为易、中或难' },
      ],
    });
    const none = await t.call('/exam/auth/subject/list', { keyword: '导入：' }, { token: other });
    expect(none.data.totalCount).toBe(0);
    // An ordinary member has no bank to import into.
    expect((await upload(good, member)).code).toBe(306);

    const imported = await upload(good);
    expect(imported).toMatchObject({ code: 200, msg: '已导入5道试题', data: { imported: 5 } });
    const list = await t.call(
      '/exam/auth/subject/list',
      { keyword: '导入：', pageSize: 10 },
      { token: other },
    );
    expect(list.data.list.map((q) => [q.kind, q.difficulty, q.categoryName]).sort()).toEqual(
      [
        ['fill', 2, category],
        ['judge', 3, ''],
        ['multiple', 2, category],
        ['short', 2, category],
        ['single', 1, category],
      ].sort(),
    );
    const fill = list.data.list.find((q) => q.kind === 'fill')!;
    expect(fill.content).toEqual({ kind: 'fill', blanks: [['心房'], ['心室', '左右心室']] });
    const categories = await t.call('/exam/auth/category/list', {}, { token: other });
    expect(categories.data.filter((c) => c.categoryName === category)).toMatchObject([{ questionCount: 4 }]);
    // The lecturer next door sees none of it.
    const theirs = await t.call('/exam/auth/subject/list', { keyword: '导入：' }, { token: lecturer });
    expect(theirs.data.totalCount).toBe(0);
  });

  it('imports a comprehension question with its sub-questions as if written in the editor, or refuses the sheet whole', async () => {
    const passage = `材料导入：患者男，58 岁，胸痛 2 小时。${Math.random()}`;
    const category = `材料分类 ${Math.random()}`;
    const imported = await upload([
      ['单选题', '材料导入前一题', '甲', '乙', '', '', '', '', 'A', '', '', ''],
      ['材料题', passage, '', '', '', '', '', '', '', '看心电图', '难', category],
      ['子题-单选题', '最可能的诊断？', '心绞痛', '前壁心梗', '心包炎', '', '', '', 'B', 'ST 段抬高', '', ''],
      ['子题：判断题', '应尽快再灌注。', '', '', '', '', '', '', '对', '', '', ''],
      ['子题填空题', '梗死部位为___壁。', '', '', '', '', '', '', '前', '', '', ''],
      ['判断题', '材料导入后一题', '', '', '', '', '', '', '错', '', '', ''],
    ]);
    expect(imported).toMatchObject({ code: 200, msg: '已导入3道试题', data: { imported: 3, errors: [] } });
    const byHand = await t.call(
      '/exam/auth/subject/save',
      {
        stem: passage,
        explanation: '看心电图',
        difficulty: 3,
        categoryId: (await t.call('/exam/auth/category/list', {}, { token: other })).data.find(
          (c) => c.categoryName === category,
        )!.id,
        content: {
          kind: 'material',
          children: [
            {
              stem: '最可能的诊断？',
              explanation: 'ST 段抬高',
              content: {
                kind: 'single',
                options: [
                  { key: 'A', text: '心绞痛' },
                  { key: 'B', text: '前壁心梗' },
                  { key: 'C', text: '心包炎' },
                ],
                answer: 'B',
              },
            },
            { stem: '应尽快再灌注。', content: { kind: 'judge', answer: true } },
            { stem: '梗死部位为___壁。', content: { kind: 'fill', blanks: [['前']] } },
          ],
        },
      },
      { token: other },
    );
    const listed = await t.call('/exam/auth/subject/list', { keyword: passage }, { token: other });
    expect(listed.data.list).toHaveLength(2);
    const fromSheet = listed.data.list.find((q) => q.id !== byHand.data.id)!;
    const comparable = ({ id: _id, updatedAt: _at, children, ...rest }: typeof fromSheet) => ({
      ...rest,
      children: children.map(({ id: _child, ...child }) => child),
    });
    expect(comparable(fromSheet)).toEqual(comparable(byHand.data));
    expect(fromSheet).toMatchObject({ kind: 'material', difficulty: 3, categoryName: category });
    expect(fromSheet.children.map((c) => c.content.kind)).toEqual(['single', 'judge', 'fill']);

    // Broken sheets are refused whole, each problem at its row, in the caller's language.
    const before = (await t.call('/exam/auth/subject/list', { keyword: '材料坏' }, { token: other })).data;
    const broken = await upload(
      [
        ['sub-single', '材料坏：没有材料的子题', 'x', 'y', '', '', '', '', 'A', '', '', ''],
        ['material', '材料坏：没有子题的材料', '', '', '', '', '', '', '', '', '', ''],
        ['single', '材料坏：普通题', 'x', 'y', '', '', '', '', 'A', '', '', ''],
        ['comprehension', '材料坏：子题答错', '', '', '', '', '', '', '', '', '', ''],
        ['sub-single', '材料坏：答案不在选项中', 'x', 'y', '', '', '', '', 'D', '', '', ''],
        ['sub-material', '材料坏：子题不能是材料题', '', '', '', '', '', '', '', '', '', ''],
      ],
      other,
      'en',
    );
    expect(broken).toMatchObject({ code: 200, data: { imported: 0 } });
    expect(broken.data.errors).toEqual([
      { row: 2, message: 'A sub-question must follow its comprehension row directly' },
      { row: 3, message: 'A comprehension question needs at least one sub-question' },
      { row: 6, message: 'The answer must be one of the options' },
      {
        row: 7,
        message: 'A sub-question must be sub-single, sub-multiple, sub-judge, sub-fill or sub-short',
      },
    ]);
    const after = (await t.call('/exam/auth/subject/list', { keyword: '材料坏' }, { token: other })).data;
    expect(after.totalCount).toBe(before.totalCount);

    // The template shows the layout in each language, and imports as it is.
    for (const language of ['zh', 'en'] as const) {
      const template = await t.raw({
        method: 'GET',
        url: '/apis/exam/auth/subject/import/template',
        headers: { token: lecturer, language },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      const kinds = book.worksheets[0]!.getColumn(1).values.slice(2);
      expect(kinds.slice(-3)).toEqual(
        language === 'zh'
          ? ['材料题', '子题-单选题', '子题-判断题']
          : ['comprehension', 'sub-single', 'sub-judge'],
      );
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(template.rawPayload)]), 'template.xlsx');
      const reply = await t.raw({
        method: 'POST',
        url: '/apis/exam/auth/subject/import',
        headers: { token: lecturer, language },
        payload: form,
      });
      expect(reply.json()).toMatchObject({ code: 200, data: { imported: 6, errors: [] } });
    }
  });
});
