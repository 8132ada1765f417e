import { Button, Empty, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/send';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useAudiencePicker } from '../../../../components/mail/audience-picker';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/paper/paper.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('mail');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.emailSend);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [templates, settings] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/email/mould/list'),
    loadRows(request, context, '/meeting/auth/meeting/enroll/get', { hotels: false }),
  ]);
  return { templates, types: settings.types.map((type) => ({ id: type.id, name: type.name })) };
};

/**
 * /account/meeting/email/send: a template to everyone registered, a type or a state, now or at a
 * time; the campaign is queued and its progress shows on the record page.
 */
export default function SendMail({ loaderData: { templates, types } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const navigate = useNavigate();
  const [templateId, setTemplateId] = useState(templates[0]?.id);
  const picker = useAudiencePicker(types);
  const send = async () => {
    const reply = await run(() =>
      api.call('/meeting/auth/meeting/email/send', {
        meetingId,
        templateId: templateId ?? 0,
        audience: picker.audience,
        sendAt: picker.sendAt,
      }),
    );
    if (reply) await navigate(`/account/meeting/email/record?id=${meetingId}`);
  };
  return (
    <ConsolePage title={t('console.menu.emailSend')} lang={lang}>
      {templates.length === 0 ? (
        <Empty description={t('mail.noTemplates')} />
      ) : (
        <div className={styles.form}>
          <label className={styles.field}>
            <span>{t('mail.template')}</span>
            <Select
              aria-label={t('mail.template')}
              value={templateId}
              onChange={setTemplateId}
              options={templates.map((template) => ({ value: template.id, label: template.name }))}
            />
          </label>
          {picker.controls}
          <Button type="primary" size="large" loading={busy} onClick={() => void send()}>
            {picker.later ? t('mail.later') : t('mail.now')}
          </Button>
        </div>
      )}
    </ConsolePage>
  );
}
