import { Code, type TEnvelope, type TPlayUrl } from '@huitang/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  playStream,
  preferredProtocol,
  canChooseProtocol,
  type TPlayback,
  type TProtocol,
} from './play-stream';

export type TLiveStage =
  { kind: 'loading' } | { kind: 'waiting' } | { kind: 'playing' } | { kind: 'refused'; msg: string };
/** How soon to look again when nothing is on air yet, or playback broke off. */
const RETRY_MS = 4000;

/**
 * Plays a live on `video` from the play URLs `ask` hands out (the server applies its gate and says
 * why not): over HTTP-FLV or HLS, the viewer's choice where both exist. When nothing is on air yet or
 * the stream breaks off (an encoder reconnecting), it asks again for a fresh URL and starts over; a
 * minute before a URL expires it asks for a new signature, which HLS's later requests carry. An
 * anonymous viewer keeps the id their first URL named, so renewals count as one watch.
 */
export function useLiveStream(
  video: RefObject<HTMLVideoElement | null>,
  ask: (viewer: string | undefined) => Promise<TEnvelope<TPlayUrl>>,
  /** Changes when the stream to play changes (another venue, another lesson). */
  streamKey: string | number,
) {
  const [stage, setStage] = useState<TLiveStage>({ kind: 'loading' });
  const [protocol, setProtocol] = useState<TProtocol>();
  const [choosable, setChoosable] = useState(false);
  const anonymousId = useRef<string>(undefined);
  const asker = useRef(ask);
  asker.current = ask;

  useEffect(() => setProtocol(preferredProtocol()), []);

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
    const fetchUrl = async () => {
      const reply = await asker.current(anonymousId.current);
      const given =
        reply.code === Code.OK && reply.data.flvUrl
          ? new URL(reply.data.flvUrl, 'http://x').searchParams.get('v')
          : null;
      if (given?.startsWith('a')) anonymousId.current = given;
      return reply;
    };
    const renewBefore = (expiresAt: string) => {
      const renew = async () => {
        const reply = await fetchUrl();
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
      const reply = await fetchUrl();
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
  }, [video, protocol, streamKey]);

  return { stage, protocol, setProtocol, choosable };
}
