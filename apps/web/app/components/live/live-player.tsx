import { Code, type TLiveVenue } from '@huitang/contracts';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisitor } from '../../lib/visitor';
import { useAppServices } from '../../state/app-services';
import { applyPath } from '../sign-up/paths';
import styles from './live.module.css';

type TStage =
  { kind: 'loading' } | { kind: 'waiting' } | { kind: 'playing' } | { kind: 'refused'; msg: string };
/** How soon to look again when the venue is not live yet, or playback broke off. */
const RETRY_MS = 4000;

/**
 * A venue's live picture: the signed play URL is asked for (the server applies the sign-up gate and
 * says why not), then mpegts.js plays the HTTP-FLV stream, loaded only here. When the stream is not
 * on yet or breaks off (an encoder reconnecting), it asks again for a fresh URL and starts over.
 */
export function LivePlayer({ meetingId, venue }: { meetingId: number; venue: TLiveVenue }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { user } = useVisitor();
  const video = useRef<HTMLVideoElement>(null);
  const [stage, setStage] = useState<TStage>({ kind: 'loading' });

  useEffect(() => {
    let stopped = false;
    let retry: number | undefined;
    let player: { destroy(): void } | undefined;
    const again = () => {
      player?.destroy();
      player = undefined;
      if (!stopped) retry = window.setTimeout(() => void start(), RETRY_MS);
    };
    const start = async () => {
      const reply = await api.call(
        '/meeting/api/meeting/place/live/url',
        { placeId: venue.placeId },
        { handleErrors: false },
      );
      if (stopped) return;
      if (reply.code !== Code.OK) return setStage({ kind: 'refused', msg: reply.msg });
      if (!reply.data.live) {
        setStage({ kind: 'waiting' });
        return again();
      }
      const mpegts = (await import('mpegts.js')).default;
      if (stopped || !video.current) return;
      const created = mpegts.createPlayer(
        { type: 'flv', isLive: true, url: new URL(reply.data.flvUrl, window.location.href).href },
        { enableStashBuffer: false, liveBufferLatencyChasing: true },
      );
      player = created;
      created.on(mpegts.Events.ERROR, () => {
        setStage({ kind: 'waiting' });
        again();
      });
      created.on(mpegts.Events.LOADING_COMPLETE, () => {
        setStage({ kind: 'waiting' });
        again();
      });
      created.attachMediaElement(video.current);
      created.load();
      setStage({ kind: 'playing' });
      // Browsers let a page start sound only after a tap: start muted, the controls unmute.
      video.current.muted = true;
      void video.current.play()?.catch(() => undefined);
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      player?.destroy();
    };
  }, [api, venue.placeId]);

  return (
    <div className={styles.stage}>
      <video ref={video} controls playsInline muted data-testid="live-video" />
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
        <div className={styles.curtain}>{t('live.watch.notStarted')}</div>
      ) : null}
    </div>
  );
}
