import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Code, TOKEN_COOKIE, TOKEN_TTL_MS } from '@huitang/contracts';
import { AppError } from '../http/errors.ts';
import type { TDb } from '../db/client.ts';
import { createWriteBatch } from '../db/write-batch.ts';
import { keepReadsFor, type TRenderReads } from './render-reads.ts';
import type { TSessionCache } from './session-cache.ts';
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

/**
 * The header by which a page render's calls (web.plugin.ts, through app.inject) say they belong to one
 * render. Its value is a random key the render holds for as long as it runs: a caller from outside
 * cannot guess one, and an unknown key counts for nothing.
 */
export const RENDER_HEADER = 'x-huitang-render';

export interface TAuthenticator {
  (request: FastifyRequest): Promise<TSessionUser>;
  /**
   * A page's loaders make several calls with the visitor's token; within one render the session is
   * looked up once and shared. Send `header` with each call and `release()` when the render is done.
   */
  shareWithinRender(): {
    header: Record<string, string>;
    release: () => void;
    /** The render's session by its token, for what the render reads in-process (web/own-reads.ts). */
    session: (token: string) => Promise<TSessionUser>;
    /**
     * Drops what the render's calls have read (render-reads.ts): called once a call that writes is
     * done, so what the render reads next is read after the change.
     */
    forget: () => void;
  };
}

/**
 * Sessions this process wrote last-seen for in the last TOUCH_AFTER_SECONDS: a burst of calls of one
 * session (a candidate saving seven answers at once) all read it as stale, and each would write the
 * same row again, one waiting for the other's lock. The oldest go first when it is full.
 */
const TOUCHES_KEPT = 10_000;

export const createAuthenticator = (db: TDb, sessions: TSessionCache): TAuthenticator => {
  const touchedAt = new Map<number, number>();
  // The sessions that went stale together (a rush's candidates, a minute after their last write)
  // are written together: one statement while another is in flight, not one each.
  const write = createWriteBatch<number, void>(async (sessionIds) => {
    await sessionRepository.touch(db, sessionIds);
    return sessionIds.map(() => undefined);
  });
  /** Writes last-seen unless this process did in the last minute; answers when it was last written. */
  const touch = async (sessionId: number): Promise<number> => {
    const at = touchedAt.get(sessionId);
    if (at !== undefined && Date.now() - at < TOUCH_AFTER_SECONDS * 1000) return at;
    touchedAt.delete(sessionId);
    if (touchedAt.size >= TOUCHES_KEPT) touchedAt.delete(touchedAt.keys().next().value!);
    const now = Date.now();
    touchedAt.set(sessionId, now);
    await write(sessionId);
    return now;
  };
  interface TRender {
    session?: Promise<TSessionUser>;
    reads: TRenderReads;
  }
  const renders = new Map<string, TRender>();
  /** The render's one session user, which carries what the render has read (render-reads.ts). */
  const sessionOfRender = (render: TRender, lookup: () => Promise<TSessionUser>) =>
    (render.session ??= lookup().then((user) => keepReadsFor(user, render.reads)));
  const authenticate = async (request: FastifyRequest): Promise<TSessionUser> => {
    const render = renders.get(headerValue(request.headers[RENDER_HEADER]) ?? '');
    if (!render) return lookUp(request);
    return sessionOfRender(render, () => lookUp(request));
  };
  const lookUp = async (request: FastifyRequest): Promise<TSessionUser> => {
    const headerToken = headerValue(request.headers.token);
    const cookieToken = request.cookies[TOKEN_COOKIE];
    const token = headerToken ?? cookieToken;
    if (!token) throw new AppError(Code.NOT_LOGGED_IN, 'auth.required');
    if (!headerToken && request.method !== 'GET' && !isSameSite(request)) {
      throw new AppError(Code.FORBIDDEN, 'auth.csrf');
    }
    return sessionOf(token);
  };
  const sessionOf = async (token: string): Promise<TSessionUser> => {
    const tokenHash = hashToken(token);
    const session = await sessions.find(tokenHash);
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
    if (session.idleSeconds > TOUCH_AFTER_SECONDS) {
      sessions.seen(tokenHash, await touch(session.sessionId));
    }
    return {
      sessionId: session.sessionId,
      userId: session.userId,
      userNo: session.userNo,
      mobile: session.mobile,
      userType: session.userType,
      isAdmin: session.isAdmin,
    };
  };
  return Object.assign(authenticate, {
    shareWithinRender() {
      const key = randomBytes(16).toString('base64url');
      const render: TRender = { reads: new Map() };
      renders.set(key, render);
      return {
        header: { [RENDER_HEADER]: key },
        release: () => void renders.delete(key),
        // A render's calls all carry the visitor's one token in the header: the same lookup.
        session: (token: string) => sessionOfRender(render, () => sessionOf(token)),
        forget: () => render.reads.clear(),
      };
    },
  });
};
