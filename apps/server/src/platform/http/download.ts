import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  Code,
  findUnsafeText,
  isAuthPath,
  links,
  translate,
  type TLinkPath,
  type TLocale,
} from '@huitang/contracts';
import type { TSessionUser } from '../auth/authenticate.ts';
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

interface TLinkOptions {
  /** Runs before anything else, e.g. an address limit, before who is asking or what they sent. */
  preValidation?: (request: FastifyRequest) => Promise<void>;
}

const linkUsers = new WeakMap<FastifyRequest, TSessionUser>();

/**
 * Registers a GET link of the contract (`links`): its query (and `:name` path segments) parsed by the
 * contract's schema, 601 otherwise. A JSON link's handler returns the data, wrapped in the envelope
 * here; a download's handler sends the file itself. As with calls, an /auth/ link settles who is
 * asking before what they sent: an anonymous or expired caller gets 401 whatever the query.
 */
const registerLink = <P extends TLinkPath>(
  app: FastifyInstance,
  path: P,
  handler: (input: TLinkInput<P> & { user: TSessionUser | undefined }) => Promise<unknown>,
  options: TLinkOptions & { needsLogin: boolean },
) =>
  app.get(
    `/apis${path}`,
    {
      schema: { hide: true },
      preValidation: async (request) => {
        await options.preValidation?.(request);
        if (options.needsLogin) linkUsers.set(request, await app.authenticate(request));
      },
    },
    async (request, reply) => {
      const input = { ...(request.query as object), ...(request.params as object) };
      const query = parse(links[path].query, input) as TLinkInput<P>['query'];
      const locale = localeOf(request);
      const result = await handler({ query, request, reply, locale, user: linkUsers.get(request) });
      return links[path].answer === 'json'
        ? { code: Code.OK, msg: translate('ok', locale), data: result }
        : result;
    },
  );

/** A public GET link (/api/ path). */
export const linkRoute = <P extends TLinkPath>(
  app: FastifyInstance,
  path: P,
  handler: (input: TLinkInput<P>) => Promise<unknown>,
  options: TLinkOptions = {},
) => {
  if (isAuthPath(path)) throw new Error(`${path} is an /auth/ path: register it with authLinkRoute`);
  registerLink(app, path, handler, { ...options, needsLogin: false });
};

/** A GET link that needs a login: every /auth/ path; the handler is given the signed-in caller. */
export const authLinkRoute = <P extends TLinkPath>(
  app: FastifyInstance,
  path: P,
  handler: (input: TLinkInput<P> & { user: TSessionUser }) => Promise<unknown>,
  options: TLinkOptions = {},
) => {
  if (!isAuthPath(path)) throw new Error(`${path} is a public path: register it with linkRoute`);
  registerLink(app, path, (input) => handler({ ...input, user: input.user! }), {
    ...options,
    needsLogin: true,
  });
};

/** Sends a spreadsheet (bytes or a stream) as `<fileName>.xlsx`. */
export const sendXlsx = (reply: FastifyReply, fileName: string, content: Buffer | NodeJS.ReadableStream) =>
  attachment(reply, `${fileName}.xlsx`).type(XLSX_TYPE).send(content);
