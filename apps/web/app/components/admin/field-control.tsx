import { Input, InputNumber, Radio, Select, Switch, type FormRule } from 'antd';
import { ZNavBarItem, ZVipSetItem, rangeOf } from '@huitang/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { formRules } from '../sign-in/form-rules';
import { ImageUpload } from '../upload/image-upload';
import type { TControlKind } from './site-fields';

/** Every sorted row takes the contract's sort range. */
const SORT_RANGE = rangeOf(ZNavBarItem, 'sort');
const DAYS_RANGE = rangeOf(ZVipSetItem, 'vipDays');

interface TControlOptions {
  t: TFunction;
  label: string;
  max?: number | undefined;
  required?: boolean | undefined;
  /** Replaces the "please enter" hint of text inputs. */
  placeholder?: string;
  groups?: { value: number; label: string }[];
}

/** The input for one site field, by its kind; Form.Item around it supplies value and onChange. */
export const controlFor = (
  kind: TControlKind,
  { t, label, max, required, placeholder, groups = [] }: TControlOptions,
): ReactNode => {
  const hint = placeholder ?? t('common.enter', { field: label });
  switch (kind) {
    case 'text':
      return <Input maxLength={max} placeholder={hint} />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={max} showCount placeholder={hint} />;
    case 'html':
      return <RichTextEditor max={max ?? 50000} rows={8} label={label} />;
    case 'image':
      return <ImageUpload label={label} width={220} height={90} clearable={!required} />;
    case 'target':
      return (
        <Radio.Group
          options={[
            { value: '_self', label: t('siteAdmin.targets._self') },
            { value: '_blank', label: t('siteAdmin.targets._blank') },
          ]}
        />
      );
    case 'sort':
      return <InputNumber precision={0} {...SORT_RANGE} style={{ width: 140 }} />;
    case 'days':
      return <InputNumber precision={0} {...DAYS_RANGE} style={{ width: 140 }} />;
    case 'group':
      return <Select options={groups} placeholder={t('siteAdmin.pickGroup')} />;
    case 'switch':
      return <Switch size="small" />;
  }
};

/** "Please enter", "please upload" or "please choose", as the control asks. */
export const requiredRules = (kind: TControlKind, t: TFunction, label: string): FormRule[] =>
  kind === 'image'
    ? [{ required: true, message: t('validation.uploadRequired', { field: label }) }]
    : kind === 'group'
      ? [{ required: true, message: t('siteAdmin.pickGroup') }]
      : formRules(t).required(label);
