import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttemptSheet } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../../../test/harness.ts';
import { killAndClear, startedServer } from '../../../../../test/server-process.ts';
import { openExam } from '../../../../../test/fixtures/exam-fixture.ts';

/**
 * Candidates save answers in a rush to the real server process; it is killed (SIGKILL, no goodbye)
 * in the middle and started again on the same database: every answer it acknowledged is in the
 * attempt, and nothing else but the one save each candidate had in flight at the kill.
 */

const CANDIDATES = 12;
let t: TTestApp;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-exam-restart-'));
});
afterAll(async () => {
  await killAndClear(children, dataDir);
});

/** `npm start`'s server process on the test's database, once it answers calls. */
const startServer = async () => {
  const { child, base } = await startedServer({ DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir });
  children.push(child);
  /** A call to this process; rejects when the connection fails (the process is gone). */
  const call = async (urlPath: string, body: unknown, token: string) => {
    const response = await fetch(`${base}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; data: unknown };
  };
  return { child, call };
};

describe('exam answers across a killed server', () => {
  it('keeps every acknowledged answer', async () => {
    const lecturer = await t.login('13800000005');
    const { exam } = await openExam(t, lecturer);
    const candidates = await Promise.all(
      Array.from({ length: CANDIDATES }, async () => {
        const { token } = await t.registerUser();
        const sheet = (await t.call('/exam/auth/attempt/start', { examId: exam.id }, { token })).data;
        const [, , , fill, short] = sheet.questions.map((q) => q.questionId);
        return { token, attemptId: sheet.attempt.id, fill: fill!, short: short! };
      }),
    );

    const first = await startServer();
    let acknowledged = 0;
    let dead = false;
    /** Each candidate saves one answer after another: their last acknowledged value and the one in flight. */
    const rush = candidates.map(async (candidate) => {
      const state = {
        last: new Map<number, unknown>(),
        inFlight: undefined as { questionId: number; answer: unknown } | undefined,
      };
      for (let n = 0; !dead; n++) {
        const questionId = n % 2 === 0 ? candidate.short : candidate.fill;
        const answer = questionId === candidate.short ? `第 ${n} 次作答` : [`心房${n}`, `心室${n}`];
        state.inFlight = { questionId, answer };
        const reply = await first
          .call(
            '/exam/auth/attempt/answer',
            { attemptId: candidate.attemptId, questionId, answer },
            candidate.token,
          )
          .catch(() => undefined);
        if (!reply) break;
        expect(reply.code).toBe(200);
        state.last.set(questionId, answer);
        state.inFlight = undefined;
        acknowledged++;
      }
      return state;
    });
    while (acknowledged < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    dead = true;
    const states = await Promise.all(rush);

    const second = await startServer();
    for (const [i, candidate] of candidates.entries()) {
      const { last, inFlight } = states[i]!;
      const reply = await second.call(
        '/exam/auth/attempt/view',
        { attemptId: candidate.attemptId },
        candidate.token,
      );
      const saved = new Map((reply.data as TAttemptSheet).answers.map((a) => [a.questionId, a.answer]));
      for (const questionId of [candidate.short, candidate.fill]) {
        const kept = saved.get(questionId);
        // The save in flight at the kill may or may not have been committed; anything older is lost data.
        if (inFlight?.questionId === questionId && JSON.stringify(kept) === JSON.stringify(inFlight.answer))
          continue;
        expect(kept, `attempt ${candidate.attemptId}, question ${questionId}`).toEqual(last.get(questionId));
      }
    }
    expect(acknowledged).toBeGreaterThanOrEqual(150);
  }, 90_000);
});
