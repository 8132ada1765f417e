import type { ColumnType } from 'antd/es/table';
import { formatFen } from '../../lib/format/money';
import { chinaTime } from '@huitang/contracts/china-time';

/** A column of money in fen, shown as ¥12.34. */
export const moneyColumn = <T,>(title: string, fen: (row: T) => number, width = 100): ColumnType<T> => ({
  title,
  key: title,
  width,
  render: (_, row) => formatFen(fen(row)),
});

/** The column of when a row was made ('YYYY-MM-DD HH:mm:ss', SPEC 3). */
export const createdColumn = <T extends { gmtCreate: string }>(title: string): ColumnType<T> => ({
  title,
  key: 'created',
  width: 160,
  render: (_, row) => chinaTime(row.gmtCreate),
});
