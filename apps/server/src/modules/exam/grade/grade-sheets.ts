import ExcelJS from 'exceljs';
import { textsUnder, translate, type TGradeResult, type TLocale, type TMessageKey } from '@huitang/contracts';
import { boldHeader, readSheetRows, simpleSheet, toBuffer } from '../../../platform/http/files/xlsx-book.ts';

const COLUMNS = textsUnder('grade.column.');
const MAX_ROWS = 5000;

/** The students import's template: mobile and name (the name only helps the person filling it in). */
export const studentTemplate = (locale: TLocale) =>
  simpleSheet(translate('grade.sheet.students', locale), [COLUMNS.mobile[locale], COLUMNS.name[locale]], []);

/**
 * The mobiles of an imported students list, every row checked: a bad mobile or one twice in the file
 * is named with its row. Whether each mobile has an account is the caller's check.
 */
export const readStudentSheet = async (content: Buffer, locale: TLocale) => {
  const lines = await readSheetRows(content, { mobile: COLUMNS.mobile, name: COLUMNS.name }, MAX_ROWS);
  const rows: { row: number; mobile: string }[] = [];
  const errors: { row: number; message: string }[] = [];
  const rowOfMobile = new Map<string, number>();
  const problem = (row: number, key: TMessageKey, params?: Record<string, number>) =>
    errors.push({ row, message: translate(key, locale, params) });
  for (const { row, values } of lines) {
    if (!/^1\d{10}$/.test(values.mobile)) problem(row, 'certificate.badMobile');
    else if (rowOfMobile.has(values.mobile))
      problem(row, 'certificate.twiceInFile', { row: rowOfMobile.get(values.mobile)! });
    else {
      rowOfMobile.set(values.mobile, row);
      rows.push({ row, mobile: values.mobile });
    }
  }
  return { rows, errors };
};

/** A class's results as a workbook: each student's standing, then how each question went. */
export const resultBook = async (result: TGradeResult, locale: TLocale) => {
  const book = new ExcelJS.Workbook();
  const text = (key: TMessageKey) => translate(key, locale);
  const students = book.addWorksheet(text('grade.sheet.students'));
  const { name, mobile, attempts, best, state, passed, rank } = COLUMNS;
  boldHeader(
    students,
    [name, mobile, attempts, best, state, passed, rank].map((column) => column[locale]),
    12,
  );
  students.addRows(
    result.students.map((s) => [
      s.name,
      s.mobile,
      s.attemptCount,
      s.best,
      text(`grade.state.${s.state ?? 'none'}`),
      s.passed === null ? '' : text(s.passed ? 'grade.yes' : 'grade.no'),
      s.rank,
    ]),
  );
  const questions = book.addWorksheet(text('grade.sheet.questions'));
  const { question, stem, score, answered, scoreRate } = COLUMNS;
  boldHeader(
    questions,
    [question, stem, score, answered, scoreRate].map((column) => column[locale]),
    12,
  );
  questions.getColumn(2).width = 60;
  questions.addRows(result.questions.map((q) => [q.position, q.stem, q.score, q.answeredCount, q.scoreRate]));
  questions.getColumn(5).numFmt = '0.0%';
  return toBuffer(book);
};
