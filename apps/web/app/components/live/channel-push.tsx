import type { TLiveChannel } from '@huitang/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './live.module.css';

/**
 * Where an encoder pushes, in the two forms encoders ask for: OBS's server and stream key, and the
 * one URL ffmpeg takes. The key travels in the stream key's query, which the ingest checks.
 */
export function ChannelPush({ channel }: { channel: Pick<TLiveChannel, 'pushUrl' | 'streamKey'> }) {
  const { t } = useTranslation();
  const cut = channel.pushUrl.lastIndexOf('/');
  const server = channel.pushUrl.slice(0, cut);
  const streamKey = `${channel.pushUrl.slice(cut + 1)}?key=${channel.streamKey}`;
  const rows: [string, string][] = [
    [t('live.console.server'), server],
    [t('live.console.streamKey'), streamKey],
    [t('live.console.fullUrl'), `${server}/${streamKey}`],
  ];
  return (
    <dl className={styles.push}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <Typography.Text code copyable={{ text: value }} className={styles.pushValue}>
              {value}
            </Typography.Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
