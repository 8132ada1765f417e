import ExcelJS from 'exceljs';
import {
  textsUnder,
  type TFormField,
  type TInviteCode,
  type TInvoice,
  type TLocale,
  type TRegType,
  type TAttendeeStatus,
} from '@huitang/contracts';
import { chinaClock } from '@huitang/contracts';
import { boldHeader, simpleSheet, toBuffer } from '../../platform/http/files/xlsx-book.ts';

/** Words of the organiser's spreadsheets (contracts sheet-messages), in the request's language. */
export const BUILTIN_COLUMNS = textsUnder('sheet.column.');
export type TBuiltinColumn = keyof typeof BUILTIN_COLUMNS;
export const STATUS_NAMES: Record<TAttendeeStatus, Record<TLocale, string>> = textsUnder('sheet.status.');
export const FILE_NAMES = textsUnder('sheet.file.');
const NOTES = textsUnder('sheet.note.');
const INVITE_COLUMNS = textsUnder('sheet.invite.');
const INVOICE_COLUMNS = textsUnder('sheet.invoice.');

export const labelOf = (field: Pick<TFormField, 'label' | 'labelEn'>, locale: TLocale) =>
  locale === 'en' && field.labelEn ? field.labelEn : field.label;

export const typeLabel = (type: { name: string; nameEn: string }, locale: TLocale) =>
  locale === 'en' && type.nameEn ? type.nameEn : type.name;

/** Columns the template asks for: enabled fields a cell can hold (no uploads), then the type. */
export const templateFields = (fields: TFormField[]) =>
  fields.filter((f) => f.enabled && f.kind !== 'attachment');

export const importTemplate = async (fields: TFormField[], types: TRegType[], locale: TLocale) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(NOTES.sheetName[locale]);
  const columns = templateFields(fields);
  boldHeader(sheet, [...columns.map((f) => labelOf(f, locale)), BUILTIN_COLUMNS.typeName[locale]], 16);
  // Text cells: mobiles and ID numbers typed into them stay as written, not as numbers.
  for (let index = 1; index <= columns.length + 1; index++) sheet.getColumn(index).numFmt = '@';

  const notes = book.addWorksheet(NOTES.sheet[locale]);
  boldHeader(notes, [NOTES.item[locale], NOTES.values[locale]], 30);
  types.forEach((type, index) =>
    notes.addRow([index === 0 ? BUILTIN_COLUMNS.typeName[locale] : '', typeLabel(type, locale)]),
  );
  for (const field of columns.filter((f) => f.kind === 'single' || f.kind === 'multiple'))
    field.options.forEach((option, index) =>
      notes.addRow([
        index === 0
          ? `${labelOf(field, locale)} (${NOTES[field.kind === 'single' ? 'single' : 'multiple'][locale]})`
          : '',
        labelOf(option, locale),
      ]),
    );
  return toBuffer(book);
};

export const invitesSheet = (codes: TInviteCode[], types: TRegType[], locale: TLocale) => {
  const w = INVITE_COLUMNS;
  const nameOf = new Map(types.map((type) => [type.id, typeLabel(type, locale)]));
  return simpleSheet(
    FILE_NAMES.invites[locale],
    (['code', 'singleUse', 'types', 'remark', 'used', 'created'] as const).map((k) => w[k][locale]),
    codes.map((code) => [
      code.code,
      (code.singleUse ? w.yes : w.no)[locale],
      code.typeIds.length
        ? code.typeIds.map((id) => nameOf.get(id) ?? String(id)).join('、')
        : w.allTypes[locale],
      code.remark,
      code.used,
      chinaClock(code.gmtCreate),
    ]),
  );
};

export const invoicesSheet = (invoices: TInvoice[], locale: TLocale) => {
  const w = INVOICE_COLUMNS;
  const keys = [
    'orderNo',
    'kind',
    'title',
    'taxNo',
    'bankName',
    'bankAccount',
    'companyAddress',
    'companyPhone',
    'email',
    'amount',
    'status',
    'issuedAt',
  ] as const;
  return simpleSheet(
    FILE_NAMES.invoices[locale],
    keys.map((k) => w[k][locale]),
    invoices.map((invoice) => [
      invoice.orderNo,
      w[invoice.kind][locale],
      invoice.title,
      invoice.taxNo,
      invoice.bankName,
      invoice.bankAccount,
      invoice.companyAddress,
      invoice.companyPhone,
      invoice.email,
      invoice.amountFen / 100,
      w[invoice.status][locale],
      chinaClock(invoice.issuedAt),
    ]),
    keys.indexOf('amount') + 1,
  );
};
