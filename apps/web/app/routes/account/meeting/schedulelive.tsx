import { Button, Table, Tooltip } from 'antd';
import type { Route } from './+types/schedulelive';
import { ChannelAlerts, useChannelColumns, useOnAirRefresh } from '../../../components/live/channel-controls';
import { ChannelPush } from '../../../components/live/channel-push';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { loadRows } from './console-rows.server';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import { loadTexts } from '../../../i18n';

await loadTexts('live');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.schedulelive);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [sessions, dates, places, channels] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/session/list/meeting'),
    loadRows(request, context, '/meeting/auth/meeting/date/list'),
    loadRows(request, context, '/meeting/auth/meeting/place/list'),
    loadRows(request, context, '/meeting/auth/meeting/place/channel/view'),
  ]);
  const dayOf = new Map(dates.map((date) => [date.id, date.day]));
  const placeOf = new Map(places.map((place) => [place.id, place.name]));
  const rows = sessions
    .map((session) => ({
      id: session.id,
      day: dayOf.get(session.dateId) ?? '',
      time: `${session.startTime}–${session.endTime}`,
      title: session.title,
      placeName: session.placeId === null ? '' : (placeOf.get(session.placeId) ?? ''),
      channel: channels.find((channel) => channel.sessionId === session.id),
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.time.localeCompare(b.time));
  return { rows, channels };
};

/**
 * /account/meeting/schedulelive: a session's own channel, for a session pushed from elsewhere (a
 * remote speaker, a satellite room). While it is on air its venue's viewers see it instead of the
 * venue's channel; its recording becomes the session's replay.
 */
export default function ScheduleLive({ loaderData: { rows, channels } }: Route.ComponentProps) {
  const { t, lang, api, busy, run } = useConsoleWrites();
  useOnAirRefresh();
  const columns = useChannelColumns<(typeof rows)[number]>();
  return (
    <ConsolePage title={t('live.sessions.title')} lang={lang}>
      <ChannelAlerts hint={t('live.sessions.hint')} channels={channels} />
      <Table
        rowKey="id"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('live.sessions.none') }}
        columns={[
          {
            title: t('live.sessions.session'),
            key: 'session',
            width: 220,
            render: (_, row) => (
              <div>
                <div>{row.title}</div>
                <small>
                  {row.day} {row.time} · {row.placeName || t('live.sessions.noVenue')}
                </small>
              </div>
            ),
          },
          columns.status,
          {
            title: t('live.console.push'),
            key: 'push',
            render: (_, row) =>
              row.channel ? (
                <ChannelPush channel={row.channel} />
              ) : (
                <Tooltip title={row.placeName ? '' : t('live.sessions.noVenueHint')}>
                  <Button
                    disabled={busy || !row.placeName}
                    onClick={() =>
                      void run(() =>
                        api.call('/meeting/auth/meeting/schedule/create/live/channel/open', {
                          sessionId: row.id,
                        }),
                      )
                    }
                  >
                    {t('live.sessions.open')}
                  </Button>
                </Tooltip>
              ),
          },
          columns.gate,
        ]}
      />
    </ConsolePage>
  );
}
