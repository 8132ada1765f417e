import type { TMeetingSettings } from '@huitang/contracts';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { SubmitRow } from '../forms/fields';
import { useConsoleWrites } from '../console/use-console-writes';
import styles from '../console/console.module.css';

/**
 * One part of the meeting's page settings (share card, bottom text, external links, music): the
 * form holds that part, the save sends the whole settings with it.
 */
export function SettingsForm({ settings, children }: { settings: TMeetingSettings; children: ReactNode }) {
  const { t, meetingId, api, busy, run } = useConsoleWrites();
  return (
    <Form<Partial<TMeetingSettings>>
      className={styles.form}
      labelCol={{ flex: '120px' }}
      labelWrap
      initialValues={settings}
      onFinish={(values) =>
        void run(() => api.call('/meeting/auth/meeting/settings/save', { ...settings, ...values, meetingId }))
      }
    >
      {children}
      <SubmitRow text={t('console.save')} busy={busy} />
    </Form>
  );
}
