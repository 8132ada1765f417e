import type { TPlayUrl } from '@huitang/contracts';

/** HTTP-FLV (about a second behind, needs Media Source Extensions) or HLS (a few seconds, plays everywhere). */
export type TProtocol = 'flv' | 'hls';

export interface TPlayback {
  destroy(): void;
}

const hasMediaSource = () => 'MediaSource' in window || 'ManagedMediaSource' in window;

/** FLV where the browser can play it (lowest latency), HLS otherwise (Safari on iPhone). */
export const preferredProtocol = (): TProtocol => (hasMediaSource() ? 'flv' : 'hls');

/** Whether the viewer may choose: both need to be served, and FLV needs Media Source Extensions. */
export const canChooseProtocol = (url: TPlayUrl) => url.hlsUrl !== '' && hasMediaSource();

const absolute = (path: string) => new URL(path, window.location.href).href;

/** `url` signed with the newest grant: the query of the play URL the page renewed last. */
const resigned = (url: string, signature: string) => {
  const target = new URL(url);
  for (const [key, value] of new URLSearchParams(signature)) target.searchParams.set(key, value);
  return target.href;
};

/**
 * Plays a signed live URL on `video`; `broke` is called when the stream ends or fails (the page then
 * asks for a fresh URL and starts over). HLS asks again every few seconds, so each request carries
 * `signature()`, the newest grant's query, and keeps working past the first URL's expiry.
 */
export const playStream = async (
  video: HTMLVideoElement,
  protocol: TProtocol,
  url: TPlayUrl,
  signature: () => string,
  broke: () => void,
): Promise<TPlayback> => {
  if (protocol === 'flv') {
    const mpegts = (await import('mpegts.js')).default;
    const player = mpegts.createPlayer(
      // The ingest's FLV header always announces sound; a silent stream would never start.
      { type: 'flv', isLive: true, hasAudio: url.hasAudio, hasVideo: true, url: absolute(url.flvUrl) },
      { enableStashBuffer: false, liveBufferLatencyChasing: true },
    );
    player.on(mpegts.Events.ERROR, broke);
    player.on(mpegts.Events.LOADING_COMPLETE, broke);
    player.attachMediaElement(video);
    player.load();
    return player;
  }
  if (!hasMediaSource() && video.canPlayType('application/vnd.apple.mpegurl')) {
    // Safari on iPhone plays HLS itself; its requests cannot be re-signed, so an expiry breaks and restarts it.
    video.src = absolute(url.hlsUrl);
    video.addEventListener('error', broke, { once: true });
    video.addEventListener('ended', broke, { once: true });
    return {
      destroy: () => {
        video.removeEventListener('error', broke);
        video.removeEventListener('ended', broke);
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const Hls = (await import('hls.js')).default;
  const hls = new Hls({
    liveSyncDurationCount: 2,
    xhrSetup: (xhr, requested) => xhr.open('GET', resigned(requested, signature()), true),
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) broke();
  });
  hls.loadSource(absolute(url.hlsUrl));
  hls.attachMedia(video);
  return hls;
};
