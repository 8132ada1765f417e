import type { TMailAudience } from '@huitang/contracts';
import { Button, DatePicker, Empty, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/send';
import { ConsolePage } from '../../../../components/meeting/console-page';
import { loadRows } from '../../../../components/meeting/console-rows.server';
import { isoOfPicker } from '../../../../components/meeting/china-time';
import { useConsoleWrites } from '../../../../components/meeting/use-console-writes';
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
    loadRows(request, context, '/meeting/auth/meeting/enroll/get'),
  ]);
  return { templates, types: settings.types.map((type) => ({ id: type.id, name: type.name })) };
};

type TKind = Exclude<TMailAudience['kind'], 'chosen'>;
const STATUSES = ['confirmed', 'unpaid', 'pending', 'rejected', 'cancelled', 'refunded'] as const;

/**
 * /account/meeting/email/send: a template to everyone registered, a type or a state, now or at a
 * time; the campaign is queued and its progress shows on the record page.
 */
export default function SendMail({ loaderData: { templates, types } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const navigate = useNavigate();
  const [templateId, setTemplateId] = useState(templates[0]?.id);
  const [kind, setKind] = useState<TKind>('all');
  const [typeId, setTypeId] = useState(types[0]?.id);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('confirmed');
  const [later, setLater] = useState<Dayjs | null>(null);
  const send = async () => {
    const audience = {
      kind,
      ...(kind === 'type' ? { typeId } : {}),
      ...(kind === 'status' ? { status } : {}),
    };
    const reply = await run(() =>
      api.call('/meeting/auth/meeting/email/send', {
        meetingId,
        templateId: templateId ?? 0,
        audience,
        sendAt: later ? isoOfPicker(later) : '',
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
          <div className={styles.field}>
            <span>{t('mail.audience')}</span>
            <Radio.Group
              value={kind}
              onChange={(event) => setKind(event.target.value as TKind)}
              options={(['all', 'type', 'status'] as const).map((value) => ({
                value,
                label: t(`mail.audiences.${value}`),
              }))}
            />
            {kind === 'type' ? (
              <Select
                aria-label={t('mail.audiences.type')}
                value={typeId}
                onChange={setTypeId}
                options={types.map((type) => ({ value: type.id, label: type.name }))}
              />
            ) : null}
            {kind === 'status' ? (
              <Select
                aria-label={t('mail.audiences.status')}
                value={status}
                onChange={setStatus}
                options={STATUSES.map((value) => ({ value, label: t(`mail.statuses.${value}`) }))}
              />
            ) : null}
          </div>
          <div className={styles.field}>
            <span>{t('mail.when')}</span>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder={t('mail.now')}
              value={later}
              onChange={setLater}
              style={{ width: 220 }}
            />
          </div>
          <Button type="primary" size="large" loading={busy} onClick={() => void send()}>
            {later ? t('mail.later') : t('mail.now')}
          </Button>
        </div>
      )}
    </ConsolePage>
  );
}
