import { Code } from '@huitang/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/watch';
import { serverApi } from '../../api/server';
import { LiveChat } from '../../components/live/live-chat';
import { LivePlayer } from '../../components/live/live-player';
import { LiveSchedule } from '../../components/live/live-schedule';
import { ReplayList } from '../../components/live/replay-list';
import { ReplayPlayer } from '../../components/live/replay-player';
import styles from '../../components/live/live.module.css';
import { loadProgramme } from '../../loaders/programme.server';
import { loadTexts } from '../../i18n';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { idOrUndefined } from '../../lib/route-id';

await loadTexts('live');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = { ...PHONE_READY };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.live.watch.title);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const page = await loadProgramme(request, context);
  const api = serverApi(context);
  const meetingId = page.meeting.id;
  const [live, back, decoration] = await Promise.all([
    api.call('/meeting/api/meeting/place/live/list', { meetingId }),
    api.call('/meeting/api/meeting/place/list/back/video', { meetingId }),
    api.call('/meeting/api/meeting/live/decoration/view', { meetingId }),
  ]);
  const venues = live.code === Code.OK ? live.data : [];
  const replays = back.code === Code.OK ? back.data : [];
  const query = new URL(request.url).searchParams;
  const wanted = idOrUndefined(query.get('placeId'));
  const replay = replays.find((r) => r.id === idOrUndefined(query.get('replay')));
  // ?t= starts the replay where a session of the programme begins (a media fragment, #t=).
  const startAt = idOrUndefined(query.get('t'));
  return {
    meeting: page.meeting,
    look: decoration.code === Code.OK ? decoration.data : undefined,
    programme: page.programme,
    startAt: replay && startAt ? Math.min(startAt, replay.durationSeconds) : undefined,
    venues,
    replays,
    replay,
    placeId: venues.find((v) => v.placeId === wanted)?.placeId ?? venues[0]?.placeId,
  };
};

/** /meetingLive/detail?id=&placeId=: a meeting's venues live, one at a time. */
export default function WatchLive({
  loaderData: { meeting, look, programme, venues, replays, replay, startAt, placeId },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const venue = venues.find((v) => v.placeId === placeId);
  return (
    <>
      <div
        className={look?.backgroundUrl ? styles.decorated : undefined}
        style={
          look?.backgroundUrl ? { backgroundImage: `url("${encodeURI(look.backgroundUrl)}")` } : undefined
        }
      >
        <div className={`ht-container ${styles.watch}`}>
          <div className={styles.watchHead}>
            <h1>{look?.title || meeting.meetingName}</h1>
            {venue?.sessionTitle ? (
              <span className={styles.onAir}>{t('live.watch.onAir', { title: venue.sessionTitle })}</span>
            ) : null}
          </div>
          {venues.length > 1 ? (
            <nav className={styles.venues} aria-label={t('live.console.venue')}>
              {venues.map((v) => (
                <Link
                  key={v.placeId}
                  to={`/meetingLive/detail?id=${meeting.id}&placeId=${v.placeId}`}
                  className={v.placeId === placeId ? `${styles.venue} ${styles.venueActive}` : styles.venue}
                >
                  {v.placeName} · {t(`live.status.${v.status}`)}
                  {v.sessionTitle ? ` · ${v.sessionTitle}` : ''}
                </Link>
              ))}
            </nav>
          ) : null}
          {replay ? (
            <ReplayPlayer
              key={`${replay.id}-${startAt ?? 0}`}
              meetingId={meeting.id}
              replay={replay}
              startAt={startAt}
              poster={replay.posterUrl || look?.coverUrl}
            />
          ) : venue ? (
            <div className={styles.room}>
              <LivePlayer
                key={venue.placeId}
                meetingId={meeting.id}
                venue={venue}
                look={look ?? { coverUrl: '', warmupImageUrl: '', warmupVideoUrl: '' }}
              />
              <LiveChat key={`chat-${venue.placeId}`} meetingId={meeting.id} placeId={venue.placeId} />
            </div>
          ) : (
            <Empty description={t('live.watch.noVenues')} />
          )}
          {placeId ? (
            <LiveSchedule meetingId={meeting.id} placeId={placeId} programme={programme} replays={replays} />
          ) : null}
          <ReplayList meetingId={meeting.id} replays={replays} current={replay?.id} />
        </div>
      </div>
    </>
  );
}
