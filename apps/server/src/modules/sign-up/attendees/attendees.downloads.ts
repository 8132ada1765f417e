import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate, type TLocale } from '@huitang/contracts';
import { linkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { xlsxUploadRoute } from '../../../platform/http/xlsx-upload.ts';
import type { TAttendeeSheetService } from './attendee-sheet.service.ts';

/**
 * The attendee list's spreadsheets: export links a browser follows, the import template and the
 * import upload. The service checks the caller runs the meeting.
 */
export const registerAttendeeDownloads = async (app: FastifyInstance, sheets: TAttendeeSheetService) => {
  const exportAttendees = async (
    request: FastifyRequest,
    meetingId: number,
    locale: TLocale,
    columns?: string[],
  ) =>
    sheets.export(await app.authenticate(request), meetingId, columns, locale, (error) =>
      request.log.error({ err: error, meetingId }, 'registration export failed'),
    );

  linkRoute(app, '/meeting/auth/meeting/register/export', async ({ query, request, reply, locale }) => {
    const { fileName, stream } = await exportAttendees(request, query.meetingId, locale);
    return sendXlsx(reply, fileName, stream);
  });

  linkRoute(
    app,
    '/meeting/auth/meeting/register/export/custom',
    async ({ query, request, reply, locale }) => {
      const keys = query.columns
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      const { fileName, stream } = await exportAttendees(request, query.meetingId, locale, keys);
      return sendXlsx(reply, fileName, stream);
    },
  );

  linkRoute(
    app,
    '/meeting/auth/meeting/register/import/template',
    async ({ query, request, reply, locale }) => {
      const { fileName, content } = await sheets.template(
        await app.authenticate(request),
        query.meetingId,
        locale,
      );
      return sendXlsx(reply, fileName, content);
    },
  );

  await xlsxUploadRoute(app, '/meeting/auth/meeting/register/import', {
    authorize: (user, { meetingId }, locale) => sheets.authorize(user, meetingId, locale),
    async read(user, { meetingId }, content, locale) {
      const result = await sheets.import(user, meetingId, content, locale);
      const msg = result.errors.length
        ? translate('signUp.checkComplete', locale)
        : translate('import.done', locale, { count: result.imported });
      return { msg, data: result };
    },
  });
};
