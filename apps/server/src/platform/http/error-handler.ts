import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  Code,
  fieldLabel,
  httpStatusOf,
  isMessageKey,
  translate,
  type TCode,
  type TLocale,
  type TMessageKey,
} from '@huitang/contracts';
import { foreignKeyViolationOf } from '../db/errors.ts';
import { AppError, conflict, invalid } from './errors.ts';
import { localeOf } from './locale.ts';

interface TFieldIssue {
  field: string;
  message: string;
}

export const sendEnvelope = (reply: FastifyReply, code: TCode, msg: string, data: unknown) =>
  reply.status(httpStatusOf[code]).send({ code, msg, data });

interface TZodIssueLike {
  message: string;
  /** The zod issue's code (fastify-type-provider-zod 7 names it keyword). */
  keyword?: string;
  instancePath?: string;
  params?: {
    issue?: { path?: PropertyKey[]; code?: string; input?: unknown; maximum?: unknown };
    /** fastify-type-provider-zod 7 spreads the zod issue's own fields here. */
    maximum?: unknown;
  };
}

/** The value at `path` of what the caller sent, or undefined when it sent none. */
const valueAt = (body: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );

/** Labels are written as they read mid-sentence ("mobile number"); a message that opens with one starts upper case. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Turns one schema issue into a sentence naming the field, in the caller's language: "please enter"
 * for a field left out, "at most N characters" for one too long, "not valid" otherwise.
 */
const describeIssue = (issue: TZodIssueLike, locale: TLocale, body: unknown): TFieldIssue => {
  const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
  const field = path.map(String).join('.') || 'body';
  const label = fieldLabel(String(path[path.length - 1] ?? 'body'), locale);
  const raw = issue.params?.issue;
  let key: TMessageKey = isMessageKey(issue.message)
    ? issue.message
    : path.length
      ? 'field.invalid'
      : 'body.invalid';
  const code = raw?.code ?? issue.keyword;
  const max = raw?.maximum ?? issue.params?.maximum;
  if (!isMessageKey(issue.message) && code === 'invalid_type' && valueAt(body, path) === undefined) {
    key = 'field.required';
  }
  if (!isMessageKey(issue.message) && code === 'too_big' && typeof max === 'number') {
    key = 'field.tooLong';
  }
  const maximum = typeof max === 'number' ? max : '';
  return { field, message: sentence(translate(key, locale, { field: label, max: maximum })) };
};

/** The envelope an AppError is answered with, in the caller's language. */
export const appErrorEnvelope = (error: AppError, locale: TLocale) => {
  const msg = translate(error.messageKey, locale, error.params);
  const data = Array.isArray(error.data)
    ? (error.data as TFieldIssue[]).map((issue) => ({
        field: issue.field,
        message: isMessageKey(issue.message)
          ? sentence(
              translate(issue.message, locale, { field: fieldLabel(issue.field, locale), ...error.params }),
            )
          : issue.message,
      }))
    : error.data;
  return { code: error.code, msg, data };
};

const sendAppError = (reply: FastifyReply, error: AppError, locale: TLocale) => {
  const { code, msg, data } = appErrorEnvelope(error, locale);
  return sendEnvelope(reply, code, msg, data);
};

/**
 * What the router refuses before any route runs: a path segment longer than it takes (a company name
 * past the contract's limit) or not valid percent-encoding. The caller's fault, so 601 in the
 * envelope like any other bad input, not Fastify's own reply. Passed to Fastify as `frameworkErrors`.
 */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const locale = localeOf(request);
  const callersFault = error.statusCode !== undefined && error.statusCode < 500;
  if (!callersFault) request.log.error({ err: error }, 'router error');
  void sendEnvelope(
    reply,
    callersFault ? Code.INVALID : Code.FAILURE,
    translate(callersFault ? 'url.invalid' : 'failure', locale),
    null,
  );
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((thrown: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (thrown instanceof AppError) return sendAppError(reply, thrown, locale);
    const error = thrown as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const described = error.validation.map((issue) =>
        describeIssue(issue as TZodIssueLike, locale, request.body),
      );
      // One sentence per field: the first rule it broke is the one worth telling.
      const issues = described.filter(
        (issue, index) => described.findIndex((i) => i.field === issue.field) === index,
      );
      return sendEnvelope(
        reply,
        Code.INVALID,
        issues[0]?.message ?? translate('body.invalid', locale),
        issues,
      );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendEnvelope(reply, Code.INVALID, translate('body.tooLarge', locale), null);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the caller's fault, never a 500.
      return sendEnvelope(reply, Code.INVALID, translate('body.invalid', locale), null);
    }
    const foreignKey = foreignKeyViolationOf(error);
    if (foreignKey) {
      // A write that names a row which is not there (an unknown user, a deleted place) is the
      // caller's fault, or a race with a delete: never a 500. Services check the ids whose message
      // should be specific; this answers the rest, and the warning shows where a check is missing.
      request.log.warn({ err: error }, 'foreign key violation answered as bad input');
      const answer =
        foreignKey.kind === 'missing'
          ? invalid('field.unknownReference', foreignKey.field || 'body')
          : conflict('record.inUse');
      return sendAppError(reply, answer, locale);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, Code.FAILURE, translate('failure', locale), null);
  });

  app.setNotFoundHandler((request, reply) =>
    sendEnvelope(reply, Code.NOT_FOUND, translate('route.notFound', localeOf(request)), null),
  );
};
