import { isMessageKey, translate, type TLocale, type TVideo } from '@huitang/contracts';
import type { TVideoRow } from './video.repository.ts';

/**
 * The video as its manager sees it, playable once transcoded: `grantPath` signs the path its HLS
 * is read under (a fresh grant each time).
 */
export const presentVideo = (row: TVideoRow, grantPath: (id: number) => string, locale: TLocale): TVideo => ({
  id: row.id,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  status: row.status,
  progress: row.progress,
  durationSeconds: row.durationSeconds,
  renditions: row.renditions,
  poster: row.status === 'ready' ? `/course/video/${row.id}/poster.jpg` : '',
  // Our own reasons are stored as message keys; ffmpeg's words as they came.
  error: isMessageKey(row.error) ? translate(row.error, locale) : row.error,
  hlsUrl: row.status === 'ready' ? `${grantPath(row.id)}/master.m3u8` : '',
});
