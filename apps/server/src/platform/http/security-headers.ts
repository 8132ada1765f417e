import type { FastifyInstance } from 'fastify';

const contentSecurityPolicy = [
  "default-src 'self'",
  // Server rendering hands its state to the browser in inline scripts.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "connect-src 'self' https: http: ws: wss:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The headers @fastify/helmet would send, computed once. Helmet rebuilds them on every request,
 * which cost website/get about a third of its throughput when measured (bench/RESULTS.md).
 */
const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  // Same-origin calls keep their Referer, which the CSRF check may read when Origin is absent.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

export const registerSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
};
