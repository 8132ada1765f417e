import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { Code, translate, type TImportResult, type TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { XLSX_TYPE, ZMeetingQuery, attachment, meetingCaller, parse } from '../../platform/http/download.ts';
import { AppError, conflict, invalid } from '../../platform/http/errors.ts';
import { chunksById, streamSheet } from '../../platform/http/xlsx-stream.ts';
import { enrolmentRepository } from './enrolment.repository.ts';
import type { TEnrolmentService } from './enrolment.service.ts';
import { exportColumns } from './registration-export.ts';
import { MAX_IMPORT_BYTES, isXlsx, planImport, readSheet } from './registration-import.ts';
import { FILE_NAMES, importTemplate, invitesSheet, invoicesSheet } from './registration-sheets.ts';
import { registrationRepository } from './registration.repository.ts';
import type { TRegistrationServices } from './registration.routes.ts';

const ZColumnsQuery = ZMeetingQuery.extend({ columns: z.string().max(2000) });
const MOBILE = /^1[3-9]\d{9}$/;

type TServices = TRegistrationServices & { enrolment: TEnrolmentService };

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

/** Someone signed the same mobile up between the check and the write. */
const takenMobile = (error: unknown) => {
  const detail = (error as { cause?: { detail?: string }; detail?: string }).cause?.detail;
  return /\(meeting_id, mobile\)=\(\d+, (\d+)\)/.exec(detail ?? '')?.[1] ?? '';
};

/**
 * The console's spreadsheets (attendee export and import, invitation codes, invoice requests): plain
 * GET links a browser follows, plus the import upload. Each checks the caller runs the meeting.
 */
export const registerRegistrationDownloads = async (app: FastifyInstance, db: TDb, s: TServices) => {
  const caller = (request: FastifyRequest) => meetingCaller(app, request);
  const sendXlsx = (reply: FastifyReply, fileName: string, content: Buffer) =>
    attachment(reply, `${fileName}.xlsx`).type(XLSX_TYPE).send(content);

  const exportRegistrations = async (
    request: FastifyRequest,
    reply: FastifyReply,
    choose: (all: ReturnType<typeof exportColumns>) => string[],
  ) => {
    const { meetingId, user, locale } = await caller(request);
    // Authorised before the first byte: once streaming, an error can only cut the file short.
    await s.attendees.usage(user, meetingId, locale);
    const all = exportColumns(await s.attendees.fieldsOf(meetingId), locale);
    const columns = choose(all).map((key) => all.get(key)!);
    const name = FILE_NAMES.registrations[locale];
    const stream = streamSheet(
      name,
      columns,
      chunksById((afterId, size) => registrationRepository.chunk(db, meetingId, afterId, size)),
      (error) => request.log.error({ err: error, meetingId }, 'registration export failed'),
    );
    return attachment(reply, `${name}-${meetingId}.xlsx`).type(XLSX_TYPE).send(stream);
  };

  app.get('/apis/meeting/auth/meeting/register/export', { schema: { hide: true } }, (request, reply) =>
    exportRegistrations(request, reply, (all) => [...all.keys()]),
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
      return exportRegistrations(request, reply, (all) => {
        if (keys.length === 0 || !keys.every((key) => all.has(key)))
          throw invalid('field.invalid', 'columns');
        return keys;
      });
    },
  );

  app.get(
    '/apis/meeting/auth/meeting/register/import/template',
    { schema: { hide: true } },
    async (request, reply) => {
      const { meetingId, user, locale } = await caller(request);
      const settings = await s.enrolment.settings(user, meetingId);
      const fields = await s.attendees.fieldsOf(meetingId);
      return sendXlsx(
        reply,
        `${FILE_NAMES.template[locale]}-${meetingId}`,
        await importTemplate(fields, settings.types, locale),
      );
    },
  );

  const importSheet = async (
    user: TSessionUser,
    meetingId: number,
    content: Buffer,
    locale: TLocale,
  ): Promise<TImportResult> => {
    const fields = await s.attendees.fieldsOf(meetingId);
    const sheet = await readSheet(content, fields);
    const mobiles = sheet.map((row) => row.values.get('mobile') ?? '').filter((m) => MOBILE.test(m));
    const [types, live] = await Promise.all([
      enrolmentRepository.types(db, meetingId),
      registrationRepository.holders(db, meetingId, mobiles),
    ]);
    const plan = planImport(sheet, fields, types, new Set(live.map((holder) => holder.mobile)), locale);
    if (plan.errors.length) return { imported: 0, errors: plan.errors };
    try {
      // One transaction: the type quotas are checked under their locks, and a refusal writes nothing.
      await db.transaction((tx) =>
        s.attendees.registerOffline(tx, user.userId, meetingId, plan.rows, 'import'),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('enrol.alreadyRegistered', { mobile: takenMobile(error) });
      throw error;
    }
    await registrationRepository.saveUnits(
      db,
      plan.rows.map((row) => row.attendee.unit),
    );
    return { imported: plan.rows.length, errors: [] };
  };

  // Fastify has no per-route request timeout; the server sets none (requestTimeout and
  // connectionTimeout are 0), so an import may run as long as the client waits (IMPORT_TIMEOUT_MS).
  await app.register(async (scope) => {
    // Multipart parsing exists only here: every other call stays JSON.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, parts: 11 },
    });
    scope.post('/apis/meeting/auth/meeting/register/import', { schema: { hide: true } }, async (request) => {
      const { meetingId, user, locale } = await caller(request);
      await s.attendees.usage(user, meetingId, locale);
      const result = await importSheet(user, meetingId, await uploadedXlsx(request), locale);
      const msg = result.errors.length
        ? translate('enrol.checkComplete', locale)
        : translate('import.done', locale, { count: result.imported });
      return { code: Code.OK, msg, data: result };
    });
  });

  app.get(
    '/apis/meeting/auth/meeting/invite/code/export',
    { schema: { hide: true } },
    async (request, reply) => {
      const { meetingId, user, locale } = await caller(request);
      const codes = await s.enrolment.allInvites(user, meetingId);
      const { types } = await s.enrolment.settings(user, meetingId);
      return sendXlsx(
        reply,
        `${FILE_NAMES.invites[locale]}-${meetingId}`,
        await invitesSheet(codes, types, locale),
      );
    },
  );

  app.get('/apis/meeting/auth/meeting/invoice/export', { schema: { hide: true } }, async (request, reply) => {
    const { meetingId, user, locale } = await caller(request);
    const invoices = await s.invoices.all(user, meetingId);
    return sendXlsx(
      reply,
      `${FILE_NAMES.invoices[locale]}-${meetingId}`,
      await invoicesSheet(invoices, locale),
    );
  });
};
