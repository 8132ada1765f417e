import type { TMailCampaign, TMailRecord } from '@huitang/contracts';
import { Progress, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/record';
import { SectionTitle } from '../../../../components/forms/section-title';
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
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.emailRecord);

const PAGE_SIZE = 20;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [campaigns, records] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/email/campaign/list'),
    loadRows(request, context, '/meeting/auth/meeting/email/record/list', { pageSize: PAGE_SIZE }),
  ]);
  return { campaigns, records };
};

const COLOURS = { queued: 'blue', sent: 'green', failed: 'red', skipped: 'default' } as const;

/**
 * /account/meeting/email/record: each campaign's progress (refreshed while mail is on its way) and
 * each message's state with the server's reply.
 */
export default function MailRecords({ loaderData }: Route.ComponentProps) {
  const { t, meetingId, lang } = useConsoleWrites();
  /** A campaign by its subject; the standing ones of automatic mail by what they tell. */
  const titleOf = (campaign: TMailCampaign) =>
    campaign.kind === 'campaign' ? campaign.subject : t(`mail.kind.${campaign.kind}`);
  const [filter, setFilter] = useState<{ campaignId?: number; status?: TMailRecord['status'] }>({});
  const [pageCurrent, setPageCurrent] = useState(1);
  // The loader's rows until the browser's own replies; the page shown stays until the next.
  const listed = useApiData('/meeting/auth/meeting/email/campaign/list', { meetingId }, { keep: true });
  const recorded = useApiData(
    '/meeting/auth/meeting/email/record/list',
    { meetingId, ...filter, pageCurrent, pageSize: PAGE_SIZE },
    { keep: true },
  );
  const campaigns = listed.data ?? loaderData.campaigns;
  const records = recorded.data ?? loaderData.records;
  const sending = campaigns.some((campaign) => campaign.queued > 0);
  useReloadWhile(sending, 3000, listed.reload, recorded.reload);

  return (
    <ConsolePage title={t('console.menu.emailRecord')} lang={lang}>
      <SectionTitle title={t('mail.campaigns')} />
      <Table<TMailCampaign>
        rowKey="id"
        size="small"
        data-testid="mail-campaigns"
        dataSource={campaigns}
        pagination={false}
        columns={[
          { title: t('mail.subject'), key: 'subject', render: (_, row) => titleOf(row) },
          { title: t('mail.sendAt'), key: 'sendAt', width: 150, render: (_, row) => chinaClock(row.sendAt) },
          { title: t('mail.total'), dataIndex: 'total', width: 70 },
          { title: t('mail.sent'), dataIndex: 'sent', width: 70 },
          { title: t('mail.failed'), dataIndex: 'failed', width: 70 },
          { title: t('mail.skipped'), dataIndex: 'skipped', width: 70 },
          { title: t('mail.states.queued'), dataIndex: 'queued', width: 70 },
          {
            title: t('mail.progress'),
            key: 'progress',
            width: 160,
            render: (_, row) => (
              <Progress
                percent={row.total ? Math.round(((row.total - row.queued) / row.total) * 100) : 100}
                size="small"
              />
            ),
          },
        ]}
      />
      <SectionTitle title={t('mail.records')} />
      <div className={styles.toolbar}>
        <Select<number | undefined>
          style={{ width: 240 }}
          aria-label={t('mail.campaigns')}
          placeholder={t('mail.allCampaigns')}
          allowClear
          value={filter.campaignId}
          onChange={(campaignId) => {
            setFilter({ ...filter, campaignId });
            setPageCurrent(1);
          }}
          options={campaigns.map((campaign) => ({ value: campaign.id, label: titleOf(campaign) }))}
        />
        <Select<TMailRecord['status'] | undefined>
          style={{ width: 140 }}
          aria-label={t('mail.status')}
          placeholder={t('mail.allStates')}
          allowClear
          value={filter.status}
          onChange={(status) => {
            setFilter({ ...filter, status });
            setPageCurrent(1);
          }}
          options={(['queued', 'sent', 'failed', 'skipped'] as const).map((value) => ({
            value,
            label: t(`mail.states.${value}`),
          }))}
        />
      </div>
      <Table<TMailRecord>
        rowKey="id"
        size="small"
        data-testid="mail-records"
        dataSource={records.list}
        pagination={{
          current: records.pageCurrent,
          pageSize: PAGE_SIZE,
          total: records.totalCount,
          showSizeChanger: false,
          onChange: setPageCurrent,
        }}
        columns={[
          { title: t('mail.email'), dataIndex: 'email' },
          { title: t('mail.subject'), dataIndex: 'subject' },
          {
            title: t('mail.status'),
            key: 'status',
            width: 90,
            render: (_, row) => <Tag color={COLOURS[row.status]}>{t(`mail.states.${row.status}`)}</Tag>,
          },
          { title: t('mail.attempts'), dataIndex: 'attempts', width: 80 },
          { title: t('mail.reply'), dataIndex: 'reply', ellipsis: true },
          {
            title: t('mail.sendAt'),
            key: 'sentAt',
            width: 150,
            render: (_, row) => (row.sentAt ? chinaClock(row.sentAt) : ''),
          },
        ]}
      />
    </ConsolePage>
  );
}
