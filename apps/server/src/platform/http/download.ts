import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, findUnsafeText, links, translate, type TLinkPath, type TLocale } from '@huitang/contracts';
import { AppError } from './errors.ts';
import { localeOf } from './locale.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The query read by `schema`, or 601 naming the first field it refused. */
export const parse = <T extends z.ZodType>(schema: T, query: unknown): z.output<T> => {
  const broken = findUnsafeText(query);
  if (broken) {
    const field = String(broken[0] ?? 'query');
    throw new AppError(Code.INVALID, 'field.badCharacters', { field }, [
      { field, message: 'field.badCharacters' },
    ]);
  }
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'id');
    throw new AppError(Code.INVALID, 'field.invalid', { field }, [{ field, message: 'field.invalid' }]);
  }
  return parsed.data;
};

/** A download's file name, readable by browsers in any language (RFC 6266 filename*). */
export const attachment = (reply: FastifyReply, fileName: string) =>
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);

interface TLinkInput<P extends TLinkPath> {
  query: z.output<(typeof links)[P]['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
  locale: TLocale;
}

/**
 * Registers a GET link of the contract (`links`): its query (and `:name` path segments) parsed by the
 * contract's schema, 601 otherwise. A JSON link's handler returns the data, wrapped in the envelope
 * here; a download's handler sends the file itself.
 */
export const linkRoute = <P extends TLinkPath>(
  app: FastifyInstance,
  path: P,
  handler: (input: TLinkInput<P>) => Promise<unknown>,
  options: { preValidation?: (request: FastifyRequest) => Promise<void> } = {},
) =>
  app.get(
    `/apis${path}`,
    { schema: { hide: true }, ...(options.preValidation ? { preValidation: options.preValidation } : {}) },
    async (request, reply) => {
      const input = { ...(request.query as object), ...(request.params as object) };
      const query = parse(links[path].query, input) as TLinkInput<P>['query'];
      const locale = localeOf(request);
      const result = await handler({ query, request, reply, locale });
      return links[path].answer === 'json'
        ? { code: Code.OK, msg: translate('ok', locale), data: result }
        : result;
    },
  );

/** Sends a spreadsheet (bytes or a stream) as `<fileName>.xlsx`. */
export const sendXlsx = (reply: FastifyReply, fileName: string, content: Buffer | NodeJS.ReadableStream) =>
  attachment(reply, `${fileName}.xlsx`).type(XLSX_TYPE).send(content);
