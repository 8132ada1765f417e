import { linkTo } from '@huitang/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/watching';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ListPager } from '../../../components/list-pager';
import { LIVE_STATS_PATH, StatsTabs } from '../../../components/live-stats/stats-tabs';
import { WatchersTable } from '../../../components/live-stats/watchers-table';
import styles from '../../../components/live-stats/live-stats.module.css';
import { loadTexts } from '../../../i18n';
import { pageOfQuery } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { routeId } from '../../../lib/route-id';
import { authedDataOf } from '../../../loaders/session.server';

await loadTexts('liveStats');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.liveStats.meetingPeople);

const PAGE_SIZE = 20;

/** /account/count/meetingWatching?id=<meeting> and /account/count/placeWatching?id=<venue>. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const id = routeId(url.searchParams.get('id'));
  const api = serverApi(context);
  const paging = { pageCurrent: pageOfQuery(url.searchParams), pageSize: PAGE_SIZE };
  const ofPlace = url.pathname.endsWith('/placeWatching');
  // The chart's call names the meeting (and venue) and checks the caller runs it.
  const [about, people] = await Promise.all([
    ofPlace
      ? api.call('/meeting/auth/meeting/live/sum/place/live', { placeId: id })
      : api.call('/meeting/auth/meeting/live/sum/live', { meetingId: id }),
    ofPlace
      ? api.call('/meeting/auth/meeting/live/sum/place/detail', { placeId: id, ...paging })
      : api.call('/meeting/auth/meeting/live/sum/detail', { meetingId: id, ...paging }),
  ]);
  const { meetingId, meetingName, placeName } = authedDataOf(about, request, context);
  return {
    meetingId,
    meetingName,
    placeName,
    placeId: ofPlace ? id : undefined,
    page: authedDataOf(people, request, context),
  };
};

/** Who watched a meeting's lives, or one venue's, longest first; the whole list as a spreadsheet. */
export default function LiveWatchers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { meetingId, meetingName, placeName, placeId, page } = loaderData;
  const download = linkTo('/meeting/auth/meeting/live/sum/detail/export', {
    meetingId,
    ...(placeId ? { placeId } : {}),
  });
  return (
    <>
      <PageTitle
        title={placeName ? `${meetingName} · ${placeName}` : meetingName}
        extra={<Link to={LIVE_STATS_PATH}>{t('liveStats.back')}</Link>}
      />
      <StatsTabs meetingId={meetingId} />
      <div className={styles.toolbar}>
        <span>
          {placeName ? (
            <>
              <Link to={`/account/count/place?id=${meetingId}`}>{t('liveStats.places')}</Link> › {placeName}
            </>
          ) : null}
        </span>
        <a href={download} download>
          <Button disabled={page.totalCount === 0}>{t('liveStats.export')}</Button>
        </a>
      </div>
      <WatchersTable rows={page.list} />
      <ListPager page={page} />
    </>
  );
}
