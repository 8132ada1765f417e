import { afterAll, beforeAll, expect, it } from 'vitest';
import { calls, links, uploads } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

/**
 * Routes that answer someone other than our clients, in that someone's format: the payment
 * gateways' notices (signed by Alipay / WeChat Pay), WeChat's sign-in redirect back (a browser
 * navigation answered with a redirect) and the OpenAPI document of the contract itself.
 */
const OUTSIDE_THE_CONTRACT = [
  'POST /apis/pay/notify/:provider/:orderNo',
  'GET /apis/user/api/user/social/callback',
  'GET /apis/openapi.json',
];

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every `/apis` route the server registered, as "METHOD /path" (HEAD twins of GETs left out), read
 * from Fastify's route tree: a child line holds only what it adds to its parent's path.
 */
const registeredRoutes = () => {
  const pathAt: string[] = [];
  return t.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const found = /^([\s│]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!found) return [];
      const depth = found[1]!.length / 4;
      const path = (pathAt[depth - 1] ?? '') + found[2]!;
      pathAt[depth] = path;
      if (!found[3] || !path.startsWith('/apis/')) return [];
      return found[3]
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${path}`);
    });
};

it('registers every route of the contract and none outside it', () => {
  const contract = [
    ...Object.keys(calls).map((path) => `POST /apis${path}`),
    ...Object.keys(links).map((path) => `GET /apis${path}`),
    ...Object.keys(uploads).map((path) => `POST /apis${path}`),
    ...OUTSIDE_THE_CONTRACT,
  ].sort();
  expect([...new Set(registeredRoutes())].sort()).toEqual(contract);
});
