import type { TLiveLook, TLiveVenue } from '@huitang/contracts';
import { Segmented } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';
import { useApiData, useReloadWhile } from '../../state/use-api-data';
import styles from './live.module.css';
import type { TProtocol } from './play-stream';
import { useLiveStream } from './use-live-stream';
import { WatchRefused } from './watch-refused';

/** How often the viewer count is asked for while playing. */
const VIEWERS_EVERY_MS = 15_000;

/**
 * A venue's live picture: the signed play URL is asked for (the server applies the sign-up gate and
 * says why not), then it plays over HTTP-FLV (mpegts.js) or HLS (hls.js, or Safari's own), each
 * loaded only here; the viewer may switch. When the stream is not on yet or breaks off (an encoder
 * reconnecting), it asks again for a fresh URL and starts over.
 */
export function LivePlayer({
  meetingId,
  venue,
  look,
}: {
  meetingId: number;
  venue: TLiveVenue;
  /** The organiser's decoration: the cover on the player, and the warm-up until the live starts. */
  look: Pick<TLiveLook, 'coverUrl' | 'warmupImageUrl' | 'warmupVideoUrl'>;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const video = useRef<HTMLVideoElement>(null);
  const { stage, protocol, setProtocol, choosable } = useLiveStream(
    video,
    (viewer) =>
      api.call(
        '/meeting/api/meeting/place/live/url',
        { placeId: venue.placeId, ...(viewer ? { viewer } : {}) },
        { handleErrors: false },
      ),
    venue.placeId,
  );

  // How many watch with you, on every instance, while the picture plays.
  const playing = stage.kind === 'playing';
  const counted = useApiData(
    '/meeting/api/meeting/place/live/viewers',
    playing ? { placeId: venue.placeId } : null,
    { handleErrors: false },
  );
  useReloadWhile(playing, VIEWERS_EVERY_MS, counted.reload);
  const viewers = counted.data?.viewers;

  return (
    <div className={styles.stage}>
      <video
        ref={video}
        controls
        playsInline
        muted
        poster={look.coverUrl || undefined}
        data-testid="live-video"
      />
      {stage.kind === 'refused' ? (
        <WatchRefused meetingId={meetingId} msg={stage.msg} />
      ) : stage.kind === 'waiting' ? (
        <div className={styles.curtain}>
          {look.warmupVideoUrl ? (
            <video
              className={styles.warmup}
              src={look.warmupVideoUrl}
              autoPlay
              loop
              muted
              playsInline
              data-testid="warmup-video"
            />
          ) : look.warmupImageUrl ? (
            <img className={styles.warmup} src={look.warmupImageUrl} alt="" />
          ) : null}
          <p className={styles.curtainText}>{t('live.watch.notStarted')}</p>
        </div>
      ) : null}
      {playing && viewers ? (
        <span className={styles.viewerCount} data-testid="viewer-count">
          {t('live.watch.viewers', { count: viewers })}
        </span>
      ) : null}
      <ProtocolSwitch choosable={choosable} protocol={protocol} onChange={setProtocol} />
    </div>
  );
}

/** FLV or HLS, where the viewer may choose (both served, and the browser plays FLV). */
export function ProtocolSwitch({
  choosable,
  protocol,
  onChange,
}: {
  choosable: boolean;
  protocol: TProtocol | undefined;
  onChange: (protocol: TProtocol) => void;
}) {
  const { t } = useTranslation();
  return choosable && protocol ? (
    <Segmented
      className={styles.protocol}
      size="small"
      value={protocol}
      onChange={(value) => onChange(value as TProtocol)}
      options={[
        { value: 'flv', label: t('live.watch.flv') },
        { value: 'hls', label: t('live.watch.hls') },
      ]}
    />
  ) : null;
}
