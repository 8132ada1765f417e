import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate, type TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { authLinkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { xlsxUploadRoute } from '../../../platform/http/files/xlsx-upload.ts';
import type { TAttendeeSheetService } from './attendee-sheet.service.ts';

/**
 * The attendee list's spreadsheets: export links a browser follows, the import template and the
 * import upload. The service checks the caller runs the meeting.
 */
export const registerAttendeeDownloads = async (app: FastifyInstance, sheets: TAttendeeSheetService) => {
  const exportAttendees = async (
    user: TSessionUser,
    request: FastifyRequest,
    meetingId: number,
    locale: TLocale,
    columns?: string[],
  ) =>
    sheets.export(user, meetingId, columns, locale, (error) =>
      request.log.error({ err: error, meetingId }, 'registration export failed'),
    );

  authLinkRoute(
    app,
    '/meeting/auth/meeting/register/export',
    async ({ query, request, reply, locale, user }) => {
      const { fileName, stream } = await exportAttendees(user, request, query.meetingId, locale);
      return sendXlsx(reply, fileName, stream);
    },
  );

  authLinkRoute(
    app,
    '/meeting/auth/meeting/register/export/custom',
    async ({ query, request, reply, locale, user }) => {
      const keys = query.columns
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      const { fileName, stream } = await exportAttendees(user, request, query.meetingId, locale, keys);
      return sendXlsx(reply, fileName, stream);
    },
  );

  authLinkRoute(
    app,
    '/meeting/auth/meeting/register/import/template',
    async ({ query, reply, locale, user }) => {
      const { fileName, content } = await sheets.template(user, query.meetingId, locale);
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
