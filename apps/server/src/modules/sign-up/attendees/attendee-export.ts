import type { TFormField, TLocale } from '@huitang/contracts';
import { chinaClock } from '@huitang/contracts';
import { type TSheetColumn } from '../../../platform/http/files/xlsx-stream.ts';
import { MONEY_FORMAT } from '../../../platform/http/files/xlsx-book.ts';
import type { TAttendeeView } from '../attendee.repository.ts';
import { BUILTIN_COLUMNS, STATUS_NAMES, labelOf, typeLabel, type TBuiltinColumn } from '../sign-up-sheets.ts';

export type TExportColumn = TSheetColumn<TAttendeeView>;

const answer = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join('、') : (value ?? '');

const BUILTIN_VALUES: Record<TBuiltinColumn, (row: TAttendeeView, locale: TLocale) => string | number> = {
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
  gmtCreate: (row) => chinaClock(row.createdAt),
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
      ...(key === 'feeFen' ? { numFmt: MONEY_FORMAT } : {}),
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
