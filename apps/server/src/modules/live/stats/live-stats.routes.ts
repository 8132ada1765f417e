import type { FastifyInstance } from 'fastify';
import { chinaClock, textsUnder, type TLocale, type TMyWatch, type TWatcher } from '@huitang/contracts';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import { attachment, authLinkRoute, XLSX_TYPE } from '../../../platform/http/download.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { toPage } from '../../../platform/http/page.ts';
import { chunksByOffset, streamSheet, type TSheetColumn } from '../../../platform/http/files/xlsx-stream.ts';
import type { TLiveStatsService } from './live-stats.service.ts';

const words = textsUnder('sheet.watch.');
const minutes = (seconds: number) => Math.round(seconds / 6) / 10;

const watcherColumns = (locale: TLocale): TSheetColumn<TWatcher>[] => [
  {
    header: words.name[locale],
    width: 18,
    value: (row) => (row.anonymous ? `${words.anonymous[locale]} ${row.person.slice(1)}` : row.name),
  },
  { header: words.mobile[locale], width: 14, value: (row) => row.mobile },
  { header: words.unit[locale], width: 28, value: (row) => row.unit },
  { header: words.sessions[locale], width: 10, value: (row) => row.sessions },
  { header: words.minutes[locale], width: 16, numFmt: '0.0', value: (row) => minutes(row.seconds) },
  { header: words.firstAt[locale], width: 18, value: (row) => chinaClock(row.firstAt) },
  { header: words.lastAt[locale], width: 18, value: (row) => chinaClock(row.lastAt) },
];

const myColumns = (locale: TLocale): TSheetColumn<TMyWatch>[] => [
  { header: words.meeting[locale], width: 36, value: (row) => row.meetingName },
  { header: words.place[locale], width: 20, value: (row) => row.placeName },
  { header: words.sessions[locale], width: 10, value: (row) => row.sessions },
  { header: words.minutes[locale], width: 16, numFmt: '0.0', value: (row) => minutes(row.seconds) },
  { header: words.lastAt[locale], width: 18, value: (row) => chinaClock(row.lastAt) },
];

/** SPEC's live sums (count pages) for organisers, and my live record with its download. */
export const registerLiveStatsRoutes = (app: FastifyInstance, stats: TLiveStatsService) => {
  apiCall(
    app,
    '/meeting/api/meeting/place/live/viewers',
    ({ caller, body, locale }) => stats.viewersNow(caller, body.placeId, locale),
    { identifyCaller: true },
  );
  authCall(app, '/meeting/auth/meeting/live/sum/list/meeting', ({ user, body, locale }) =>
    stats.meetingsOf(user, body, locale),
  );
  authCall(app, '/meeting/auth/meeting/live/sum/live', ({ user, body, locale }) =>
    stats.meetingChart(user, body.meetingId, locale),
  );
  authCall(app, '/meeting/auth/meeting/live/sum/detail', ({ user, body }) =>
    stats.meetingWatchers(user, body),
  );
  authCall(app, '/meeting/auth/meeting/live/sum/place', ({ user, body, locale }) =>
    stats.venues(user, body.meetingId, locale),
  );
  authCall(app, '/meeting/auth/meeting/live/sum/place/live', ({ user, body, locale }) =>
    stats.placeChart(user, body.placeId, locale),
  );
  authCall(app, '/meeting/auth/meeting/live/sum/place/detail', ({ user, body }) =>
    stats.placeWatchers(user, body),
  );
  authCall(app, '/meeting/auth/meeting/registration/my/live', async ({ user, body, locale }) => {
    const { rows, totalCount } = await stats.mine(user, sliceOf(body), locale);
    return toPage(rows, totalCount, body);
  });

  authLinkRoute(
    app,
    '/meeting/auth/meeting/live/sum/detail/export',
    async ({ query: { meetingId, placeId }, request, reply, locale, user }) => {
      // Authorised before the first byte: once streaming, an error can only cut the file short.
      const { meetingName, chunks } = await stats.watchersExport(user, meetingId, placeId, locale);
      const name = words.fileName[locale];
      const stream = streamSheet(name, watcherColumns(locale), chunks, (error) =>
        request.log.error({ err: error, meetingId }, 'live viewers export failed'),
      );
      return attachment(reply, `${meetingName}-${name}.xlsx`).type(XLSX_TYPE).send(stream);
    },
  );

  authLinkRoute(
    app,
    '/meeting/auth/meeting/registration/export/my/live',
    async ({ request, reply, locale, user }) => {
      const chunks = chunksByOffset(async (slice) => (await stats.mine(user, slice, locale)).rows);
      const name = words.myFileName[locale];
      const stream = streamSheet(name, myColumns(locale), chunks, (error) =>
        request.log.error({ err: error }, 'my live record export failed'),
      );
      return attachment(reply, `${name}.xlsx`).type(XLSX_TYPE).send(stream);
    },
  );
};
