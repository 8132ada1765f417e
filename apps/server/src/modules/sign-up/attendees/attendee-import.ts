import ExcelJS from 'exceljs';
import {
  ZAttendeeDetails,
  isMessageKey,
  translate,
  type TAttendeeDetails,
  type TFormField,
  type TImportResult,
  type TLocale,
  type TMessageKey,
} from '@huitang/contracts';
import { invalid } from '../../../platform/http/errors.ts';
import type { TTypeRow } from '../sign-up-settings.repository.ts';
import { BUILTIN_COLUMNS, labelOf, templateFields } from '../sign-up-sheets.ts';
import { attendeeIssues } from '../sign-up-rules.ts';

/** Reading the organiser's filled-in template and finding every problem before anything is written. */
export const MAX_IMPORT_ROWS = 5000;

const TYPE_COLUMN = 'typeName';
const BUILTIN_KEYS = new Set(['name', 'mobile', 'unit', 'position', 'email', 'idNumber']);

export interface TSheetRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  values: Map<string, string>;
}

const normal = (text: string) => text.trim().toLowerCase();

/** Header text → field key: the form's labels in both languages, and the export's names of built-in fields. */
const headerKeys = (fields: TFormField[]) => {
  const keys = new Map<string, string>();
  const add = (text: string, key: string) => {
    if (text.trim() && !keys.has(normal(text))) keys.set(normal(text), key);
  };
  for (const field of templateFields(fields)) {
    add(field.label, field.key);
    add(field.labelEn, field.key);
  }
  for (const [key, names] of Object.entries(BUILTIN_COLUMNS))
    if (BUILTIN_KEYS.has(key) || key === TYPE_COLUMN) {
      add(names.zh, key);
      add(names.en, key);
    }
  return keys;
};

/** The first sheet's non-empty rows, by field key; 601 when it is no spreadsheet, empty or too long. */
export const readSheet = async (content: Buffer, fields: TFormField[]): Promise<TSheetRow[]> => {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw invalid('import.onlyXlsx', 'file');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw invalid('import.empty', 'file');
  const known = headerKeys(fields);
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => {
    const key = known.get(normal(cell.text));
    if (key && ![...columns.values()].includes(key)) columns.set(column, key);
  });
  const rows: TSheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = new Map<string, string>();
    for (const [column, key] of columns) {
      const text = row.getCell(column).text.trim();
      if (text) values.set(key, text);
    }
    if (values.size) rows.push({ row: number, values });
  });
  if (rows.length === 0) throw invalid('import.empty', 'file');
  if (rows.length > MAX_IMPORT_ROWS) throw invalid('import.tooMany', 'file', { max: MAX_IMPORT_ROWS });
  return rows;
};

/** A choice written in either language counts as the option's own (Chinese) label, which is what is kept. */
const answerOf = (field: TFormField, text: string): string | string[] => {
  if (field.kind === 'text') return text;
  const option = (value: string) =>
    field.options.find((o) => o.label === value || (o.labelEn && normal(o.labelEn) === normal(value)))
      ?.label ?? value;
  if (field.kind === 'single') return option(text);
  return text
    .split(/[、,，;；]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(option);
};

export const attendeeOf = (row: TSheetRow, fields: TFormField[]) => {
  const text = (key: string) => row.values.get(key) ?? '';
  const extra: Record<string, string | string[]> = {};
  for (const field of templateFields(fields).filter((f) => !BUILTIN_KEYS.has(f.key))) {
    const value = row.values.get(field.key);
    if (value) extra[field.key] = answerOf(field, value);
  }
  return {
    name: text('name'),
    mobile: text('mobile'),
    unit: text('unit'),
    position: text('position'),
    email: text('email'),
    idNumber: text('idNumber'),
    extra,
  };
};

interface TRowIssue {
  field: string;
  key: TMessageKey;
  params?: Record<string, string | number>;
}

/** What is wrong with one row's person: the contract's limits first, then the meeting's form. */
const personIssues = (candidate: ReturnType<typeof attendeeOf>, fields: TFormField[]) => {
  const parsed = ZAttendeeDetails.safeParse(candidate);
  if (!parsed.success)
    return {
      issues: parsed.error.issues.map((issue): TRowIssue => {
        const max = (issue as { maximum?: unknown }).maximum;
        return {
          field: String(issue.path[0] === 'extra' ? issue.path[1] : issue.path[0]),
          key: isMessageKey(issue.message) ? issue.message : 'field.invalid',
          params: typeof max === 'number' ? { max } : {},
        };
      }),
    };
  // An upload cannot ride in a cell: attachment fields are for the form, not the sheet.
  const cellFields = templateFields(fields);
  const issues = attendeeIssues(cellFields, [parsed.data]).map((issue): TRowIssue => ({
    field: issue.field.replace(/^attendees\.0\./, ''),
    key: issue.message === 'signUp.improveAttendee' ? 'field.required' : issue.message,
  }));
  return { attendee: parsed.data, issues };
};

export interface TImportPlan {
  rows: { type: TTypeRow; attendee: TAttendeeDetails }[];
  errors: TImportResult['errors'];
}

/**
 * Every row checked against the form, the meeting's types, the other rows and the people already
 * signed up (`liveMobiles`); rows come back only when none has a problem.
 */
export const planImport = (
  sheet: TSheetRow[],
  fields: TFormField[],
  types: TTypeRow[],
  liveMobiles: Set<string>,
  locale: TLocale,
): TImportPlan => {
  const typeByName = new Map<string, TTypeRow>();
  for (const type of types)
    for (const name of [type.name, type.nameEn]) if (name) typeByName.set(normal(name), type);
  const label = (key: string) => {
    const field = fields.find((f) => f.key === key);
    if (field) return labelOf(field, locale);
    return key in BUILTIN_COLUMNS ? BUILTIN_COLUMNS[key as keyof typeof BUILTIN_COLUMNS][locale] : key;
  };
  const seen = new Set<string>();
  const rows: TImportPlan['rows'] = [];
  const errors: TImportPlan['errors'] = [];
  for (const line of sheet) {
    const { attendee, issues } = personIssues(attendeeOf(line, fields), fields);
    const typeName = line.values.get(TYPE_COLUMN) ?? '';
    const type = typeByName.get(normal(typeName));
    if (!type)
      issues.push({ field: TYPE_COLUMN, key: typeName ? 'import.unknownType' : 'signUp.selectType' });
    const mobile = attendee?.mobile ?? '';
    if (attendee && !issues.some((issue) => issue.field === 'mobile')) {
      if (seen.has(mobile)) issues.push({ field: 'mobile', key: 'signUp.duplicateAttendee' });
      else if (liveMobiles.has(mobile))
        issues.push({ field: 'mobile', key: 'signUp.alreadyRegistered', params: { mobile } });
      seen.add(mobile);
    }
    for (const issue of issues)
      errors.push({
        row: line.row,
        field: issue.field,
        message: translate(issue.key, locale, { field: label(issue.field), ...issue.params }),
      });
    if (attendee && type && issues.length === 0) rows.push({ type, attendee });
  }
  return { rows: errors.length ? [] : rows, errors };
};
