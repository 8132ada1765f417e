import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/chart';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { LIVE_STATS_PATH, StatsTabs } from '../../../components/live-stats/stats-tabs';
import { ViewersChart } from '../../../components/live-stats/viewers-chart';
import { WatchFigures } from '../../../components/live-stats/watch-figures';
import styles from '../../../components/live-stats/live-stats.module.css';
import { loadTexts } from '../../../i18n';
import { pageTitle } from '../../../lib/page-title';
import { routeId } from '../../../lib/route-id';
import { authedDataOf } from '../../../loaders/session.server';

await loadTexts('liveStats');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.liveStats.meetingChart);

/** /account/count/meetingLive?id=<meeting> and /account/count/placeLive?id=<venue>. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const id = routeId(url.searchParams.get('id'));
  const api = serverApi(context);
  const reply = url.pathname.endsWith('/placeLive')
    ? await api.call('/meeting/auth/meeting/live/sum/place/live', { placeId: id })
    : await api.call('/meeting/auth/meeting/live/sum/live', { meetingId: id });
  return authedDataOf(reply, request, context);
};

/** A meeting's or one venue's lives in figures, and viewers online over time. */
export default function LiveChart({ loaderData: chart }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        title={chart.placeName ? `${chart.meetingName} · ${chart.placeName}` : chart.meetingName}
        extra={<Link to={LIVE_STATS_PATH}>{t('liveStats.back')}</Link>}
      />
      <StatsTabs meetingId={chart.meetingId} />
      {chart.placeName ? (
        <p className={styles.subtitle}>
          <Link to={`/account/count/place?id=${chart.meetingId}`}>{t('liveStats.places')}</Link> ›{' '}
          {chart.placeName}
        </p>
      ) : null}
      <WatchFigures chart={chart} />
      <ViewersChart chart={chart} />
    </>
  );
}
