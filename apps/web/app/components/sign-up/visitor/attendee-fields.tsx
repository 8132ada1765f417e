import { MOBILE_PATTERN } from '@huitang/contracts';
import { Checkbox, Form, Input, Radio, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentUpload } from '../../console/document-upload';
import { answerPath, FIELD_MAX, isBuiltin, type TFieldView } from '../form-fields';
import { UnitInput } from './unit-input';
import { useContractText } from '../use-contract-text';
import styles from '../sign-up.module.css';

const CUSTOM_TEXT_MAX = 1000;

/**
 * What Form.Item hands its control: the value, its change handler and the label's id. Each kind of
 * control takes its own kind of value and Form.Item gives it that one, hence `never` here.
 */
interface TControlProps {
  id?: string;
  value?: never;
  onChange?: never;
}

/** The control of one question; Form.Item's props pass through to the input. */
function FieldControl({
  field,
  placeholder,
  ...bound
}: TControlProps & { field: TFieldView; placeholder: string }) {
  const max = isBuiltin(field.key) ? FIELD_MAX[field.key] : CUSTOM_TEXT_MAX;
  if (field.kind === 'single') return <Radio.Group {...bound} options={field.options} />;
  if (field.kind === 'multiple') return <Checkbox.Group {...bound} options={field.options} />;
  if (field.kind === 'attachment') return <DocumentUpload {...bound} />;
  if (field.key === 'unit') return <UnitInput {...bound} maxLength={max} placeholder={placeholder} />;
  return <Input {...bound} maxLength={max} placeholder={placeholder} />;
}

/**
 * One participant's answers to the meeting's form, under `prefix` in the surrounding form: the
 * sign-up page, the organiser's manual registration and edit dialogs all ask through here.
 */
export function AttendeeFields({ prefix, fields }: { prefix: (string | number)[]; fields: TFieldView[] }) {
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <div className={styles.fieldGrid}>
      {fields.map((field) => {
        const choice = field.kind === 'single' || field.kind === 'multiple';
        const wide = choice || field.kind === 'attachment';
        const placeholder = t('common.enter', { field: field.label });
        const rules: FormRule[] = [];
        if (field.required)
          rules.push({
            required: true,
            whitespace: !choice,
            message:
              field.kind === 'attachment'
                ? contract('signUp.uploadAttachment')
                : choice
                  ? t('signUp.form.choose', { field: field.label })
                  : placeholder,
          });
        if (field.key === 'mobile')
          rules.push({ pattern: MOBILE_PATTERN, message: contract('mobile.invalid') });
        if (field.key === 'email') rules.push({ type: 'email', message: t('validation.emailInvalid') });
        return (
          <Form.Item
            key={field.key}
            name={[...prefix, ...answerPath(field.key)]}
            label={field.label}
            rules={rules}
            className={wide ? styles.wideField : undefined}
          >
            <FieldControl field={field} placeholder={placeholder} />
          </Form.Item>
        );
      })}
    </div>
  );
}
