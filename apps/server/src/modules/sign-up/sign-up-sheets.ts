import ExcelJS from 'exceljs';
import type {
  TFormField,
  TInviteCode,
  TInvoice,
  TLocale,
  TRegType,
  TAttendeeStatus,
} from '@huitang/contracts';
import { chinaTime } from '../../platform/http/xlsx-stream.ts';

/** Words of the organiser's spreadsheets, in the request's language. */
type TWords = Record<TLocale, string>;
const words = <K extends string>(table: Record<K, TWords>) => table;

export const BUILTIN_COLUMNS = words({
  name: { zh: '姓名', en: 'Name' },
  mobile: { zh: '手机号', en: 'Mobile' },
  unit: { zh: '单位', en: 'Company' },
  position: { zh: '职务', en: 'Position' },
  email: { zh: '邮箱', en: 'Email' },
  idNumber: { zh: '身份证号', en: 'ID number' },
  typeName: { zh: '报名类型', en: 'Registration type' },
  status: { zh: '状态', en: 'Status' },
  feeFen: { zh: '费用(元)', en: 'Fee (yuan)' },
  orderNo: { zh: '订单号', en: 'Order no.' },
  gmtCreate: { zh: '报名时间', en: 'Signed up at' },
});
export type TBuiltinColumn = keyof typeof BUILTIN_COLUMNS;

export const STATUS_NAMES = words<TAttendeeStatus>({
  unpaid: { zh: '待支付', en: 'Unpaid' },
  pending: { zh: '待审核', en: 'Pending review' },
  confirmed: { zh: '已确认', en: 'Confirmed' },
  rejected: { zh: '未通过', en: 'Rejected' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
  refunded: { zh: '已退款', en: 'Refunded' },
});

export const FILE_NAMES = words({
  registrations: { zh: '报名信息', en: 'registrations' },
  template: { zh: '报名导入模板', en: 'registration-import-template' },
  invites: { zh: '邀请码', en: 'invitation-codes' },
  invoices: { zh: '发票申请', en: 'invoice-requests' },
});

const NOTES = words({
  sheet: { zh: '说明', en: 'Notes' },
  item: { zh: '项目', en: 'Item' },
  values: { zh: '可填写的值', en: 'Allowed values' },
  single: { zh: '单选', en: 'one of' },
  multiple: { zh: '多选，用、分隔', en: 'several, separated by 、 or ,' },
  sheetName: { zh: '报名信息', en: 'Registrations' },
});

const INVITE_COLUMNS = words({
  code: { zh: '邀请码', en: 'Code' },
  singleUse: { zh: '一次性', en: 'Single use' },
  types: { zh: '解锁的报名类型', en: 'Unlocked types' },
  remark: { zh: '备注', en: 'Remark' },
  used: { zh: '已使用次数', en: 'Times used' },
  created: { zh: '生成时间', en: 'Created at' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  allTypes: { zh: '全部', en: 'All' },
});

const INVOICE_COLUMNS = words({
  orderNo: { zh: '订单号', en: 'Order no.' },
  kind: { zh: '发票类型', en: 'Invoice type' },
  title: { zh: '发票抬头', en: 'Title' },
  taxNo: { zh: '税号', en: 'Tax number' },
  bankName: { zh: '开户银行', en: 'Bank' },
  bankAccount: { zh: '银行账号', en: 'Bank account' },
  companyAddress: { zh: '单位地址', en: 'Company address' },
  companyPhone: { zh: '单位电话', en: 'Company phone' },
  email: { zh: '邮箱', en: 'Email' },
  amount: { zh: '金额(元)', en: 'Amount (yuan)' },
  status: { zh: '状态', en: 'Status' },
  issuedAt: { zh: '开票时间', en: 'Issued at' },
  ordinary: { zh: '普通发票', en: 'Ordinary invoice' },
  special: { zh: '增值税专用发票', en: 'VAT special invoice' },
  requested: { zh: '待开票', en: 'Requested' },
  issued: { zh: '已开票', en: 'Issued' },
});

export const labelOf = (field: Pick<TFormField, 'label' | 'labelEn'>, locale: TLocale) =>
  locale === 'en' && field.labelEn ? field.labelEn : field.label;

export const typeLabel = (type: { name: string; nameEn: string }, locale: TLocale) =>
  locale === 'en' && type.nameEn ? type.nameEn : type.name;

/** Columns the template asks for: enabled fields a cell can hold (no uploads), then the type. */
export const templateFields = (fields: TFormField[]) =>
  fields.filter((f) => f.enabled && f.kind !== 'attachment');

/** A bold first row, each column wide enough for its header and at least `minimum` characters. */
const boldHeader = (sheet: ExcelJS.Worksheet, headers: string[], minimum: number) => {
  sheet.addRow(headers).font = { bold: true };
  headers.forEach((header, index) => {
    // CJK characters take two widths.
    sheet.getColumn(index + 1).width = Math.max(minimum, [...header].length * 2 + 4);
  });
};
const toBuffer = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

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

export const MONEY_FORMAT = '0.00';

const simpleSheet = async (name: string, headers: string[], rows: (string | number)[][], moneyColumn = 0) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  boldHeader(sheet, headers, 14);
  sheet.addRows(rows);
  if (moneyColumn) sheet.getColumn(moneyColumn).numFmt = MONEY_FORMAT;
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
      chinaTime(code.gmtCreate),
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
      chinaTime(invoice.issuedAt),
    ]),
    keys.indexOf('amount') + 1,
  );
};
