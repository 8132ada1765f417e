import type { TSmsLog } from '@huitang/contracts';
import { Button, Empty, Select, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/send';
import { SectionTitle } from '../../../../components/forms/section-title';
import { useAudiencePicker } from '../../../../components/mail/audience-picker';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { useApiData, useReloadWhile } from '../../../../state/use-api-data';
import { chinaClock } from '@huitang/contracts/china-time';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/paper/paper.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('mail');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.smsSend);

const PAGE_SIZE = 20;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [templates, settings, count, log] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/sms/template/list'),
    loadRows(request, context, '/meeting/auth/meeting/enroll/get', { hotels: false }),
    loadRows(request, context, '/meeting/auth/meeting/sms/log/count'),
    loadRows(request, context, '/meeting/auth/meeting/sms/log/list', { pageSize: PAGE_SIZE }),
  ]);
  return { templates, types: settings.types.map((type) => ({ id: type.id, name: type.name })), count, log };
};

const COLOURS = { queued: 'blue', sent: 'green', failed: 'red' } as const;

/**
 * /account/meeting/sms/send (SMS promotion): a template to everyone registered, a type or a state,
 * now or later; below, the meeting's counts and the log of every text with the vendor's answer,
 * refreshed while texts are on their way.
 */
export default function SendSms({ loaderData }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const { templates, types } = loaderData;
  const [templateId, setTemplateId] = useState(templates[0]?.id);
  const picker = useAudiencePicker(types);
  const [status, setStatus] = useState<TSmsLog['status'] | undefined>();
  const [pageCurrent, setPageCurrent] = useState(1);
  // The loader's counts and first page until the browser's own replies; the page shown stays until the next.
  const counted = useApiData('/meeting/auth/meeting/sms/log/count', { meetingId }, { keep: true });
  const logged = useApiData(
    '/meeting/auth/meeting/sms/log/list',
    { meetingId, status, pageCurrent, pageSize: PAGE_SIZE },
    { keep: true },
  );
  const count = counted.data ?? loaderData.count;
  const log = logged.data ?? loaderData.log;
  useReloadWhile(count.queued > 0, 2000, counted.reload, logged.reload);

  const send = async () => {
    const reply = await run(() =>
      api.call('/meeting/auth/meeting/sms/send', {
        meetingId,
        templateId: templateId ?? 0,
        audience: picker.audience,
        sendAt: picker.sendAt,
      }),
    );
    if (reply) await Promise.all([counted.reload(), logged.reload()]);
  };

  return (
    <ConsolePage title={t('console.menu.smsSend')} lang={lang}>
      {templates.length === 0 ? (
        <Empty description={t('sms.noTemplates')} />
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
          <div className={styles.hint}>{templates.find((one) => one.id === templateId)?.content}</div>
          {picker.controls}
          <Button type="primary" size="large" loading={busy} onClick={() => void send()}>
            {picker.later ? t('mail.later') : t('sms.sendNow')}
          </Button>
        </div>
      )}
      <SectionTitle title={t('sms.log')} />
      <div className={styles.toolbar} style={{ gap: 40 }} data-testid="sms-count">
        <Statistic title={t('mail.total')} value={count.total} />
        <Statistic title={t('mail.states.queued')} value={count.queued} />
        <Statistic title={t('mail.sent')} value={count.sent} />
        <Statistic title={t('mail.failed')} value={count.failed} />
        <Statistic title={t('sms.units')} value={count.units} />
      </div>
      <div className={styles.toolbar}>
        <Select<TSmsLog['status'] | undefined>
          style={{ width: 140 }}
          aria-label={t('mail.status')}
          placeholder={t('mail.allStates')}
          allowClear
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageCurrent(1);
          }}
          options={(['queued', 'sent', 'failed'] as const).map((value) => ({
            value,
            label: t(`mail.states.${value}`),
          }))}
        />
      </div>
      <Table<TSmsLog>
        rowKey="id"
        size="small"
        data-testid="sms-log"
        dataSource={log.list}
        pagination={{
          current: log.pageCurrent,
          pageSize: PAGE_SIZE,
          total: log.totalCount,
          showSizeChanger: false,
          onChange: setPageCurrent,
        }}
        columns={[
          { title: t('sms.mobile'), dataIndex: 'mobile', width: 120 },
          { title: t('sms.name'), dataIndex: 'name', width: 90 },
          { title: t('sms.content'), dataIndex: 'text' },
          { title: t('sms.units'), dataIndex: 'units', width: 60 },
          {
            title: t('mail.status'),
            key: 'status',
            width: 90,
            render: (_, row) => <Tag color={COLOURS[row.status]}>{t(`mail.states.${row.status}`)}</Tag>,
          },
          { title: t('mail.reply'), dataIndex: 'reply', ellipsis: true, width: 180 },
          {
            title: t('mail.sendAt'),
            key: 'sentAt',
            width: 140,
            render: (_, row) => chinaClock(row.sentAt ?? row.sendAt),
          },
        ]}
      />
    </ConsolePage>
  );
}
