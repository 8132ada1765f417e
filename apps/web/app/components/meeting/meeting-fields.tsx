import type { TMeeting } from '@huitang/contracts';
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LangField } from '../console/lang-field';
import type { TEditLang } from '../console/use-console';
import { isoOfPicker, pickerOf } from '../../lib/china-picker';
import { ZMeetingSaveRequest } from '@huitang/contracts';
import { ContractLimits } from '../forms/contract-limits';
import { LazyDatePicker } from '../console/lazy-date-picker';

/** The base fields as the form holds them: the two times as pickers. */
export type TMeetingFormValues = Omit<
  TMeeting,
  'id' | 'meetingStatus' | 'orgId' | 'publishTime' | 'timeState' | 'gmtCreate' | 'startTime' | 'endTime'
> & { startTime: Dayjs; endTime: Dayjs };

export const formValuesOf = (meeting: TMeeting): Partial<TMeetingFormValues> => {
  const { startTime, endTime, ...rest } = meeting;
  return { ...rest, startTime: pickerOf(startTime), endTime: pickerOf(endTime) };
};

export const requestOf = ({ startTime, endTime, ...rest }: TMeetingFormValues) => ({
  ...rest,
  startTime: isoOfPicker(startTime),
  endTime: isoOfPicker(endTime),
});

/** A required date or time picker: "please select" its label when empty. */
export function PickedItem({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: t('console.base.pick', { field: label }) }]}
    >
      {children}
    </Form.Item>
  );
}

/** Name, category and times: what creating a meeting asks, and the head of the base info form. */
export function MeetingCoreFields({
  lang,
  categories,
}: {
  lang: TEditLang;
  categories: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const picker = (name: 'startTime' | 'endTime', label: string) => (
    <PickedItem name={name} label={label}>
      <LazyDatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        placeholder={label}
        style={{ width: 220 }}
        needConfirm={false}
      />
    </PickedItem>
  );
  return (
    <ContractLimits schema={ZMeetingSaveRequest}>
      <LangField name="meetingName" label={t('console.base.name')} lang={lang} required />
      <Form.Item name="categoryId" label={t('console.base.category')}>
        <Select
          allowClear
          placeholder={t('console.base.categoryPlaceholder')}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          style={{ width: 220 }}
        />
      </Form.Item>
      {picker('startTime', t('console.base.start'))}
      {picker('endTime', t('console.base.end'))}
    </ContractLimits>
  );
}
