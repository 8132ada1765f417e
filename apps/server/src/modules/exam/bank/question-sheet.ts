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
import { readSheetRows } from '../../../platform/http/files/xlsx-book.ts';

/**
 * The question bank's xlsx import (SPEC subject): one question per row — kind, stem, options A–F,
 * answer, explanation, difficulty, category — each row checked by the same contract as the editor, and
 * every problem named with its row. A comprehension question is a 材料题 row holding the passage,
 * followed by its sub-questions, each a row whose kind starts with 子题 (`子题-单选题`, `sub-single`):
 * the layout Chinese exam platforms' templates use, and one a teacher can fill without ids.
 */
export const COLUMNS = textsUnder('questionSheet.column.');
const OPTION_COLUMNS = ['optionA', 'optionB', 'optionC', 'optionD', 'optionE', 'optionF'] as const;
const MAX_ROWS = 2000;
/** The contract's limit on a comprehension question's sub-questions. */
const MAX_CHILDREN = 20;

type TKind = 'single' | 'multiple' | 'judge' | 'fill' | 'short' | 'material';
/** How people write each kind, difficulty and true/false in either language. */
const KIND_WORDS: Record<string, TKind> = {
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
  材料题: 'material',
  材料: 'material',
  阅读理解: 'material',
  阅读理解题: 'material',
  material: 'material',
  comprehension: 'material',
};
/** A sub-question's kind: 子题 (or 小题, sub) and a separator, then one of the other kinds. */
const SUB_PREFIX = /^(子题|小题|sub)\s*[-－—:：·./、\s]?\s*/i;
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
type TSubQuestion = Extract<TImportedQuestion['content'], { kind: 'material' }>['children'][number];

/** The content a row of a kind other than comprehension describes, or a message key when its answer cannot be read. */
const contentOf = (kind: Exclude<TKind, 'material'>, row: TRow): object | TMessageKey => {
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

type TProblem = { key: TMessageKey; params?: Record<string, string | number> };

/** The row checked by the editor's contract: the question, or the first problem it has. */
const checked = (
  values: TRow,
  difficulty: 1 | 2 | 3,
  content: object,
): { question: z.output<typeof ZQuestionSave> } | TProblem => {
  const parsed = ZQuestionSave.safeParse({
    stem: values.stem,
    explanation: values.explanation,
    difficulty,
    content,
  });
  if (parsed.success) return { question: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path.findLast((part) => typeof part === 'string') ?? 'stem');
  const max = 'maximum' in issue && typeof issue.maximum === 'number' ? issue.maximum : '';
  return { key: isMessageKey(issue.message) ? issue.message : 'field.invalid', params: { field, max } };
};

/** Every row as a question to save, or the rows' problems; nothing is saved by reading. */
export const readQuestionSheet = async (content: Buffer, locale: TLocale) => {
  const rows = await readSheetRows(content, COLUMNS, MAX_ROWS);
  const questions: TImportedQuestion[] = [];
  const errors: { row: number; message: string }[] = [];
  const problem = (row: number, { key, params = {} }: TProblem) =>
    errors.push({
      row,
      message: translate(key, locale, {
        ...params,
        ...('field' in params ? { field: fieldLabel(String(params.field), locale) } : {}),
      }),
    });
  /** The comprehension question whose sub-questions the next rows may be. */
  let passage: { row: number; values: TRow; difficulty: 1 | 2 | 3; children: TSubQuestion[] } | null = null;
  let passageBroken = false;

  const closePassage = () => {
    if (passage && !passageBroken) {
      if (passage.children.length > MAX_CHILDREN)
        problem(passage.row, { key: 'questionSheet.tooManyChildren', params: { max: MAX_CHILDREN } });
      else {
        const result = checked(passage.values, passage.difficulty, {
          kind: 'material',
          children: passage.children,
        });
        if ('key' in result) problem(passage.row, result);
        else
          questions.push({ ...result.question, categoryName: passage.values.category.trim().slice(0, 32) });
      }
    }
    passage = null;
    passageBroken = false;
  };

  for (const { row, values } of rows) {
    const written = values.kind.trim();
    const sub = SUB_PREFIX.exec(written);
    const kind = KIND_WORDS[(sub ? written.slice(sub[0].length) : written).toLowerCase()];
    if (!sub) closePassage();
    if (sub && !passage) {
      problem(row, { key: 'questionSheet.childWithoutPassage' });
      continue;
    }
    if (!kind || (sub && kind === 'material')) {
      problem(row, { key: sub ? 'questionSheet.badChildKind' : 'questionSheet.badKind' });
      passageBroken ||= !!sub;
      continue;
    }
    const difficulty = values.difficulty ? DIFFICULTY_WORDS[values.difficulty.trim().toLowerCase()] : 2;
    // A sub-question takes its passage's difficulty and category, as in the editor.
    if (difficulty === undefined && !sub) {
      problem(row, { key: 'questionSheet.badDifficulty' });
      if (kind === 'material') passage = { row, values, difficulty: 2, children: [] };
      passageBroken ||= kind === 'material';
      continue;
    }
    if (kind === 'material') {
      passage = { row, values, difficulty: difficulty ?? 2, children: [] };
      continue;
    }
    const content = contentOf(kind, values);
    const result = typeof content === 'string' ? { key: content } : checked(values, difficulty ?? 2, content);
    if ('key' in result) {
      problem(row, result);
      passageBroken ||= !!sub;
      continue;
    }
    if (sub) {
      const { stem, images, explanation, content: own } = result.question;
      passage!.children.push({ stem, images, explanation, content: own as TSubQuestion['content'] });
    } else questions.push({ ...result.question, categoryName: values.category.trim().slice(0, 32) });
  }
  closePassage();
  return { questions, errors: errors.sort((a, b) => a.row - b.row) };
};
