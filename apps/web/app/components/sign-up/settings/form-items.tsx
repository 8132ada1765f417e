import type { TRegType } from '@huitang/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../console/lang-field';
import { useConsole } from '../../console/use-console';

interface TItemProps {
  name: string | (string | number)[];
  label: string;
  extra?: string;
}

/** An amount in yuan (the page turns it into fen for the API). */
export function YuanField({ name, label, extra }: TItemProps) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <InputNumber min={0} max={1_000_000} precision={2} prefix="¥" style={{ width: 200 }} />
    </Form.Item>
  );
}

/** A whole-number limit (places, uses); left empty it means no limit (null for the API). */
export function LimitField({ name, label, extra }: TItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <InputNumber
        min={1}
        max={1_000_000}
        precision={0}
        placeholder={t('signUp.common.unlimited')}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

/** Some of the meeting's registration types; none chosen means all of them (`allText`). */
export function TypesField({ types, allText, ...item }: TItemProps & { types: TRegType[]; allText: string }) {
  const { lang } = useConsole();
  return (
    <Form.Item {...item}>
      <Select
        mode="multiple"
        allowClear
        placeholder={allText}
        options={types.map((type) => ({ value: type.id, label: textOf(lang, type.name, type.nameEn) }))}
      />
    </Form.Item>
  );
}

/** Removes one row of a list inside a form (an option, a night, a booking). */
export function RemoveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('console.delete')} onClick={onClick} />
  );
}

/** Type ids as the names the console shows; none (which means all of them) reads `allText`. */
export const useTypeNames = (types: TRegType[]) => {
  const { t } = useTranslation();
  const { lang } = useConsole();
  return (ids: number[], allText: string): string =>
    ids.length === 0
      ? allText
      : ids
          .map((id) => types.find((type) => type.id === id))
          .map((type) => (type ? textOf(lang, type.name, type.nameEn) : ''))
          .join(t('common.listSeparator'));
};
