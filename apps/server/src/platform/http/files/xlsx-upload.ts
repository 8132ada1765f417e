import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { z } from 'zod';
import { Code, translate, uploads, type TLocale, type TUploadPath } from '@huitang/contracts';
import type { TSessionUser } from '../../auth/authenticate.ts';
import { parse } from '../download.ts';
import { AppError, invalid } from '../errors.ts';
import { localeOf } from '../locale.ts';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** An .xlsx by name and by content: every xlsx is a zip, and every zip starts with "PK". */
export const isXlsx = (fileName: string, content: Buffer) =>
  /\.xlsx$/i.test(fileName) && content.length > 4 && content[0] === 0x50 && content[1] === 0x4b;

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

type TQuery<P extends TUploadPath> = z.output<(typeof uploads)[P]>;

interface TXlsxUpload<P extends TUploadPath> {
  /** Refuses a caller who may not import here, before the upload is read: a stranger's file is never parsed. */
  authorize: (user: TSessionUser, query: TQuery<P>, locale: TLocale) => Promise<unknown>;
  /** Reads the sheet and answers the envelope's message and data. */
  read: (
    user: TSessionUser,
    query: TQuery<P>,
    content: Buffer,
    locale: TLocale,
  ) => Promise<{ msg: string; data: unknown }>;
}

/**
 * Registers an xlsx import of the contract (`uploads`): one multipart file, the query parsed by the
 * contract. Multipart parsing exists only in these scopes: every other call stays JSON. Fastify has no
 * per-route request timeout and the server sets none, so an import may run as long as the client waits.
 */
export const xlsxUploadRoute = async <P extends TUploadPath>(
  app: FastifyInstance,
  path: P,
  handler: TXlsxUpload<P>,
) =>
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, parts: 11 },
    });
    scope.post(`/apis${path}`, { schema: { hide: true } }, async (request) => {
      const query = parse(uploads[path], request.query) as TQuery<P>;
      const user = await app.authenticate(request);
      const locale = localeOf(request);
      await handler.authorize(user, query, locale);
      const { msg, data } = await handler.read(user, query, await uploadedXlsx(request), locale);
      return { code: Code.OK, msg, data };
    });
  });

/** An import's envelope: the rows it refused when any (then nothing was imported), else what it did. */
export const importReply = <T extends { errors: unknown[] }>(
  result: T,
  locale: TLocale,
  done: () => string,
) => ({
  msg: result.errors.length ? translate('signUp.checkComplete', locale) : done(),
  data: result,
});
