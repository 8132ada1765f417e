import {
  OPTION_KEYS,
  ZQuestionSave,
  fieldLabel,
  isMessageKey,
  textsUnder,
  translate,
  type TLocale,
  type TMessageKey,
} from '@huitang/contracts';
import type { z } from 'zod';
import { readSheetRows, simpleSheet } from '../../../platform/http/xlsx-book.ts';

/**
 * The question bank's xlsx import (SPEC subject): one question per row — kind, stem, options A–F,
 * answer, explanation, difficulty, category — each row checked by the same contract as the editor, and
 * every problem named with its row. Comprehension questions are written in the editor, not a sheet.
 */
const COLUMNS = textsUnder('questionSheet.column.');
const OPTION_COLUMNS = ['optionA', 'optionB', 'optionC', 'optionD', 'optionE', 'optionF'] as const;
const MAX_ROWS = 2000;

/** How people write each kind, difficulty and true/false in either language. */
const KIND_WORDS: Record<string, 'single' | 'multiple' | 'judge' | 'fill' | 'short'> = {
  单选题: 'single',
  单选: 'single',
  single: 'single',
  多选题: 'multiple',
  多选: 'multiple',
  multiple: 'multiple',
  判断题: 'judge',
  判断: 'judge',
  judge: 'judge',
  'true/false': 'judge',
  填空题: 'fill',
  填空: 'fill',
  fill: 'fill',
  简答题: 'short',
  简答: 'short',
  short: 'short',
};
const DIFFICULTY_WORDS: Record<string, 1 | 2 | 3> = {
  易: 1,
  简单: 1,
  easy: 1,
  '1': 1,
  中: 2,
  中等: 2,
  medium: 2,
  '2': 2,
  难: 3,
  困难: 3,
  hard: 3,
  '3': 3,
};
const JUDGE_WORDS: Record<string, boolean> = {
  对: true,
  正确: true,
  '√': true,
  true: true,
  t: true,
  错: false,
  错误: false,
  '×': false,
  false: false,
  f: false,
};

type TRow = Record<keyof typeof COLUMNS, string>;
export type TImportedQuestion = z.output<typeof ZQuestionSave> & { categoryName: string };

/** The content a row describes, or a message key when its kind or answer cannot be read. */
const contentOf = (row: TRow): object | TMessageKey => {
  const kind = KIND_WORDS[row.kind.trim().toLowerCase()];
  if (!kind) return 'questionSheet.badKind';
  const options = OPTION_COLUMNS.flatMap((column, index) =>
    row[column] ? [{ key: OPTION_KEYS[index]!, text: row[column] }] : [],
  );
  const answer = row.answer.trim();
  switch (kind) {
    case 'single':
      return { kind, options, answer: answer.toUpperCase() };
    case 'multiple':
      return { kind, options, answer: [...answer.toUpperCase().replace(/[^A-H]/g, '')] };
    case 'judge': {
      const value = JUDGE_WORDS[answer.toLowerCase()];
      return value === undefined ? 'questionSheet.badJudge' : { kind, answer: value };
    }
    case 'fill':
      return {
        kind,
        blanks: answer.split('|').map((blank) =>
          blank
            .split('/')
            .map((accepted) => accepted.trim())
            .filter(Boolean),
        ),
      };
    case 'short':
      return { kind, reference: answer };
  }
};

/** Every row as a question to save, or the row's problems; nothing is saved by reading. */
export const readQuestionSheet = async (content: Buffer, locale: TLocale) => {
  const rows = await readSheetRows(content, COLUMNS, MAX_ROWS);
  const questions: TImportedQuestion[] = [];
  const errors: { row: number; message: string }[] = [];
  for (const { row, values } of rows) {
    const problem = (key: TMessageKey, params: Record<string, string | number> = {}) =>
      errors.push({ row, message: translate(key, locale, params) });
    const content = contentOf(values);
    if (typeof content === 'string') {
      problem(content);
      continue;
    }
    const difficulty = values.difficulty ? DIFFICULTY_WORDS[values.difficulty.trim().toLowerCase()] : 2;
    if (difficulty === undefined) {
      problem('questionSheet.badDifficulty');
      continue;
    }
    const parsed = ZQuestionSave.safeParse({
      stem: values.stem,
      explanation: values.explanation,
      difficulty,
      content,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path.findLast((part) => typeof part === 'string') ?? 'stem');
      const max = 'maximum' in issue && typeof issue.maximum === 'number' ? issue.maximum : '';
      problem(isMessageKey(issue.message) ? issue.message : 'field.invalid', {
        field: fieldLabel(field, locale),
        max,
      });
      continue;
    }
    questions.push({ ...parsed.data, categoryName: values.category.trim().slice(0, 32) });
  }
  return { questions, errors };
};

/** The template: the header in the caller's language and one example row of each kind. */
export const questionTemplate = (locale: TLocale) => {
  const header = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((key) => COLUMNS[key][locale]);
  const examples = [
    [
      '单选题',
      '正常成人静息心率的范围是？',
      '40–60 次/分',
      '60–100 次/分',
      '100–120 次/分',
      '',
      '',
      '',
      'B',
      '正常窦性心律 60–100 次/分。',
      '易',
      '心血管基础',
    ],
    [
      '多选题',
      '以下哪些属于心血管疾病的危险因素？',
      '高血压',
      '吸烟',
      '贫血',
      '糖尿病',
      '',
      '',
      'ABD',
      '',
      '中',
      '心血管基础',
    ],
    ['判断题', '心房颤动会增加卒中风险。', '', '', '', '', '', '', '对', '', '易', '心血管基础'],
    [
      '填空题',
      '心电图上 P 波代表___除极，QRS 波群代表___除极。',
      '',
      '',
      '',
      '',
      '',
      '',
      '心房|心室/左右心室',
      '每空用 | 隔开，同一空的多个答案用 / 隔开。',
      '中',
      '心血管基础',
    ],
    [
      '简答题',
      '简述急性心肌梗死的典型临床表现。',
      '',
      '',
      '',
      '',
      '',
      '',
      '胸痛持续 30 分钟以上……',
      '',
      '难',
      '心血管基础',
    ],
  ];
  return simpleSheet(translate('questionSheet.sheetName', locale), header, examples);
};
