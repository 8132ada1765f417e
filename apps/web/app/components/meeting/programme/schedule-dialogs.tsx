import type { TGuest, TPlace, TSession } from '@huitang/contracts';
import { DatePicker, Form, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../forms/form-dialog';
import { LangField, textOf } from '../../console/lang-field';
import { PickedItem } from '../meeting-fields';
import type { TEditLang } from '../../console/use-console';
import { ZSessionSave } from '@huitang/contracts';
import { ContractLimits } from '../../forms/contract-limits';
import { ZScheduleItemSave } from '@huitang/contracts';

export type TItem = TSession['items'][number];

/** The form's values: the clocks as pickers. */
type TClockForm<V> = Omit<V, 'startTime' | 'endTime'> & { startTime: Dayjs; endTime: Dayjs };

/** 'HH:mm' as a time picker's value and back. */
const clockPicker = (clock: string | undefined): Dayjs | undefined =>
  clock ? dayjs(`2000-01-01 ${clock}`) : undefined;
const clockOf = (value: Dayjs): string => value.format('HH:mm');

function ClockFields() {
  const { t } = useTranslation();
  const picker = (name: 'startTime' | 'endTime', label: string) => (
    <PickedItem name={name} label={label}>
      <TimePicker
        format="HH:mm"
        minuteStep={5}
        placeholder={label}
        needConfirm={false}
        style={{ width: 140 }}
      />
    </PickedItem>
  );
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      {picker('startTime', t('console.schedule.start'))}
      {picker('endTime', t('console.schedule.end'))}
    </div>
  );
}

interface TDialog<T> {
  open: boolean;
  busy: boolean;
  lang: TEditLang;
  editing: T | null;
  onCancel: () => void;
}

export interface TSessionValues {
  placeId: number | null;
  startTime: string;
  endTime: string;
  title: string;
  titleEn: string;
  host: string;
  hostEn: string;
  description: string;
  descriptionEn: string;
}

/** A block of the agenda on one day, optionally in one venue. */
export function SessionDialog({
  places,
  onSubmit,
  ...dialog
}: TDialog<TSession> & { places: TPlace[]; onSubmit: (values: TSessionValues) => Promise<boolean> }) {
  const { t } = useTranslation();
  const { editing, lang } = dialog;
  return (
    <ContractLimits schema={ZSessionSave}>
      <FormDialog<TClockForm<TSessionValues>>
        open={dialog.open}
        busy={dialog.busy}
        width={640}
        title={editing ? t('console.schedule.editSession') : t('console.schedule.addSession')}
        initialValues={
          editing
            ? { ...editing, startTime: clockPicker(editing.startTime), endTime: clockPicker(editing.endTime) }
            : { placeId: places[0]?.id ?? null }
        }
        onCancel={dialog.onCancel}
        onSubmit={(values) =>
          onSubmit({ ...values, startTime: clockOf(values.startTime), endTime: clockOf(values.endTime) })
        }
      >
        <Form.Item name="placeId" label={t('console.schedule.place')}>
          <Select
            allowClear
            placeholder={t('console.schedule.noPlace')}
            options={places.map((place) => ({
              value: place.id,
              label: textOf(lang, place.name, place.nameEn),
            }))}
          />
        </Form.Item>
        <ClockFields />
        <LangField name="title" label={t('console.schedule.sessionTitle')} lang={lang} required />
        <LangField name="host" label={t('console.schedule.host')} lang={lang} />
        <LangField
          name="description"
          label={t('console.schedule.description')}
          lang={lang}
          kind="textarea"
          rows={3}
        />
      </FormDialog>
    </ContractLimits>
  );
}

export interface TItemValues {
  startTime: string;
  endTime: string;
  title: string;
  titleEn: string;
  guestIds: number[];
}

/** A talk inside a session, with its speakers chosen from the meeting's guests. */
export function ItemDialog({
  guests,
  session,
  onSubmit,
  ...dialog
}: TDialog<TItem> & {
  guests: TGuest[];
  session: TSession | null;
  onSubmit: (values: TItemValues) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { editing, lang } = dialog;
  return (
    <ContractLimits schema={ZScheduleItemSave}>
      <FormDialog<TClockForm<TItemValues>>
        open={dialog.open}
        busy={dialog.busy}
        width={600}
        title={editing ? t('console.schedule.editItem') : t('console.schedule.addItem')}
        initialValues={
          editing
            ? { ...editing, startTime: clockPicker(editing.startTime), endTime: clockPicker(editing.endTime) }
            : {
                guestIds: [],
                startTime: clockPicker(session?.startTime),
                endTime: clockPicker(session?.endTime),
              }
        }
        onCancel={dialog.onCancel}
        onSubmit={(values) =>
          onSubmit({ ...values, startTime: clockOf(values.startTime), endTime: clockOf(values.endTime) })
        }
      >
        <ClockFields />
        <LangField name="title" label={t('console.schedule.itemTitle')} lang={lang} required />
        <Form.Item
          name="guestIds"
          label={t('console.schedule.speakers')}
          extra={t('console.schedule.speakersHint')}
        >
          <Select
            mode="multiple"
            placeholder={t('console.schedule.speakersPlaceholder')}
            optionFilterProp="label"
            options={guests.map((guest) => ({
              value: guest.id,
              label: textOf(lang, guest.name, guest.nameEn),
            }))}
          />
        </Form.Item>
      </FormDialog>
    </ContractLimits>
  );
}

/** A day of the meeting. */
export function DateDialog({
  open,
  busy,
  onCancel,
  onSubmit,
}: Omit<TDialog<null>, 'lang' | 'editing'> & { onSubmit: (day: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ day: Dayjs }>
      open={open}
      busy={busy}
      width={400}
      title={t('console.schedule.addDate')}
      onCancel={onCancel}
      onSubmit={(values) => onSubmit(values.day.format('YYYY-MM-DD'))}
    >
      <PickedItem name="day" label={t('console.schedule.date')}>
        <DatePicker placeholder={t('console.schedule.date')} style={{ width: '100%' }} needConfirm={false} />
      </PickedItem>
    </FormDialog>
  );
}
