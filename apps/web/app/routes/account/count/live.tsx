import type { TLiveStatsMeeting } from '@huitang/contracts';
import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/live';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ListPager } from '../../../components/list-pager';
import { watchColumns } from '../../../components/live-stats/columns';
import styles from '../../../components/live-stats/live-stats.module.css';
import { dayRange } from '@huitang/contracts/china-time';
import { ResponsiveTable } from '../../../components/responsive-table';
import { loadTexts } from '../../../i18n';
import { keywordPageRequest, useQueryNav } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';

await loadTexts('liveStats');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.liveStats.title);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, 10);
  const reply = await serverApi(context).call('/meeting/auth/meeting/live/sum/list/meeting', body);
  return { page: authedDataOf(reply, request, context), keyword };
};

/** /account/count/live (SPEC count): the meetings I run that have lives, with what was watched. */
export default function LiveStatistics({ loaderData: { page, keyword } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <>
      <PageTitle title={t('liveStats.title')} />
      <div className={styles.toolbar}>
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder={t('liveStats.search')}
          style={{ width: 280 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
      </div>
      <ResponsiveTable<TLiveStatsMeeting>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('liveStats.empty') }}
        columns={[
          {
            title: t('liveStats.meeting'),
            key: 'meeting',
            render: (_, row) => (
              <div>
                <Link to={`/account/count/meetingLive?id=${row.id}`}>{row.meetingName}</Link>
                <div className={styles.subtitle}>{dayRange(row.startTime, row.endTime)}</div>
              </div>
            ),
          },
          { title: t('liveStats.venues'), dataIndex: 'venues', width: 90 },
          ...watchColumns<TLiveStatsMeeting>(t, { viewers: true }),
          {
            title: t('liveStats.actions'),
            key: 'actions',
            width: 220,
            render: (_, row) => (
              <Space size={12} wrap>
                <Link to={`/account/count/meetingLive?id=${row.id}`}>{t('liveStats.meetingChart')}</Link>
                <Link to={`/account/count/meetingWatching?id=${row.id}`}>{t('liveStats.meetingPeople')}</Link>
                <Link to={`/account/count/place?id=${row.id}`}>{t('liveStats.places')}</Link>
              </Space>
            ),
          },
        ]}
      />
      <ListPager page={page} />
    </>
  );
}
