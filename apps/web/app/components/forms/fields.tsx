import { Button, Form, type FormRule } from 'antd';
import { Input, Password, TextArea } from '../../antd-slim/input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formRules } from '../sign-in/form-rules';
import { useMaxLength } from './contract-limits';

/** A field's place in the form's values: a key, or a path into nested values. */
export type TFieldName = string | (string | number)[];

interface TTextProps {
  name: TFieldName;
  label: string;
  /** The maximum length, when the form's ContractLimits schema does not name the field. */
  max?: number;
  required?: boolean;
  rules?: FormRule[];
  /** A multi-line field with this many rows. */
  rows?: number;
  extra?: ReactNode;
  password?: boolean;
  placeholder?: string;
}

/** A labelled text input with the contract's limits and the "please enter" rule when required. */
export function TextField({
  name,
  label,
  max,
  required,
  rules = [],
  rows,
  extra,
  password,
  placeholder,
}: TTextProps) {
  const { t } = useTranslation();
  const hint = placeholder ?? t('common.enter', { field: label });
  const limit = useMaxLength(name, max);
  return (
    <Form.Item
      label={label}
      name={name}
      rules={[...(required ? formRules(t).required(label) : []), ...rules]}
      extra={extra}
    >
      {rows ? (
        <TextArea rows={rows} maxLength={limit} showCount placeholder={hint} />
      ) : password ? (
        <Password maxLength={limit} placeholder={hint} autoComplete="new-password" />
      ) : (
        <Input maxLength={limit} placeholder={hint} />
      )}
    </Form.Item>
  );
}

/** The submit button under a label-beside-field form, aligned with the fields. */
export function SubmitRow({ text, busy, extra }: { text: string; busy: boolean; extra?: ReactNode }) {
  return (
    <Form.Item label=" " colon={false}>
      <Button type="primary" htmlType="submit" loading={busy} style={{ minWidth: 120 }}>
        {text}
      </Button>
      {extra}
    </Form.Item>
  );
}
