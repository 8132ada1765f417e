import { BUILTIN_FIELDS, builtinFieldNames, type TFormField } from '@huitang/contracts';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../console/lang-field';
import { useConsole } from '../../console/use-console';
import { lazyDialog } from '../../forms/lazy-dialog';
import { isAlwaysRequired, isBuiltin } from '../form-fields';
import styles from '../sign-up.module.css';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const FieldDialog = lazyDialog(
  () => import('./field-dialog').then((module) => module.FieldDialog),
  (props) => props.open,
);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every built-in field has a row (switched off if unused); name and mobile are always asked. */
const withBuiltins = (fields: TFormField[]): TFormField[] => [
  ...fields,
  ...BUILTIN_FIELDS.filter((key) => !fields.some((field) => field.key === key)).map((key) => ({
    key,
    kind: 'text' as const,
    label: builtinFieldNames[key].zh,
    labelEn: capitalised(builtinFieldNames[key].en),
    options: [],
    required: isAlwaysRequired(key),
    enabled: isAlwaysRequired(key),
  })),
];

/** The next free key of the organiser's own fields: c1, c2 … */
const nextKey = (fields: TFormField[]): string =>
  `c${Math.max(0, ...fields.filter((field) => !isBuiltin(field.key)).map((field) => Number(field.key.slice(1)))) + 1}`;

/**
 * The meeting's form (SPEC 1): the built-in fields switched on or off and required or not, the
 * organiser's own fields (text, single or multiple choice, attachment) added, edited, removed, and
 * every field moved up or down. A form control: the settings form saves its value.
 */
export function FormBuilder({
  value,
  onChange,
}: {
  value?: TFormField[];
  onChange?: (fields: TFormField[]) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useConsole();
  const fields = withBuiltins(value ?? []);
  const [editing, setEditing] = useState<TFormField | null>(null);
  const [open, setOpen] = useState(false);
  const missing = fields.length !== (value ?? []).length;
  useEffect(() => {
    if (missing) onChange?.(fields);
    // Only the first render can lack built-ins: every change below sends them all.
  }, [missing]);

  const replace = (key: string, next: Partial<TFormField>) =>
    onChange?.(fields.map((field) => (field.key === key ? { ...field, ...next } : field)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [field] = next.splice(index, 1);
    if (field) next.splice(index + by, 0, field);
    onChange?.(next);
  };
  /** A switch of every field; `locked` fields keep theirs (name and mobile are always asked). */
  const switchColumn = (
    key: 'enabled' | 'required',
    locked: (field: TFormField) => boolean,
  ): ColumnType<TFormField> => ({
    title: t(`signUp.builder.${key}`),
    key,
    width: 70,
    render: (_, field) => (
      <Switch
        size="small"
        checked={field[key]}
        disabled={locked(field)}
        onChange={(on) => replace(field.key, { [key]: on })}
      />
    ),
  });
  const edit = (field: TFormField | null) => {
    setEditing(field);
    setOpen(true);
  };

  return (
    <div className={styles.builder}>
      <Table<TFormField>
        rowKey="key"
        dataSource={fields}
        pagination={false}
        columns={[
          {
            title: t('signUp.builder.label'),
            key: 'label',
            render: (_, field) => (
              <Space size={6}>
                <span>{textOf(lang, field.label, field.labelEn)}</span>
                {isBuiltin(field.key) ? <Tag>{t('signUp.builder.builtin')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('signUp.builder.kind'),
            key: 'kind',
            width: 90,
            render: (_, field) => t(`signUp.fieldKind.${field.kind}`),
          },
          {
            title: t('signUp.builder.options'),
            key: 'options',
            ellipsis: true,
            render: (_, field) =>
              field.options
                .map((option) => textOf(lang, option.label, option.labelEn))
                .join(t('common.listSeparator')),
          },
          switchColumn('enabled', (field) => isAlwaysRequired(field.key) || !isBuiltin(field.key)),
          switchColumn('required', (field) => isAlwaysRequired(field.key)),
          {
            title: t('common.actions'),
            key: 'actions',
            width: 190,
            render: (_, field, index) => (
              <Space size={2}>
                <Button type="link" size="small" onClick={() => edit(field)}>
                  {t('console.edit')}
                </Button>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('console.moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('console.moveDown')}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, 1)}
                />
                {isBuiltin(field.key) ? null : (
                  <Popconfirm
                    title={t('console.deleteConfirm')}
                    okText={t('console.delete')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onChange?.(fields.filter((other) => other.key !== field.key))}
                  >
                    <Button type="link" danger size="small">
                      {t('console.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Button className={styles.builderAdd} icon={<PlusOutlined />} onClick={() => edit(null)}>
        {t('signUp.builder.add')}
      </Button>
      <FieldDialog
        open={open}
        field={editing}
        onCancel={() => setOpen(false)}
        onSave={(field) => {
          if (editing) replace(editing.key, field);
          else onChange?.([...fields, { ...field, key: nextKey(fields) }]);
        }}
      />
    </div>
  );
}
