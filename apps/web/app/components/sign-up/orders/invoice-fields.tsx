import type { TInvoiceRequest } from '@huitang/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../use-contract-text';
import styles from '../sign-up.module.css';

export type TInvoiceChoice = 'none' | TInvoiceRequest['kind'];
/** The invoice as a form holds it: which kind (or none) and the buyer's details. */
export type TInvoiceValues = Partial<Omit<TInvoiceRequest, 'kind'>> & { kind: TInvoiceChoice };

const TAX_NO = /^[0-9A-Z]{15,20}$/;
const LIMITS = {
  title: 100,
  bankName: 100,
  bankAccount: 40,
  companyAddress: 200,
  companyPhone: 30,
  email: 100,
};

export const invoiceValuesOf = (invoice: TInvoiceRequest | null | undefined): TInvoiceValues =>
  invoice ?? { kind: 'none' };

/** What the API takes: null for no invoice, every text trimmed and present. */
export const invoiceRequestOf = (values: TInvoiceValues | undefined): TInvoiceRequest | null => {
  if (!values || values.kind === 'none') return null;
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    kind: values.kind,
    title: text(values.title),
    taxNo: text(values.taxNo).toUpperCase(),
    bankName: text(values.bankName),
    bankAccount: text(values.bankAccount),
    companyAddress: text(values.companyAddress),
    companyPhone: text(values.companyPhone),
    email: text(values.email),
  };
};

/**
 * The invoice a buyer asks for (SPEC 1: ordinary or VAT special): the special one needs the tax
 * number, bank, account, address and phone. `kinds` are the ones the meeting offers.
 */
export function InvoiceFields({ kinds }: { kinds: TInvoiceRequest['kind'][] }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const kind = Form.useWatch<TInvoiceChoice | undefined>(['invoice', 'kind']) ?? 'none';
  const special = kind === 'special';
  const item = (name: keyof typeof LIMITS | 'taxNo', required: boolean) => {
    const label = t(`signUp.invoice.${name}`);
    const message =
      special && name !== 'title'
        ? contract('signUp.invoiceSpecialFields')
        : t('common.enter', { field: label });
    return (
      <Form.Item
        key={name}
        name={['invoice', name]}
        label={label}
        rules={[
          { required, whitespace: true, message },
          ...(name === 'taxNo' ? [{ pattern: TAX_NO, message: t('signUp.invoice.taxNoInvalid') }] : []),
          ...(name === 'email' ? [{ type: 'email' as const, message: t('validation.emailInvalid') }] : []),
        ]}
        normalize={name === 'taxNo' ? (value: string) => value.toUpperCase() : undefined}
      >
        <Input
          maxLength={name === 'taxNo' ? 20 : LIMITS[name]}
          placeholder={t('common.enter', { field: label })}
        />
      </Form.Item>
    );
  };
  return (
    <>
      <Form.Item name={['invoice', 'kind']} label={t('signUp.invoice.kind')}>
        <Radio.Group
          options={(['none', ...kinds] as const).map((value) => ({
            value,
            label: t(`signUp.invoiceKind.${value}`),
          }))}
        />
      </Form.Item>
      {kind === 'none' ? null : (
        <div className={styles.fieldGrid}>
          {item('title', true)}
          {item('taxNo', special)}
          {special ? (
            <>
              {item('bankName', true)}
              {item('bankAccount', true)}
              {item('companyAddress', true)}
              {item('companyPhone', true)}
            </>
          ) : null}
          {item('email', false)}
        </div>
      )}
    </>
  );
}
