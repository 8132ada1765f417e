import type { TLiveChannel } from '@huitang/contracts';
import { Alert, Button, Popconfirm, Select, Table, Tag } from 'antd';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/live';
import { ChannelPush } from '../../../components/live/channel-push';
import styles from '../../../components/live/live.module.css';
import { ConsolePage } from '../../../components/meeting/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { loadRows } from '../../../components/meeting/console-rows.server';
import { useConsoleWrites } from '../../../components/meeting/use-console-writes';
import { loadTexts } from '../../../i18n';

await loadTexts('live');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.live);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [places, channels] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/place/list'),
    loadRows(request, context, '/meeting/auth/meeting/place/channel/view'),
  ]);
  return { places, channels };
};

const STATUS_COLOURS = { live: 'red', reconnecting: 'orange', idle: 'default' } as const;
/** How often the page asks what is on air while it is open. */
const REFRESH_MS = 5000;

/** /account/meeting/live: each venue's channel: open it, push to it, re-key it, say who may watch. */
export default function LiveChannels({ loaderData: { places, channels } }: Route.ComponentProps) {
  const { t, lang, api, busy, run } = useConsoleWrites();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState === 'visible')
        void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);

  const byPlace = new Map(channels.map((channel) => [channel.placeId, channel]));
  const rows = places.map((place) => ({ place, channel: byPlace.get(place.id) }));
  const ingestOff = channels.some((channel) => channel.pushUrl === '');
  return (
    <ConsolePage title={t('live.console.title')} lang={lang}>
      <Alert type="info" showIcon title={t('live.console.hint')} className={styles.hint} />
      {ingestOff ? <Alert type="warning" showIcon title={t('live.console.ingestOff')} /> : null}
      {channels.some((channel) => !channel.recorded) ? (
        <Alert type="warning" showIcon title={t('live.console.noFfmpeg')} className={styles.hint} />
      ) : null}
      <Table
        rowKey={(row) => row.place.id}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('live.console.noPlaces') }}
        columns={[
          { title: t('live.console.venue'), key: 'venue', width: 160, render: (_, row) => row.place.name },
          {
            title: t('live.console.status'),
            key: 'status',
            width: 120,
            render: (_, { channel }) =>
              channel ? (
                <div className={styles.statusLine}>
                  <span>
                    <Tag color={STATUS_COLOURS[channel.status]}>{t(`live.status.${channel.status}`)}</Tag>
                  </span>
                  {channel.status === 'live' ? (
                    <span>
                      {t('live.console.viewers', { count: channel.viewers })}
                      {channel.width ? ` · ${channel.width}×${channel.height}` : ''}
                    </span>
                  ) : null}
                </div>
              ) : null,
          },
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
          {
            title: t('live.console.gate'),
            key: 'gate',
            width: 170,
            render: (_, { channel }) => (channel ? <ChannelControls channel={channel} /> : null),
          },
        ]}
      />
    </ConsolePage>
  );
}

/** Who may watch, and a new key (confirmed: encoders must be given it). */
function ChannelControls({ channel }: { channel: TLiveChannel }) {
  const { t, api, busy, run } = useConsoleWrites();
  return (
    <div className={styles.statusLine}>
      <Select
        value={channel.gate}
        disabled={busy}
        style={{ width: 140 }}
        aria-label={t('live.console.gate')}
        options={(['signup', 'open'] as const).map((gate) => ({
          value: gate,
          label: t(`live.gate.${gate}`),
        }))}
        onChange={(gate) =>
          void run(() => api.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate }))
        }
      />
      <Popconfirm
        title={t('live.console.resetConfirm')}
        onConfirm={() =>
          void run(() => api.call('/meeting/auth/meeting/place/channel/token', { id: channel.id }))
        }
      >
        <Button type="link" danger disabled={busy}>
          {t('live.console.resetKey')}
        </Button>
      </Popconfirm>
    </div>
  );
}
