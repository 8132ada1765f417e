import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TFormField, TLocale } from '@huitang/contracts';
import type { TRegistrationView } from './registration.repository.ts';
import {
  BUILTIN_COLUMNS,
  MONEY_FORMAT,
  STATUS_NAMES,
  chinaTime,
  labelOf,
  typeLabel,
  type TBuiltinColumn,
} from './registration-sheets.ts';

/** Rows read from the database per query: a 50,000-row export never holds more than this many at once. */
export const EXPORT_CHUNK = 1000;

export interface TExportColumn {
  header: string;
  width: number;
  money?: boolean;
  value: (row: TRegistrationView) => string | number;
}

const answer = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join('、') : (value ?? '');

const BUILTIN_VALUES: Record<TBuiltinColumn, (row: TRegistrationView, locale: TLocale) => string | number> = {
  name: (row) => row.name,
  mobile: (row) => row.mobile,
  unit: (row) => row.unit,
  position: (row) => row.position,
  email: (row) => row.email,
  idNumber: (row) => row.idNumber,
  typeName: (row, locale) => typeLabel({ name: row.typeName, nameEn: row.typeNameEn }, locale),
  status: (row, locale) => STATUS_NAMES[row.status][locale],
  feeFen: (row) => row.feeFen / 100,
  orderNo: (row) => row.orderNo,
  gmtCreate: (row) => chinaTime(row.createdAt),
};
const WIDTHS: Partial<Record<TBuiltinColumn, number>> = {
  mobile: 14,
  unit: 28,
  email: 24,
  idNumber: 22,
  orderNo: 24,
  gmtCreate: 18,
};

/** Every column an export may have, by key, in the order of the full export: built-in, then the form's own. */
export const exportColumns = (fields: TFormField[], locale: TLocale): Map<string, TExportColumn> => {
  const columns = new Map<string, TExportColumn>();
  for (const key of Object.keys(BUILTIN_COLUMNS) as TBuiltinColumn[])
    columns.set(key, {
      header: BUILTIN_COLUMNS[key][locale],
      width: WIDTHS[key] ?? 12,
      money: key === 'feeFen',
      value: (row) => BUILTIN_VALUES[key](row, locale),
    });
  for (const field of fields.filter((f) => /^c\d+$/.test(f.key)))
    columns.set(field.key, {
      header: labelOf(field, locale),
      width: 20,
      value: (row) => answer(row.extra[field.key]),
    });
  return columns;
};

/** Resolves once the reader has taken what was written, or the download was abandoned. */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    if (!stream.writableNeedDrain || stream.destroyed) return resolve();
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * The registrations as an .xlsx written while it is read: rows come from the database a chunk at a
 * time and each is committed to the zip at once, waiting for a slow reader between chunks.
 */
export const streamRegistrations = (
  sheetName: string,
  columns: TExportColumn[],
  readChunk: (afterId: number, size: number) => Promise<TRegistrationView[]>,
  onError: (error: unknown) => void,
): PassThrough => {
  const stream = new PassThrough();
  const fill = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = book.addWorksheet(sheetName);
    columns.forEach((column, index) => {
      const sheetColumn = sheet.getColumn(index + 1);
      sheetColumn.width = column.width;
      if (column.money) sheetColumn.numFmt = MONEY_FORMAT;
    });
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for (let afterId = 0; ;) {
      const rows = await readChunk(afterId, EXPORT_CHUNK);
      for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
      if (rows.length < EXPORT_CHUNK) break;
      afterId = rows[rows.length - 1]!.id;
      await drained(stream);
      if (stream.destroyed) return;
    }
    sheet.commit();
    await book.commit();
  };
  fill().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};
