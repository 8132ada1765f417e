import { Code, type TReplay } from '@huitang/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../state/app-services';
import styles from './live.module.css';
import { WatchRefused } from './watch-refused';

type TFilm =
  { kind: 'loading' } | { kind: 'ready'; url: string; expiresAt: number } | { kind: 'refused'; msg: string };

/**
 * A replay in the player. Its film's URL is asked for in the browser, for the viewer (the server
 * applies the channel's gate and says why not); it expires, so a seek after a long pause that is
 * refused asks for a new one and goes on from the same moment.
 */
export function ReplayPlayer({
  meetingId,
  replay,
  startAt,
  poster,
}: {
  meetingId: number;
  replay: TReplay;
  /** Where to start, in seconds (a session of the programme). */
  startAt: number | undefined;
  poster: string | undefined;
}) {
  const { api } = useAppServices();
  const video = useRef<HTMLVideoElement>(null);
  const [film, setFilm] = useState<TFilm>({ kind: 'loading' });
  const [from, setFrom] = useState(startAt);
  const load = useCallback(async () => {
    const reply = await api.call(
      '/meeting/api/meeting/video/url',
      { id: replay.id },
      { handleErrors: false },
    );
    setFilm(
      reply.code === Code.OK
        ? { kind: 'ready', url: reply.data.fileUrl, expiresAt: new Date(reply.data.expiresAt).getTime() }
        : { kind: 'refused', msg: reply.msg },
    );
  }, [api, replay.id]);
  useEffect(() => void load(), [load]);

  const renewIfExpired = () => {
    if (film.kind !== 'ready' || Date.now() < film.expiresAt) return;
    setFrom(Math.floor(video.current?.currentTime ?? 0) || undefined);
    void load();
  };
  const src = film.kind === 'ready' ? (from ? `${film.url}#t=${from}` : film.url) : undefined;
  return (
    <div className={styles.stage}>
      <video
        ref={video}
        src={src}
        poster={poster}
        controls
        playsInline
        onError={renewIfExpired}
        data-testid="replay-video"
      />
      {film.kind === 'refused' ? <WatchRefused meetingId={meetingId} msg={film.msg} /> : null}
    </div>
  );
}
