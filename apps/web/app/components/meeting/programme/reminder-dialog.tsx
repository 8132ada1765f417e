import { REMINDER_LEAD_MINUTES, type TMeetingDate, type TReminder, type TSession } from '@huitang/contracts';
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Form, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../forms/form-dialog';
import { textOf } from '../../console/lang-field';
import { reminderExportPath } from '../paths';
import type { TEditLang } from '../../console/use-console';

interface TProps {
  open: boolean;
  busy: boolean;
  lang: TEditLang;
  meetingId: number;
  reminder: TReminder;
  dates: TMeetingDate[];
  sessions: TSession[];
  onCancel: () => void;
  onSubmit: (values: TReminder) => Promise<boolean>;
}

/**
 * Schedule reminders: whether confirmed attendees get a site message before a session, how long
 * before, and for which sessions; plus the list of who was (or will be) reminded.
 */
export function ReminderDialog({ meetingId, reminder, dates, sessions, lang, ...dialog }: TProps) {
  const { t } = useTranslation();
  const dayOf = new Map(dates.map((date) => [date.id, date.day]));
  return (
    <FormDialog<TReminder>
      open={dialog.open}
      busy={dialog.busy}
      width={560}
      title={t('console.schedule.reminder.title')}
      okText={t('console.save')}
      initialValues={reminder}
      onCancel={dialog.onCancel}
      onSubmit={(values) => dialog.onSubmit({ ...values, sessionIds: values.sessionIds ?? [] })}
    >
      <Typography.Paragraph type="secondary">{t('console.schedule.reminder.hint')}</Typography.Paragraph>
      <Form.Item name="enabled" label={t('console.schedule.reminder.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="leadMinutes" label={t('console.schedule.reminder.lead')}>
        <Select
          style={{ width: 200 }}
          options={REMINDER_LEAD_MINUTES.map((minutes) => ({
            value: minutes,
            label: t(`console.schedule.reminder.leads.min${minutes}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="allSessions" label={t('console.schedule.reminder.scope')}>
        <Radio.Group
          options={[
            { value: true, label: t('console.schedule.reminder.allSessions') },
            { value: false, label: t('console.schedule.reminder.chosenSessions') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['allSessions']}>
        {({ getFieldValue }) =>
          getFieldValue('allSessions') ? null : (
            <Form.Item
              name="sessionIds"
              label={t('console.schedule.reminder.sessions')}
              rules={[{ required: true, message: t('console.schedule.reminder.sessionsRequired') }]}
            >
              <Select
                mode="multiple"
                placeholder={t('console.schedule.reminder.sessionsRequired')}
                optionFilterProp="label"
                options={sessions.map((session) => ({
                  value: session.id,
                  label: `${dayOf.get(session.dateId) ?? ''} ${session.startTime} ${textOf(lang, session.title, session.titleEn)}`,
                }))}
              />
            </Form.Item>
          )
        }
      </Form.Item>
      <a href={reminderExportPath(meetingId)} download>
        <Button icon={<FileExcelOutlined />}>{t('console.schedule.reminder.export')}</Button>
      </a>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('console.schedule.reminder.exportHint')}
      </Typography.Paragraph>
    </FormDialog>
  );
}
