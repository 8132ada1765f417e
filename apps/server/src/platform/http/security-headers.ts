import type { FastifyInstance } from 'fastify';

/** The site's policy with these script sources (a page's nonce, or its inline scripts' hashes). */
export const policyWithScriptSources = (scriptSources: string) =>
  [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    // antd (cssinjs) writes its styles into <style> tags as components render; styles cannot run code.
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

/** API answers and files: no inline script at all. */
const contentSecurityPolicy = policyWithScriptSources("'self'");

/**
 * A rendered page hands its state to the browser in inline scripts: only those carrying this
 * request's nonce run, so markup that slipped through escaping cannot (decision 013).
 */
export const pageContentSecurityPolicy = (nonce: string) =>
  policyWithScriptSources(`'self' 'nonce-${nonce}'`);

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
