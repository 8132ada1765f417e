import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { Code, translate } from '@huitang/contracts';
import { ZMeetingQuery, meetingCaller, parse, sendXlsx } from '../../../platform/http/download.ts';
import { AppError, invalid } from '../../../platform/http/errors.ts';
import { MAX_IMPORT_BYTES, isXlsx } from './attendee-import.ts';
import type { TAttendeeSheetService } from './attendee-sheet.service.ts';

const ZColumnsQuery = ZMeetingQuery.extend({ columns: z.string().max(2000) });

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
  const caller = (request: FastifyRequest) => meetingCaller(app, request);
  const exportAttendees = async (request: FastifyRequest, columns: string[] | undefined) => {
    const { meetingId, user, locale } = await caller(request);
    return sheets.export(user, meetingId, columns, locale, (error) =>
      request.log.error({ err: error, meetingId }, 'registration export failed'),
    );
  };

  app.get(
    '/apis/meeting/auth/meeting/register/export',
    { schema: { hide: true } },
    async (request, reply) => {
      const { fileName, stream } = await exportAttendees(request, undefined);
      return sendXlsx(reply, fileName, stream);
    },
  );

  app.get(
    '/apis/meeting/auth/meeting/register/export/custom',
    { schema: { hide: true } },
    async (request, reply) => {
      const { columns } = parse(ZColumnsQuery, request.query);
      const keys = columns
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      const { fileName, stream } = await exportAttendees(request, keys);
      return sendXlsx(reply, fileName, stream);
    },
  );

  app.get(
    '/apis/meeting/auth/meeting/register/import/template',
    { schema: { hide: true } },
    async (request, reply) => {
      const { meetingId, user, locale } = await caller(request);
      const { fileName, content } = await sheets.template(user, meetingId, locale);
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
    scope.post('/apis/meeting/auth/meeting/register/import', { schema: { hide: true } }, async (request) => {
      const { meetingId, user, locale } = await caller(request);
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
