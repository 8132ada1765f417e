import type { TLiveChannel, TLiveGate } from '@huitang/contracts';
import { Alert, Button, Popconfirm, Select, Switch, Tag } from 'antd';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useConsoleWrites } from '../console/use-console-writes';
import styles from './live.module.css';

const STATUS_COLOURS = { live: 'red', reconnecting: 'orange', idle: 'default' } as const;
/** How often a channels page asks what is on air while it is open. */
const REFRESH_MS = 5000;

/** Reloads the page's channels every few seconds while it is visible: what is on air changes by itself. */
export function useOnAirRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState === 'visible')
        void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
}

/**
 * A channels table's status and gate columns, for rows that may have a channel yet. The push column
 * sits between them and differs by page (how a channel is opened).
 */
export function useChannelColumns<T extends { channel?: TLiveChannel | undefined }>() {
  const { t } = useConsoleWrites();
  return {
    status: {
      title: t('live.console.status'),
      key: 'status',
      width: 120,
      render: (_: unknown, { channel }: T) => (channel ? <ChannelStatus channel={channel} /> : null),
    },
    gate: {
      title: t('live.console.gate'),
      key: 'gate',
      width: 170,
      render: (_: unknown, { channel }: T) => (channel ? <ChannelControls channel={channel} /> : null),
    },
  };
}

/** What the console says above a channels table: how to push, and what this server cannot do. */
export function ChannelAlerts({ hint, channels }: { hint: string; channels: TLiveChannel[] }) {
  const { t } = useConsoleWrites();
  return (
    <>
      <Alert type="info" showIcon title={hint} className={styles.hint} />
      {channels.some((channel) => channel.pushUrl === '') ? (
        <Alert type="warning" showIcon title={t('live.console.ingestOff')} />
      ) : null}
      {channels.some((channel) => !channel.recorded) ? (
        <Alert type="warning" showIcon title={t('live.console.noFfmpeg')} className={styles.hint} />
      ) : null}
    </>
  );
}

/** On air or not, and while on air how many watch at what picture size. */
export function ChannelStatus({ channel }: { channel: TLiveChannel }) {
  const { t } = useConsoleWrites();
  return (
    <div className={styles.statusLine}>
      <span>
        <Tag color={STATUS_COLOURS[channel.status]}>{t(`live.status.${channel.status}`)}</Tag>
      </span>
      {channel.status === 'live' ? (
        <span>
          {t('live.console.viewers', { count: channel.viewers })}
          {channel.width ? ` · ${channel.width}×${channel.height}` : ''}
          {channel.kbps ? ` · ${channel.kbps} kbps` : ''}
          {channel.audio ? '' : ` · ${t('live.console.noAudio')}`}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Who may watch, whether its replays are open to everyone (else they ask what the live does), and a
 * new key (confirmed: encoders must be given it).
 */
export function ChannelControls({ channel }: { channel: TLiveChannel }) {
  const { t, api, busy, run } = useConsoleWrites();
  const edit = (access: { gate?: TLiveGate; replaysOpen?: boolean }) =>
    void run(() => api.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, ...access }));
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
        onChange={(gate) => edit({ gate })}
      />
      {channel.gate === 'open' ? null : (
        <label className={styles.replaysOpen}>
          <Switch
            size="small"
            checked={channel.replaysOpen}
            disabled={busy}
            onChange={(replaysOpen) => edit({ replaysOpen })}
          />
          <span>{t('live.console.replaysOpen')}</span>
        </label>
      )}
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
