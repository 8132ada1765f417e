import { ZFieldKind, type TFormField } from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../forms/form-dialog';
import { LangField } from '../../console/lang-field';
import { useConsole } from '../../console/use-console';
import { isAlwaysRequired, isBuiltin } from '../form-fields';
import { RemoveButton } from './form-items';
import styles from '../sign-up.module.css';
import { ZFormField } from '@huitang/contracts';
import { ContractLimits } from '../../forms/contract-limits';
import { ZFieldOption, maxLengthOf } from '@huitang/contracts';

/** One choice of a single or multiple choice field, as the contract holds it. */
const OPTION = ZFieldOption;

type TFieldValues = Omit<TFormField, 'key' | 'enabled'>;

/** The choices of a single or multiple choice field, in Chinese and (when editing English) English. */
function OptionList() {
  const { t } = useTranslation();
  const { lang } = useConsole();
  return (
    <Form.List
      name="options"
      rules={[
        {
          validator: async (_, options: unknown[] | undefined) => {
            if (!options?.length) throw new Error(t('signUp.builder.optionsRequired'));
          },
        },
      ]}
    >
      {(items, { add, remove }, { errors }) => (
        <Form.Item label={t('signUp.builder.options')}>
          {items.map((item, index) => (
            <div key={item.key} className={styles.optionRow}>
              <Form.Item
                name={[item.name, 'label']}
                noStyle
                rules={[{ required: true, whitespace: true, message: t('signUp.builder.optionRequired') }]}
              >
                <Input
                  maxLength={maxLengthOf(OPTION, 'label')}
                  placeholder={t('signUp.builder.optionN', { index: index + 1 })}
                  hidden={lang === 'en'}
                />
              </Form.Item>
              {lang === 'en' ? (
                <Form.Item name={[item.name, 'labelEn']} noStyle>
                  <Input
                    maxLength={maxLengthOf(OPTION, 'labelEn')}
                    placeholder={t('console.lang.enPlaceholder')}
                  />
                </Form.Item>
              ) : null}
              <RemoveButton onClick={() => remove(item.name)} />
            </div>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ label: '', labelEn: '' })}>
            {t('signUp.builder.addOption')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}

/** Adding or editing one field of the form; a built-in field keeps its kind. */
export function FieldDialog({
  open,
  field,
  onCancel,
  onSave,
}: {
  open: boolean;
  field: TFormField | null;
  onCancel: () => void;
  onSave: (field: Omit<TFormField, 'key'>) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useConsole();
  const builtin = field !== null && isBuiltin(field.key);
  return (
    <ContractLimits schema={ZFormField}>
      <FormDialog<TFieldValues>
        open={open}
        title={field ? t('signUp.builder.edit') : t('signUp.builder.add')}
        busy={false}
        width={560}
        initialValues={field ?? { kind: 'text', required: false, options: [], label: '', labelEn: '' }}
        onCancel={onCancel}
        onSubmit={async (values) => {
          const choice = values.kind === 'single' || values.kind === 'multiple';
          onSave({ ...values, options: choice ? values.options : [], enabled: field?.enabled ?? true });
          return true;
        }}
      >
        <LangField name="label" label={t('signUp.builder.label')} lang={lang} required />
        <Form.Item name="kind" label={t('signUp.builder.kind')}>
          <Select
            disabled={builtin}
            options={ZFieldKind.options.map((kind) => ({
              value: kind,
              label: t(`signUp.fieldKind.${kind}`),
            }))}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['kind']}>
          {({ getFieldValue }) =>
            ['single', 'multiple'].includes(getFieldValue('kind') as string) ? <OptionList /> : null
          }
        </Form.Item>
        <Form.Item name="required" label={t('signUp.builder.required')} valuePropName="checked">
          <Switch disabled={field !== null && isAlwaysRequired(field.key)} />
        </Form.Item>
      </FormDialog>
    </ContractLimits>
  );
}
