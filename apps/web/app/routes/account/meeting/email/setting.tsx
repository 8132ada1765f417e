import type { TMailSettings, TMailSettingsEdit } from '@huitang/contracts';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/setting';
import { SectionTitle } from '../../../../components/forms/section-title';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/paper/paper.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('mail');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.emailSetting);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  settings: await loadRows(request, context, '/meeting/auth/meeting/email/setting/view'),
});

type TValues = Omit<TMailSettingsEdit, 'meetingId'>;
const valuesOf = ({ senderName, replyTo, transport, perMinute }: TMailSettings): TValues => ({
  senderName,
  replyTo,
  transport,
  perMinute,
  smtpUrl: '',
});

/**
 * /account/meeting/email/setting: the sender's name, the reply-to address, the transport (the
 * platform's mail server or the organisation's own SMTP, kept sealed), the rate, and a test mail
 * sent through it at once.
 */
export default function MailSettings({ loaderData: { settings } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const [form] = Form.useForm<TValues>();
  const transport = Form.useWatch('transport', form);
  const [to, setTo] = useState('');
  return (
    <ConsolePage title={t('console.menu.emailSetting')} lang={lang}>
      <Form<TValues>
        form={form}
        layout="vertical"
        className={styles.settings}
        initialValues={valuesOf(settings)}
        onFinish={(values) =>
          void run(() => api.call('/meeting/auth/meeting/email/setting/edit', { ...values, meetingId }))
        }
      >
        <Form.Item name="senderName" label={t('mail.senderName')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="replyTo" label={t('mail.replyTo')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="transport" label={t('mail.transport')} className={styles.wide}>
          <Radio.Group
            options={[
              { value: 'platform', label: t('mail.platform') },
              { value: 'own', label: t('mail.own') },
            ]}
          />
        </Form.Item>
        {transport === 'own' ? (
          <Form.Item name="smtpUrl" label={t('mail.smtpUrl')} className={styles.wide}>
            <Input.Password
              placeholder={
                settings.hasOwnSmtp ? t('mail.smtpKept') : 'smtp://user:password@smtp.example.com:465'
              }
            />
          </Form.Item>
        ) : null}
        <Form.Item name="perMinute" label={t('mail.perMinute')}>
          <InputNumber min={1} max={60000} precision={0} />
        </Form.Item>
        <Form.Item className={styles.wide}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('console.save')}
          </Button>
        </Form.Item>
      </Form>
      <SectionTitle title={t('mail.sendTest')} />
      <div className={styles.row}>
        <Input
          aria-label={t('mail.testTo')}
          placeholder={t('mail.testTo')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          style={{ width: 280 }}
        />
        <Button
          loading={busy}
          onClick={() =>
            void run(() => api.call('/meeting/auth/meeting/email/setting/test', { meetingId, to }))
          }
        >
          {t('mail.sendTest')}
        </Button>
      </div>
    </ConsolePage>
  );
}
