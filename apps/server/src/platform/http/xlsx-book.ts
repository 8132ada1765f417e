import ExcelJS from 'exceljs';

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
