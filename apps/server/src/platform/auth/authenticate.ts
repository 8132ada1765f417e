import type { FastifyRequest } from 'fastify';
import { Code, TOKEN_COOKIE, TOKEN_TTL_MS } from '@huitang/contracts';
import { AppError } from '../http/errors.ts';
import type { TDb } from '../db/client.ts';
import { sessionRepository } from './session.repository.ts';
import { hashToken } from './token.ts';

export interface TSessionUser {
  sessionId: number;
  userId: number;
  userNo: string;
  mobile: string;
  userType: number;
  isAdmin: boolean;
}

const TTL_SECONDS = TOKEN_TTL_MS / 1000;
/** Writing last-seen on every call would turn each read into a write; a minute's precision is plenty. */
const TOUCH_AFTER_SECONDS = 60;

const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value || undefined;

/**
 * A cookie rides along on any request the browser makes, so a call authenticated by the cookie alone
 * must come from our own pages. Same-origin fetches carry an Origin (or Referer) naming our host.
 */
export const isSameSite = (request: FastifyRequest): boolean => {
  const source = headerValue(request.headers.origin) ?? headerValue(request.headers.referer);
  if (!source) return (request.headers['content-type'] ?? '').startsWith('application/json');
  try {
    // Both sides through URL, so an explicit default port (":80") compares equal to none.
    return new URL(source).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
};

/** Whether the request carries a token at all (else it is anonymous, with nothing to look up). */
export const carriesToken = (request: FastifyRequest) =>
  headerValue(request.headers.token) !== undefined || request.cookies[TOKEN_COOKIE] !== undefined;

export const createAuthenticator =
  (db: TDb) =>
  async (request: FastifyRequest): Promise<TSessionUser> => {
    const headerToken = headerValue(request.headers.token);
    const cookieToken = request.cookies[TOKEN_COOKIE];
    const token = headerToken ?? cookieToken;
    if (!token) throw new AppError(Code.NOT_LOGGED_IN, 'auth.required');
    if (!headerToken && request.method !== 'GET' && !isSameSite(request)) {
      throw new AppError(Code.FORBIDDEN, 'auth.csrf');
    }
    const session = await sessionRepository.findByTokenHash(db, hashToken(token));
    if (!session) throw new AppError(Code.TOKEN_INVALID, 'auth.invalid');
    if (session.endedAt) {
      throw session.endReason === 'replaced'
        ? new AppError(Code.LOGGED_IN_ELSEWHERE, 'auth.elsewhere')
        : new AppError(Code.NOT_LOGGED_IN, 'auth.expired');
    }
    if (session.idleSeconds > TTL_SECONDS) {
      await sessionRepository.end(db, session.sessionId, 'expired');
      throw new AppError(Code.NOT_LOGGED_IN, 'auth.expired');
    }
    if (session.isDisabled) {
      await sessionRepository.end(db, session.sessionId, 'logout');
      throw new AppError(Code.NOT_LOGGED_IN, 'login.disabled');
    }
    if (session.idleSeconds > TOUCH_AFTER_SECONDS) await sessionRepository.touch(db, session.sessionId);
    return {
      sessionId: session.sessionId,
      userId: session.userId,
      userNo: session.userNo,
      mobile: session.mobile,
      userType: session.userType,
      isAdmin: session.isAdmin,
    };
  };

export type TAuthenticator = ReturnType<typeof createAuthenticator>;
