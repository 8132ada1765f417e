import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE, TOKEN_TTL_MS } from '@huitang/contracts';

export const setTokenCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  cookieDomain: string | undefined,
) => {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: TOKEN_TTL_MS / 1000,
    ...(cookieDomain ? { domain: cookieDomain } : {}),
  });
};

export const clearTokenCookie = (reply: FastifyReply, cookieDomain: string | undefined) => {
  reply.clearCookie(TOKEN_COOKIE, { path: '/', ...(cookieDomain ? { domain: cookieDomain } : {}) });
};
