import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMaxLength } from '../forms/contract-limits';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import type { TEditLang } from './use-console';

interface TProps {
  /** The Chinese field; its English twin is `${name}En` (the contract's naming). */
  name: string;
  label: string;
  lang: TEditLang;
  /** Maximum lengths, when the form's ContractLimits schema does not name the field. */
  max?: number;
  maxEn?: number;
  required?: boolean;
  kind?: 'input' | 'textarea' | 'html';
  rows?: number;
}

/**
 * A text the meeting keeps in Chinese and English: both stay in the form, the header's language
 * switch decides which one is shown and edited. Chinese is the required one (so it stays in sight
 * while English is edited); English falls back to it.
 */
export function LangField({ name, label, lang, max, maxEn, required, kind = 'input', rows = 4 }: TProps) {
  const { t } = useTranslation();
  const [zhLimit, enLimit] = [useMaxLength(name, max), useMaxLength(`${name}En`, maxEn)];
  const enLabel = t('console.lang.enLabel', { label });
  const control = (limit: number | undefined, placeholder: string, fieldLabel: string) =>
    kind === 'html' ? (
      <RichTextEditor max={limit} rows={rows} label={fieldLabel} />
    ) : kind === 'textarea' ? (
      <Input.TextArea rows={rows} maxLength={limit} showCount placeholder={placeholder} />
    ) : (
      <Input maxLength={limit} placeholder={placeholder} />
    );
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        hidden={lang === 'en' && !required}
        rules={
          required ? [{ required: true, whitespace: true, message: t('common.enter', { field: label }) }] : []
        }
      >
        {control(zhLimit, t('common.enter', { field: label }), label)}
      </Form.Item>
      <Form.Item name={`${name}En`} label={enLabel} hidden={lang === 'zh'}>
        {control(enLimit, t('console.lang.enPlaceholder'), enLabel)}
      </Form.Item>
    </>
  );
}

/** The text in the language being edited; English shows the Chinese one until it is filled in. */
export const textOf = (lang: TEditLang, zh: string, en: string): string => (lang === 'en' && en ? en : zh);
