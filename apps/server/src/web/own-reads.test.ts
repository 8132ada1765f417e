import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

const READS = ['/user/auth/user/ext/view', '/user/auth/msg/num'] as const;

describe('the visitor’s own reads a page render makes in the process', () => {
  let t: TTestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(() => t.close());

  /** What the route sends for this call, token and language: the answer to match byte for byte. */
  const routeAnswer = async (path: string, token: string, locale: TLocale, body: object = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/apis${path}`,
        payload: body,
        headers: { language: locale, token },
      })
    ).payload;

  const ownAnswer = async (path: string, token: string, locale: TLocale, body: object = {}) => {
    const render = t.app.authenticate.shareWithinRender();
    try {
      return await t.app.ownReads.answer(path, body, locale, () => render.session(token));
    } finally {
      render.release();
    }
  };

  it('answers as the route does: a visitor, their unread count, a refused token, a login elsewhere', async () => {
    const { mobile, token } = await t.registerUser();
    const tokens = { good: token, unknown: 'not-a-token', replaced: '' };
    // The same person signing in again on the same kind of client ends the first session (304).
    tokens.replaced = tokens.good;
    tokens.good = await t.login(mobile, 'secret12');
    for (const path of READS) {
      for (const locale of ['zh', 'en'] as const) {
        for (const [state, value] of Object.entries(tokens)) {
          const own = await ownAnswer(path, value, locale);
          expect({ path, locale, state, answer: own }).toEqual({
            path,
            locale,
            state,
            answer: await routeAnswer(path, value, locale),
          });
        }
      }
    }
    expect(JSON.parse((await ownAnswer(READS[0], tokens.good, 'zh'))!)).toMatchObject({
      code: 200,
      data: { mobile },
    });
    expect(JSON.parse((await ownAnswer(READS[0], tokens.replaced, 'en'))!)).toMatchObject({ code: 304 });
  });

  it('answers the console’s reads as their routes do: to the organiser, to a lecturer, to a stranger', async () => {
    // The demo organiser runs meeting 1 (its registrations and settings); the demo lecturer has courses.
    const organiser = await t.login('13800000007');
    const lecturer = await t.login('13800000005');
    const stranger = (await t.registerUser()).token;
    const meetingId = 1;
    const consoleReads: [string, object][] = [
      ['/meeting/auth/meeting/info/view', { id: meetingId }],
      ['/meeting/auth/meeting/info/list', { pageCurrent: 1, pageSize: 10 }],
      ['/user/auth/org/mine', {}],
      ['/meeting/auth/meeting/register/list', { meetingId, pageCurrent: 1, pageSize: 20 }],
      ['/meeting/auth/meeting/register/list', { meetingId, pageCurrent: 9, pageSize: 20, keyword: '陈' }],
      ['/meeting/auth/meeting/register/summary', { meetingId }],
      ['/meeting/auth/meeting/enroll/get', { meetingId, hotels: false }],
      ['/course/auth/course/list', { kind: 'vod', pageCurrent: 1, pageSize: 10 }],
    ];
    const answers: string[] = [];
    for (const [path, body] of consoleReads) {
      for (const token of [organiser, lecturer, stranger]) {
        for (const locale of ['zh', 'en'] as const) {
          const own = await ownAnswer(path, token, locale, body);
          expect({ path, body, answer: own }).toEqual({
            path,
            body,
            answer: await routeAnswer(path, token, locale, body),
          });
          answers.push(own!);
        }
      }
    }
    // They were answered, not all refused: the organiser sees meeting 1's registrations, a stranger
    // is refused it.
    const registrations = (token: string) =>
      ownAnswer('/meeting/auth/meeting/register/list', token, 'zh', {
        meetingId,
        pageCurrent: 1,
        pageSize: 20,
      });
    expect(JSON.parse((await registrations(organiser))!)).toMatchObject({
      code: 200,
      data: { totalCount: 1 },
    });
    expect(JSON.parse((await registrations(stranger))!)).not.toMatchObject({ code: 200 });
  });

  it('looks the session up once for both reads of a render', async () => {
    const { token } = await t.registerUser();
    const lookups = vi.spyOn(t.app.sessions, 'find');
    const render = t.app.authenticate.shareWithinRender();
    const session = () => render.session(token);
    await Promise.all(READS.map(async (path) => t.app.ownReads.answer(path, {}, 'zh', session)));
    render.release();
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it('leaves any other call, or a body the contract refuses, to the routes', async () => {
    const { token } = await t.registerUser();
    const render = t.app.authenticate.shareWithinRender();
    const session = () => render.session(token);
    expect(t.app.ownReads.answer('/user/auth/msg/list', {}, 'zh', session)).toBeUndefined();
    expect(t.app.ownReads.answer('/user/auth/msg/num', [1], 'zh', session)).toBeUndefined();
    render.release();
  });
});
