import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { Code, translate, uploads, type TLocale } from '@huitang/contracts';
import { linkRoute, parse, sendXlsx } from '../../../platform/http/download.ts';
import { localeOf } from '../../../platform/http/locale.ts';
import { AppError, invalid } from '../../../platform/http/errors.ts';
import { MAX_IMPORT_BYTES, isXlsx } from './attendee-import.ts';
import type { TAttendeeSheetService } from './attendee-sheet.service.ts';

/** The uploaded sheet's bytes: one .xlsx of at most 10 MB, or 601. */
const uploadedXlsx = async (request: FastifyRequest): Promise<Buffer> => {
  const file = await request.file().catch(() => undefined);
  if (!file) throw invalid('import.onlyXlsx', 'file');
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(Code.INVALID, 'body.tooLarge');
    throw error;
  }
  if (!isXlsx(file.filename, content)) throw invalid('import.onlyXlsx', 'file');
  return content;
};

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

  // Fastify has no per-route request timeout; the server sets none (requestTimeout and
  // connectionTimeout are 0), so an import may run as long as the client waits (IMPORT_TIMEOUT_MS).
  await app.register(async (scope) => {
    // Multipart parsing exists only here: every other call stays JSON.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, parts: 11 },
    });
    const path = '/meeting/auth/meeting/register/import';
    scope.post(`/apis${path}`, { schema: { hide: true } }, async (request) => {
      const { meetingId } = parse(uploads[path], request.query);
      const user = await app.authenticate(request);
      const locale = localeOf(request);
      // Refused before the upload is read: a stranger's file is never parsed.
      await sheets.authorize(user, meetingId, locale);
      const result = await sheets.import(user, meetingId, await uploadedXlsx(request), locale);
      const msg = result.errors.length
        ? translate('signUp.checkComplete', locale)
        : translate('import.done', locale, { count: result.imported });
      return { code: Code.OK, msg, data: result };
    });
  });
};
