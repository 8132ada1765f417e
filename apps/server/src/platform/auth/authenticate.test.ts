import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { RENDER_HEADER } from './authenticate.ts';

describe('the calls of one page render', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('look the visitor’s session up once, and a key nobody holds counts for nothing', async () => {
    const { token } = await t.registerUser();
    const lookups = vi.spyOn(t.app.sessions, 'find');
    const render = t.app.authenticate.shareWithinRender();
    const [user, unread, again] = await Promise.all([
      t.call('/user/auth/user/ext/view', {}, { token, headers: render.header }),
      t.call('/user/auth/msg/num', {}, { token, headers: render.header }),
      t.call('/user/auth/user/ext/view', {}, { token, headers: render.header }),
    ]);
    expect([user.code, unread.code, again.code]).toEqual([Code.OK, Code.OK, Code.OK]);
    expect(lookups).toHaveBeenCalledTimes(1);

    // Once the render is over its key is nobody's: each call looks the session up itself again.
    render.release();
    await t.call('/user/auth/user/ext/view', {}, { token, headers: render.header });
    expect(lookups).toHaveBeenCalledTimes(2);

    // A guessed key does not let a refused token through.
    const other = t.app.authenticate.shareWithinRender();
    await t.call('/user/auth/user/ext/view', {}, { token, headers: other.header });
    const forged = await t.call(
      '/user/auth/user/ext/view',
      {},
      { token: 'not-a-token', headers: { [RENDER_HEADER]: 'guess' } },
    );
    expect(forged.code).toBe(Code.TOKEN_INVALID);
    other.release();
  });
});
