import { MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN, SMS_CODE_PATTERN } from '@huitang/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Client checks mirror the contract's schemas and say the same words (SPEC 5). */
export const formRules = (t: TFunction) => ({
  /** A field that must hold more than blanks; `field` is its label as the person reads it. */
  required: (field: string): FormRule[] => [
    { required: true, whitespace: true, message: t('validation.required', { field }) },
  ],
  email: [{ type: 'email', message: t('validation.emailInvalid') }] satisfies FormRule[],
  mobile: [
    { required: true, message: t('validation.mobileRequired') },
    { pattern: MOBILE_PATTERN, message: t('validation.mobileInvalid') },
  ] satisfies FormRule[],
  code: [
    { required: true, message: t('validation.codeRequired') },
    { pattern: SMS_CODE_PATTERN, message: t('validation.codeInvalid') },
  ] satisfies FormRule[],
  loginPassword: [{ required: true, message: t('validation.passwordRequired') }] satisfies FormRule[],
  newPassword: [
    { required: true, message: t('validation.passwordRequired') },
    { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('validation.passwordLength') },
  ] satisfies FormRule[],
  /** The second password must equal the field named `other`. */
  samePassword: (other: string): FormRule[] => [
    { required: true, message: t('validation.passwordRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || getFieldValue(other) === value
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.passwordMismatch'))),
    }),
  ],
});
