import { Code, type TLiveLook, type TLiveVenue } from '@huitang/contracts';
import { Button, Segmented } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisitor } from '../../lib/visitor';
import { useAppServices } from '../../state/app-services';
import { applyPath } from '../sign-up/paths';
import styles from './live.module.css';
import {
  canChooseProtocol,
  playStream,
  preferredProtocol,
  type TPlayback,
  type TProtocol,
} from './play-stream';

type TStage =
  { kind: 'loading' } | { kind: 'waiting' } | { kind: 'playing' } | { kind: 'refused'; msg: string };
/** How soon to look again when the venue is not live yet, or playback broke off. */
const RETRY_MS = 4000;
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
  const { user } = useVisitor();
  const video = useRef<HTMLVideoElement>(null);
  const [stage, setStage] = useState<TStage>({ kind: 'loading' });
  const [protocol, setProtocol] = useState<TProtocol>();
  const [choosable, setChoosable] = useState(false);
  // An anonymous viewer's id, kept across renewals and line switches: one person watching, not several.
  const anonymousId = useRef<string>(undefined);

  useEffect(() => setProtocol(preferredProtocol()), []);

  // How many watch with you, on every instance, while the picture plays.
  const [viewers, setViewers] = useState<number>();
  const playing = stage.kind === 'playing';
  useEffect(() => {
    if (!playing) return;
    let stopped = false;
    const count = async () => {
      const reply = await api.call(
        '/meeting/api/meeting/place/live/viewers',
        { placeId: venue.placeId },
        { handleErrors: false },
      );
      if (!stopped && reply.code === Code.OK) setViewers(reply.data.viewers);
    };
    void count();
    const timer = window.setInterval(() => void count(), VIEWERS_EVERY_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [api, venue.placeId, playing]);

  useEffect(() => {
    if (!protocol) return;
    let stopped = false;
    let retry: number | undefined;
    let renewal: number | undefined;
    let player: TPlayback | undefined;
    let signature = '';
    const again = () => {
      player?.destroy();
      player = undefined;
      window.clearTimeout(renewal);
      if (!stopped) retry = window.setTimeout(() => void start(), RETRY_MS);
    };
    const ask = async () => {
      const reply = await api.call(
        '/meeting/api/meeting/place/live/url',
        { placeId: venue.placeId, ...(anonymousId.current ? { viewer: anonymousId.current } : {}) },
        { handleErrors: false },
      );
      const given =
        reply.code === Code.OK ? new URL(reply.data.flvUrl, 'http://x').searchParams.get('v') : null;
      if (given?.startsWith('a')) anonymousId.current = given;
      return reply;
    };
    // A new signature a minute before the last one expires, for the requests HLS goes on making.
    const renewBefore = (expiresAt: string) => {
      const renew = async () => {
        const reply = await ask();
        if (stopped || reply.code !== Code.OK) return;
        signature = reply.data.flvUrl.split('?')[1] ?? '';
        renewBefore(reply.data.expiresAt);
      };
      renewal = window.setTimeout(
        () => void renew(),
        Math.max(5_000, new Date(expiresAt).getTime() - Date.now() - 60_000),
      );
    };
    const start = async () => {
      const reply = await ask();
      if (stopped) return;
      if (reply.code !== Code.OK) return setStage({ kind: 'refused', msg: reply.msg });
      if (!reply.data.live) {
        setStage({ kind: 'waiting' });
        return again();
      }
      setChoosable(canChooseProtocol(reply.data));
      const chosen = reply.data.hlsUrl ? protocol : 'flv';
      signature = reply.data.flvUrl.split('?')[1] ?? '';
      if (!video.current) return;
      const broke = () => {
        setStage({ kind: 'waiting' });
        again();
      };
      const started = await playStream(video.current, chosen, reply.data, () => signature, broke);
      if (stopped) return started.destroy();
      player = started;
      renewBefore(reply.data.expiresAt);
      setStage({ kind: 'playing' });
      // Browsers let a page start sound only after a tap: start muted, the controls unmute.
      video.current.muted = true;
      void video.current.play()?.catch(() => undefined);
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      window.clearTimeout(renewal);
      player?.destroy();
    };
  }, [api, venue.placeId, protocol]);

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
        <div className={styles.curtain}>
          <p>{stage.msg}</p>
          <Link to={user ? applyPath(meetingId) : '/login'}>
            <Button type="primary" size="large">
              {user ? t('live.watch.signUp') : t('live.watch.login')}
            </Button>
          </Link>
        </div>
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
      {choosable && protocol ? (
        <Segmented
          className={styles.protocol}
          size="small"
          value={protocol}
          onChange={(value) => setProtocol(value as TProtocol)}
          options={[
            { value: 'flv', label: t('live.watch.flv') },
            { value: 'hls', label: t('live.watch.hls') },
          ]}
        />
      ) : null}
    </div>
  );
}
