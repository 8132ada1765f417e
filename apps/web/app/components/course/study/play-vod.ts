/** A playing VOD, to stop when the player closes. */
export interface TVodPlayback {
  destroy(): void;
}

const hasMediaSource = () => 'MediaSource' in window || 'ManagedMediaSource' in window;

/**
 * Plays a course video's master playlist on `video`: hls.js where the browser has Media Source
 * Extensions (it picks the rendition by bandwidth), the browser's own HLS otherwise (Safari on
 * iPhone). The grant is in the path, so relative segment URLs carry it without rewriting.
 */
export const playVod = async (video: HTMLVideoElement, masterUrl: string): Promise<TVodPlayback> => {
  const url = new URL(masterUrl, window.location.href).href;
  if (!hasMediaSource() && video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    return {
      destroy: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const Hls = (await import('hls.js')).default;
  const hls = new Hls();
  hls.loadSource(url);
  hls.attachMedia(video);
  return hls;
};
