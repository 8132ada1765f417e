import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

// Two instances on one database, as behind a load balancer with no sticky sessions.
let first: TTestApp;
let second: TTestApp;
beforeAll(async () => {
  first = await createTestApp({ signInRateLimitPerMinute: 4 });
  second = await first.another();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

// A call the limit counts before it reads the (here malformed) body: 601 until the limit, 602 past it.
const signIn = (app: TTestApp, remoteAddress: string) =>
  app.call('/user/api/user/send/code', { mobile: '1' }, { remoteAddress });

describe('the per-address limit across instances', () => {
  it('counts an address once whichever instance it reaches: past the limit on both together, refused', async () => {
    const codes = [];
    for (const app of [first, second, first, second]) codes.push((await signIn(app, '203.0.113.9')).code);
    // Each instance saw two of the four.
    expect(codes).toEqual([601, 601, 601, 601]);
    const fifth = await signIn(first, '203.0.113.9');
    expect([fifth.code, fifth.msg]).toEqual([602, expect.stringMatching(/请\d+秒后再试/) as unknown]);
    expect((await signIn(second, '203.0.113.9')).code).toBe(602);
    // Another address has its own window.
    expect((await signIn(second, '203.0.113.10')).code).toBe(601);
  });

  it('gives an address a fresh window once its window ended', async () => {
    const client = first.db.$client;
    await client.query(`update address_hits set reset_at = now() where bucket = 'sign-in'`);
    expect((await signIn(second, '203.0.113.9')).code).toBe(601);
    const { rows } = await client.query<{ address: string; hits: number }>(
      `select address, hits from address_hits where bucket = 'sign-in' order by address`,
    );
    expect(rows).toEqual([
      { address: '203.0.113.10', hits: 1 },
      { address: '203.0.113.9', hits: 1 },
    ]);
  });
});
