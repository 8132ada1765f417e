import ExcelJS from 'exceljs';

/** A downloaded .xlsx, opened. */
export const readWorkbook = async (content: Buffer): Promise<ExcelJS.Workbook> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  return book;
};

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Each row of a sheet as its cells' texts. */
export const rowsOf = (book: ExcelJS.Workbook, index = 0): string[][] => {
  const rows: string[][] = [];
  book.worksheets[index]!.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), text)));
  return rows;
};

/** An .xlsx of one sheet with these rows, as a person would upload it. */
export const sheetOf = async (rows: string[][], name = '报名信息'): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
};
