import type { TLocale, TReplay } from '@huitang/contracts';
import type { TReplayRow } from './replay.repository.ts';

/**
 * A replay as its organisers see it (both titles), or with `locale` as a visitor does (one, in their
 * language); `fileUrl` is the film's URL signed for the caller, '' when they may not watch it.
 */
export const presentReplay = (row: TReplayRow, fileUrl: string, locale?: TLocale): TReplay => ({
  id: row.id,
  placeId: row.placeId,
  sessionId: row.sessionId,
  title: (locale === 'en' && row.titleEn) || row.title,
  titleEn: locale ? '' : row.titleEn,
  status: row.status,
  fileUrl,
  posterUrl: row.posterUrl,
  durationSeconds: row.durationSeconds,
  error: row.error,
  published: row.published,
  gmtCreate: row.createdAt.toISOString(),
});
