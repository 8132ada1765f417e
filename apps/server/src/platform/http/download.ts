import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, ZId, findUnsafeText } from '@huitang/contracts';
import { AppError } from './errors.ts';
import { localeOf } from './locale.ts';

/** Downloads are plain GET links a browser follows: their input is the query string, not a JSON body. */
export const ZMeetingQuery = z.object({ meetingId: ZId });
export const ZIdQuery = z.object({ id: ZId });

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

/** Who asks for a meeting's download, in which language, about which meeting; services refuse a stranger (306). */
export const meetingCaller = async (app: FastifyInstance, request: FastifyRequest) => {
  const { meetingId } = parse(ZMeetingQuery, request.query);
  const user = await app.authenticate(request);
  return { meetingId, user, locale: localeOf(request) };
};

/** Sends a spreadsheet (bytes or a stream) as `<fileName>.xlsx`. */
export const sendXlsx = (reply: FastifyReply, fileName: string, content: Buffer | NodeJS.ReadableStream) =>
  attachment(reply, `${fileName}.xlsx`).type(XLSX_TYPE).send(content);
