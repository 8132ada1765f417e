import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** Rows read from the database per query: a 50,000-row export never holds more than this many at once. */
export const EXPORT_CHUNK = 1000;

export interface TSheetColumn<T> {
  header: string;
  width: number;
  /** Excel number format of the column's cells, e.g. money. */
  numFmt?: string;
  value: (row: T) => string | number;
}

/** A table read a chunk at a time in ascending id, each chunk starting after the last id of the one before. */
export async function* chunksById<T extends { id: number }>(
  read: (afterId: number, size: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  for (let afterId = 0; ;) {
    const rows = await read(afterId, EXPORT_CHUNK);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** A list read a page at a time, for lists whose order is not by id (a ranking, a grouping). */
export async function* chunksByOffset<T>(
  read: (slice: { offset: number; limit: number }) => Promise<T[]>,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const rows = await read({ offset, limit: EXPORT_CHUNK });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
  }
}

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
 * One sheet as an .xlsx written while it is read: each chunk of rows is committed to the zip at
 * once, and the next is only fetched when a slow reader has caught up.
 */
export const streamSheet = <T>(
  sheetName: string,
  columns: TSheetColumn<T>[],
  chunks: AsyncIterable<T[]>,
  onError: (error: unknown) => void,
): PassThrough => {
  const stream = new PassThrough();
  const fill = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = book.addWorksheet(sheetName);
    columns.forEach((column, index) => {
      const sheetColumn = sheet.getColumn(index + 1);
      sheetColumn.width = column.width;
      if (column.numFmt) sheetColumn.numFmt = column.numFmt;
    });
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const rows of chunks) {
      for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
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
