import type { TReplay } from '@huitang/contracts';
import { useRef, useState } from 'react';
import { useApiData } from '../../state/use-api-data';
import styles from './live.module.css';
import { WatchRefused } from './watch-refused';

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
  const video = useRef<HTMLVideoElement>(null);
  // The refusal is the server's to word (WatchRefused shows it), not a toast.
  const film = useApiData('/meeting/api/meeting/video/url', { id: replay.id }, { handleErrors: false });
  const [from, setFrom] = useState(startAt);

  const renewIfExpired = () => {
    if (!film.data || Date.now() < new Date(film.data.expiresAt).getTime()) return;
    setFrom(Math.floor(video.current?.currentTime ?? 0) || undefined);
    void film.reload();
  };
  const url = film.data?.fileUrl;
  const src = url ? (from ? `${url}#t=${from}` : url) : undefined;
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
      {film.error ? <WatchRefused meetingId={meetingId} msg={film.error.msg} /> : null}
    </div>
  );
}
