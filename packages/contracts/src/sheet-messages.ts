import type { TLocale } from './constants.ts';
import type { TRegistrationStatus } from './registration.ts';

/**
 * Words of the organiser's spreadsheets (registrations, import template, invitation codes, invoice
 * requests), in both languages. Indexed by language rather than translated by key: an import reads
 * a header written in either language.
 */
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

export const REGISTRATION_STATUS_NAMES = words<TRegistrationStatus>({
  unpaid: { zh: '待支付', en: 'Unpaid' },
  pending: { zh: '待审核', en: 'Pending review' },
  confirmed: { zh: '已确认', en: 'Confirmed' },
  rejected: { zh: '未通过', en: 'Rejected' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
  refunded: { zh: '已退款', en: 'Refunded' },
});

export const SHEET_FILE_NAMES = words({
  registrations: { zh: '报名信息', en: 'registrations' },
  template: { zh: '报名导入模板', en: 'registration-import-template' },
  invites: { zh: '邀请码', en: 'invitation-codes' },
  invoices: { zh: '发票申请', en: 'invoice-requests' },
});

export const IMPORT_NOTES = words({
  sheet: { zh: '说明', en: 'Notes' },
  item: { zh: '项目', en: 'Item' },
  values: { zh: '可填写的值', en: 'Allowed values' },
  single: { zh: '单选', en: 'one of' },
  multiple: { zh: '多选，用、分隔', en: 'several, separated by 、 or ,' },
  sheetName: { zh: '报名信息', en: 'Registrations' },
});

export const INVITE_COLUMNS = words({
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

export const INVOICE_COLUMNS = words({
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
