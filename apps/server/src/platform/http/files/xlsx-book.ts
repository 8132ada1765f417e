import ExcelJS from 'exceljs';
import type { TLocale } from '@huitang/contracts';
import { invalid } from '../errors.ts';

export const MONEY_FORMAT = '0.00';

/** A bold first row, each column wide enough for its header and at least `minimum` characters. */
export const boldHeader = (sheet: ExcelJS.Worksheet, headers: string[], minimum: number) => {
  sheet.addRow(headers).font = { bold: true };
  headers.forEach((header, index) => {
    // CJK characters take two widths.
    sheet.getColumn(index + 1).width = Math.max(minimum, [...header].length * 2 + 4);
  });
};

export const toBuffer = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

/** A one-sheet workbook: a bold header and the rows; `moneyColumn` (1-based) shows yuan with two decimals. */
export const simpleSheet = async (
  name: string,
  headers: string[],
  rows: (string | number | null)[][],
  moneyColumn = 0,
) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  boldHeader(sheet, headers, 14);
  sheet.addRows(rows);
  if (moneyColumn) sheet.getColumn(moneyColumn).numFmt = MONEY_FORMAT;
  return toBuffer(book);
};

/**
 * The first sheet's non-empty rows, each cell under the key whose header (in either language) heads
 * its column; the header is row 1. 601 when it is no spreadsheet, has no rows, or too many.
 */
export const readSheetRows = async <K extends string>(
  content: Buffer,
  headers: Record<K, Record<TLocale, string>>,
  maxRows: number,
): Promise<{ row: number; values: Record<K, string> }[]> => {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw invalid('import.onlyXlsx', 'file');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw invalid('import.empty', 'file');
  const keys = Object.keys(headers) as K[];
  const columnOf = new Map<K, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const text = cell.text.trim().toLowerCase();
    const key = keys.find(
      (k) => headers[k].zh.toLowerCase() === text || headers[k].en.toLowerCase() === text,
    );
    if (key && !columnOf.has(key)) columnOf.set(key, column);
  });
  const rows: { row: number; values: Record<K, string> }[] = [];
  sheet.eachRow((line, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(
      keys.map((key) => [key, columnOf.has(key) ? line.getCell(columnOf.get(key)!).text.trim() : '']),
    ) as Record<K, string>;
    if (Object.values<string>(values).some(Boolean)) rows.push({ row: number, values });
  });
  if (rows.length === 0) throw invalid('import.empty', 'file');
  if (rows.length > maxRows) throw invalid('import.tooMany', 'file', { max: maxRows });
  return rows;
};
