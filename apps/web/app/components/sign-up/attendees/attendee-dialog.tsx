import type { TAttendeeDetails, TAttendee, TRegType } from '@huitang/contracts';
import { Form, Select } from 'antd';
import { FormDialog } from '../../forms/form-dialog';
import { textOf } from '../../console/lang-field';
import { useConsoleWrites } from '../../console/use-console-writes';
import { AttendeeFields } from '../visitor/attendee-fields';
import { attendeeOf, type TFieldView } from '../form-fields';

interface TValues {
  typeId?: number;
  attendee?: Partial<TAttendeeDetails>;
}

/**
 * A participant's answers to the meeting's form, in the organiser's hands: registering someone by
 * hand (with a type; no order to pay) or correcting a registration's details.
 */
export function AttendeeDialog({
  registration,
  open,
  fields,
  types,
  onClose,
}: {
  /** null: a new, manual registration. */
  registration: TAttendee | null;
  open: boolean;
  fields: TFieldView[];
  types: TRegType[];
  onClose: () => void;
}) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const save = async ({ typeId, attendee }: TValues) => {
    const answers = attendeeOf(attendee);
    const reply = registration
      ? await run(() =>
          api.call('/meeting/auth/meeting/register/update/userInfo', { ...answers, id: registration.id }),
        )
      : await run(() =>
          api.call('/meeting/auth/meeting/register/manual/register', {
            meetingId,
            typeId: typeId ?? 0,
            attendee: answers,
          }),
        );
    return !!reply;
  };
  return (
    <FormDialog<TValues>
      open={open}
      title={registration ? t('signUp.signup.editTitle') : t('signUp.signup.manualTitle')}
      busy={busy}
      width={720}
      initialValues={registration ? { attendee: registration } : { attendee: {} }}
      onCancel={onClose}
      onSubmit={save}
    >
      {registration ? null : (
        <Form.Item
          name="typeId"
          label={t('signUp.signup.type')}
          rules={[
            {
              required: true,
              message: t('signUp.form.choose', { field: t('signUp.signup.type') }),
            },
          ]}
        >
          <Select
            placeholder={t('signUp.form.choose', { field: t('signUp.signup.type') })}
            options={types.map((type) => ({ value: type.id, label: textOf(lang, type.name, type.nameEn) }))}
          />
        </Form.Item>
      )}
      <AttendeeFields prefix={['attendee']} fields={fields} />
    </FormDialog>
  );
}
