import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { openSignUpMeeting } from '../../../test/fixtures/sign-up-fixture.ts';

/** The calls attendsignup's loaders make in one render (the layout's meeting, rows, summary, settings). */
const CONSOLE_READS = [
  ['/meeting/auth/meeting/info/view', (meetingId: number) => ({ id: meetingId })],
  ['/meeting/auth/meeting/register/list', (meetingId: number) => ({ meetingId })],
  ['/meeting/auth/meeting/register/summary', (meetingId: number) => ({ meetingId })],
  ['/meeting/auth/meeting/enroll/get', (meetingId: number) => ({ meetingId })],
] as const;

describe('the reads a page render’s console calls share', () => {
  let t: TTestApp;
  let organiser: string;
  let stranger: string;
  let meetingId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
    meetingId = await openSignUpMeeting(t, organiser);
  });
  afterAll(() => t.close());

  /** The SQL text of every statement sent while `run` runs. */
  const statementsOf = async (run: () => Promise<unknown>) => {
    const query = vi.spyOn(t.db.$client, 'query');
    try {
      await run();
      return query.mock.calls.map(([config]) =>
        typeof config === 'string' ? config : (config as { text: string }).text,
      );
    } finally {
      query.mockRestore();
    }
  };

  /** The console calls of one render of attendsignup, as `token`: their codes. */
  const render = async (token: string) => {
    const shared = t.app.authenticate.shareWithinRender();
    try {
      return await Promise.all(
        CONSOLE_READS.map(
          async ([path, body]) =>
            (await t.call(path, body(meetingId), { token, headers: shared.header })).code,
        ),
      );
    } finally {
      shared.release();
    }
  };

  it('checks the organiser’s right to the meeting once per render, and reads its settings once', async () => {
    let codes: number[] = [];
    const statements = await statementsOf(async () => void (codes = await render(organiser)));
    expect(codes).toEqual([200, 200, 200, 200]);
    const count = (pattern: RegExp) => statements.filter((text) => pattern.test(text)).length;
    expect({
      // The meeting with its category and institution (meeting_card_by_id), as authorisation reads it.
      meeting: count(/from "meetings" left join "meeting_categories"/),
      role: count(/"org_members"/),
      // The settings with the types and their places taken, which the summary shows too.
      settings: count(/"enrol_settings"/),
      // The page of registrations carries its count: none is asked apart.
      listCount: count(/^select \(select count\(\*\)::int from "registrations"/),
    }).toEqual({ meeting: 1, role: 1, settings: 1, listCount: 0 });
    // Calls from outside a render check it each time.
    const single = await statementsOf(() =>
      t.call('/meeting/auth/meeting/register/summary', { meetingId }, { token: organiser }),
    );
    expect(single.filter((text) => /"org_members"/.test(text))).toHaveLength(1);
  });

  it('reads the organiser’s organisations once for the meeting list and its menu', async () => {
    const shared = t.app.authenticate.shareWithinRender();
    const as = { token: organiser, headers: shared.header };
    try {
      const statements = await statementsOf(async () => {
        const [page, mine] = await Promise.all([
          t.call('/meeting/auth/meeting/info/list', { pageCurrent: 1, pageSize: 10 }, as),
          t.call('/user/auth/org/mine', {}, as),
        ]);
        expect([page.code, mine.code, page.data.totalCount > 0, mine.data.length]).toEqual([
          200,
          200,
          true,
          1,
        ]);
      });
      expect(statements.filter((text) => /"org_members"/.test(text))).toHaveLength(1);
    } finally {
      shared.release();
    }
  });

  it('reads the question bank’s categories once for its list and its questions', async () => {
    const shared = t.app.authenticate.shareWithinRender();
    const as = { token: organiser, headers: shared.header };
    try {
      const statements = await statementsOf(async () => {
        const codes = await Promise.all([
          t.call('/exam/auth/category/list', {}, as),
          t.call('/exam/auth/subject/list', { pageCurrent: 1, pageSize: 20 }, as),
        ]);
        expect(codes.map((reply) => reply.code)).toEqual([200, 200]);
      });
      expect(statements.filter((text) => /from "exam_categories"/.test(text))).toHaveLength(1);
    } finally {
      shared.release();
    }
  });

  it('refuses another organisation’s organiser in every call of their render', async () => {
    expect(await render(organiser)).toEqual([200, 200, 200, 200]);
    expect(await render(stranger)).toEqual([306, 306, 306, 306]);
  });

  it('reads the meeting afresh after a change made within the render', async () => {
    const shared = t.app.authenticate.shareWithinRender();
    const as = { token: organiser, headers: shared.header };
    try {
      const before = await t.call('/meeting/auth/meeting/info/view', { id: meetingId }, as);
      const renamed = `${before.data.meetingName}（改）`;
      const saved = await t.call(
        '/meeting/auth/meeting/info/update',
        { ...before.data, meetingName: renamed },
        as,
      );
      expect(saved.code, saved.msg).toBe(200);
      shared.forget();
      const after = await t.call('/meeting/auth/meeting/info/view', { id: meetingId }, as);
      expect(after.data.meetingName).toBe(renamed);
    } finally {
      shared.release();
    }
  });
});
