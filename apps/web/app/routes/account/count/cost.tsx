import type { TSmsCost } from '@huitang/contracts';
import { Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/cost';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { SectionTitle } from '../../../components/forms/section-title';
import styles from '../../../components/live-stats/live-stats.module.css';
import { loadTexts } from '../../../i18n';
import { formatFen } from '../../../lib/format/money';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';

await loadTexts('mail');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.smsCost);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const reply = await serverApi(context).call('/meeting/auth/count/cost', {});
  return { cost: authedDataOf(reply, request, context) };
};

/**
 * /account/count/cost (SPEC count: cost): the texts sent for the meetings I run and what they cost at
 * the platform's price, per meeting and month by month.
 */
export default function SmsCost({ loaderData: { cost } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('menu.smsCost')} />
      <div className={styles.toolbar} data-testid="sms-cost">
        <Statistic title={t('sms.cost.units')} value={cost.units} />
        <Statistic title={t('sms.cost.total')} value={formatFen(cost.costFen)} />
        <Statistic title={t('sms.cost.price')} value={formatFen(cost.priceFen)} />
      </div>
      <SectionTitle title={t('sms.cost.byMeeting')} />
      <Table<TSmsCost['meetings'][number]>
        rowKey="meetingId"
        size="small"
        dataSource={cost.meetings}
        pagination={false}
        locale={{ emptyText: t('sms.cost.empty') }}
        columns={[
          { title: t('sms.cost.meeting'), dataIndex: 'meetingName' },
          { title: t('sms.cost.texts'), dataIndex: 'texts', width: 100 },
          { title: t('mail.failed'), dataIndex: 'failed', width: 90 },
          { title: t('sms.cost.units'), dataIndex: 'units', width: 100 },
          { title: t('sms.cost.total'), key: 'cost', width: 120, render: (_, row) => formatFen(row.costFen) },
        ]}
      />
      <SectionTitle title={t('sms.cost.byMonth')} />
      <Table<TSmsCost['months'][number]>
        rowKey="month"
        size="small"
        dataSource={cost.months}
        pagination={false}
        locale={{ emptyText: t('sms.cost.empty') }}
        columns={[
          { title: t('sms.cost.month'), dataIndex: 'month' },
          { title: t('sms.cost.units'), dataIndex: 'units', width: 100 },
          { title: t('sms.cost.total'), key: 'cost', width: 120, render: (_, row) => formatFen(row.costFen) },
        ]}
      />
    </>
  );
}
