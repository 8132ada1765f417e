import type { TLocale } from './constants.ts';

/**
 * The names of the sign-up form's built-in fields (BUILTIN_FIELDS), in a module of their own: the
 * console's form builder and sheet columns read these six without the field names of every domain
 * (messages.ts's fieldNames, which takes these in too).
 */
export const builtinFieldNames = {
  name: { zh: '姓名', en: 'name' },
  mobile: { zh: '手机号码', en: 'mobile number' },
  unit: { zh: '单位', en: 'company' },
  position: { zh: '职称/职务', en: 'position' },
  email: { zh: '邮箱', en: 'email' },
  idNumber: { zh: '身份证号', en: 'ID number' },
} as const satisfies Record<string, Record<TLocale, string>>;

/** A built-in field's name; any other key as it is. */
export const builtinFieldLabel = (key: string, locale: TLocale): string =>
  (builtinFieldNames as Record<string, Record<TLocale, string>>)[key]?.[locale] ?? key;
