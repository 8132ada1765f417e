import { Code, type TCode, type TMessageKey } from '@huitang/contracts';

/** A failure a person should read: an envelope code plus a message key translated per request. */
export class AppError extends Error {
  constructor(
    readonly code: TCode,
    readonly messageKey: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const notFound = (key: TMessageKey = 'notFound') => new AppError(Code.NOT_FOUND, key);
export const invalid = (key: TMessageKey, field: string, params: Record<string, string | number> = {}) =>
  new AppError(Code.INVALID, key, params, [{ field, message: key }]);
export const conflict = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(Code.CONFLICT, key, params);
export const forbidden = () => new AppError(Code.FORBIDDEN, 'auth.forbidden');
