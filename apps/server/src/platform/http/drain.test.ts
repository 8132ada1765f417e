import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { callOwnRoute } from './drain.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stop (SIGTERM, a deploy) arrives while a page is being drawn: its loaders' calls to the API made
 * after that moment are answered, and the request in flight finishes, before the server closes. With
 * `app.inject` they were refused (FST_ERR_REOPENED_CLOSE_SERVER), and the page answered 500.
 */
it('answers the calls a page in flight makes while the server drains for a stop', async () => {
  const { token } = await t.registerUser();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Holds the request below inside its handler: the sessions it reads are locked.
  const locker = new pg.Client({ connectionString: t.databaseUrl });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table sessions in access exclusive mode');
  const inFlight = fetch(`${address}/apis/user/auth/user/ext/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: '{}',
  });
  // Awaited below, after the stop; until then a failure is kept, not thrown unhandled.
  inFlight.catch(() => undefined);
  await pause(300);
  const closing = t.app.close();
  let closed = false;
  void closing.then(() => (closed = true));
  await pause(100);
  await locker.query('commit');
  await locker.end();

  const call = await callOwnRoute(t.app, {
    method: 'POST',
    url: '/apis/user/auth/user/ext/view',
    headers: { token },
    payload: {},
  });
  expect(call.statusCode).toBe(200);
  expect(call.json<{ code: number }>().code).toBe(200);
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(((await response.json()) as { code: number }).code).toBe(200);
  await closing;
  expect(closed).toBe(true);
});
