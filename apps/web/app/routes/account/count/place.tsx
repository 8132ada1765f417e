import type { TLiveStatsVenue } from '@huitang/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/place';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { watchColumns } from '../../../components/live-stats/columns';
import { LIVE_STATS_PATH, StatsTabs } from '../../../components/live-stats/stats-tabs';
import { ResponsiveTable } from '../../../components/responsive-table';
import { loadTexts } from '../../../i18n';
import { pageTitle } from '../../../lib/page-title';
import { routeId } from '../../../lib/route-id';
import { authedDataOf } from '../../../loaders/session.server';

await loadTexts('liveStats');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.liveStats.places);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const meetingId = routeId(new URL(request.url).searchParams.get('id'));
  const api = serverApi(context);
  const [meeting, venues] = await Promise.all([
    api.call('/meeting/auth/meeting/info/view', { id: meetingId }),
    api.call('/meeting/auth/meeting/live/sum/place', { meetingId }),
  ]);
  return {
    meetingId,
    meetingName: authedDataOf(meeting, request, context).meetingName,
    venues: authedDataOf(venues, request, context),
  };
};

/** /account/count/place?id=<meeting>: each venue's lives in figures, leading to its chart and viewers. */
export default function LiveVenues({ loaderData: { meetingId, meetingName, venues } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={meetingName} extra={<Link to={LIVE_STATS_PATH}>{t('liveStats.back')}</Link>} />
      <StatsTabs meetingId={meetingId} />
      <ResponsiveTable<TLiveStatsVenue>
        rowKey="placeId"
        dataSource={venues}
        pagination={false}
        locale={{ emptyText: t('liveStats.noWatch') }}
        columns={[
          {
            title: t('liveStats.place'),
            key: 'name',
            render: (_, row) => <Link to={`/account/count/placeLive?id=${row.placeId}`}>{row.name}</Link>,
          },
          ...watchColumns<TLiveStatsVenue>(t, { viewers: true }),
          {
            title: t('liveStats.actions'),
            key: 'actions',
            width: 200,
            render: (_, row) => (
              <Space size={12}>
                <Link to={`/account/count/placeLive?id=${row.placeId}`}>{t('liveStats.meetingChart')}</Link>
                <Link to={`/account/count/placeWatching?id=${row.placeId}`}>
                  {t('liveStats.meetingPeople')}
                </Link>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
