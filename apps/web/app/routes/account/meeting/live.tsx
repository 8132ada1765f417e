import { Button, Table } from 'antd';
import type { Route } from './+types/live';
import { ChannelAlerts, useChannelColumns, useOnAirRefresh } from '../../../components/live/channel-controls';
import { ChannelPush } from '../../../components/live/channel-push';
import { DecorationForm } from '../../../components/live/decoration-form';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { loadRows } from './console-rows.server';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import { loadTexts } from '../../../i18n';

await loadTexts('live');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.live);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [places, channels, decoration] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/place/list'),
    loadRows(request, context, '/meeting/auth/meeting/place/channel/view'),
    loadRows(request, context, '/meeting/auth/meeting/live/decoration/view'),
  ]);
  return { places, channels, decoration };
};

/**
 * /account/meeting/live: each venue's channel (open it, push to it, re-key it, say who may watch),
 * and how the meeting's live looks.
 */
export default function LiveChannels({ loaderData: { places, channels, decoration } }: Route.ComponentProps) {
  const { t, lang, api, busy, run } = useConsoleWrites();
  useOnAirRefresh();
  // Sessions' own channels are on schedulelive; this page keeps to the venues'.
  const byPlace = new Map(
    channels.filter((channel) => channel.sessionId === null).map((channel) => [channel.placeId, channel]),
  );
  const rows = places.map((place) => ({ place, channel: byPlace.get(place.id) }));
  const columns = useChannelColumns<(typeof rows)[number]>();
  return (
    <ConsolePage title={t('live.console.title')} lang={lang}>
      <ChannelAlerts hint={t('live.console.hint')} channels={channels} />
      <Table
        rowKey={(row) => row.place.id}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('live.console.noPlaces') }}
        columns={[
          { title: t('live.console.venue'), key: 'venue', width: 160, render: (_, row) => row.place.name },
          columns.status,
          {
            title: t('live.console.push'),
            key: 'push',
            render: (_, { place, channel }) =>
              channel ? (
                <ChannelPush channel={channel} />
              ) : (
                <Button
                  type="primary"
                  disabled={busy}
                  onClick={() =>
                    void run(() => api.call('/meeting/auth/meeting/place/create/live', { placeId: place.id }))
                  }
                >
                  {t('live.console.open')}
                </Button>
              ),
          },
          columns.gate,
        ]}
      />
      <DecorationForm decoration={decoration} />
    </ConsolePage>
  );
}
