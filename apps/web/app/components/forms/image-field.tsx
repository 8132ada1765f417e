import { Form } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../upload/image-upload';
import type { TFieldName } from './fields';

/*
 * Apart from fields.tsx, whose TextField and SubmitRow most forms use: the picture box and its icons
 * load only with the forms that have one.
 */

type TImageProps = { name: TFieldName; label: string; required?: boolean; extra?: ReactNode } & Omit<
  ComponentProps<typeof ImageUpload>,
  'label' | 'value' | 'onChange'
>;

/** A labelled picture box; required images say "please upload". */
export function ImageField({ name, label, required, extra, ...box }: TImageProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={required ? [{ required: true, message: t('validation.uploadRequired', { field: label }) }] : []}
    >
      <ImageUpload label={label} clearable={!required} {...box} />
    </Form.Item>
  );
}
