import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { registerErrorHandling } from './error-handler.ts';

/**
 * A write that names a row which is not there, or deletes one others still point at, is answered
 * as the caller's mistake in their language, never as a 500: the safety net behind the services'
 * own checks (a race with a delete, a check someone forgot). Real PostgreSQL errors, from a route
 * that writes without checking.
 */
type TEnvelope = { code: number; msg: string; data: { field: string; message: string }[] };

let t: TTestApp;
let app: FastifyInstance;
let meetingId: number;

beforeAll(async () => {
  t = await createTestApp();
  const organiser = await t.login('13800000003');
  const meetings = await t.call('/meeting/auth/meeting/info/list', {}, { token: organiser });
  meetingId = meetings.data.list[0]!.id;
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  // Mutes a user, unchecked: the id may name nobody.
  app.post('/mute', async (request) => {
    const { userId } = request.body as { userId: number };
    await t.db.$client.query('insert into live_mutes (meeting_id, user_id) values ($1, $2)', [
      meetingId,
      userId,
    ]);
    return { code: 200 };
  });
  // Deletes a person, unchecked: the meetings they created still point at them.
  app.post('/remove-organiser', async () => {
    await t.db.$client.query("delete from users where mobile = '13800000003'");
    return { code: 200 };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('a foreign-key violation', () => {
  it('of a write naming a row that is not there is 601, naming the field, in zh and en', async () => {
    const zh = await app.inject({ method: 'POST', url: '/mute', payload: { userId: 2_000_000_000 } });
    expect(zh.statusCode).toBe(422);
    expect(zh.json<TEnvelope>()).toMatchObject({
      code: 601,
      data: [{ field: 'userId', message: '用户编号指向的内容不存在或已被删除' }],
    });
    const en = await app.inject({
      method: 'POST',
      url: '/mute',
      payload: { userId: 2_000_000_000 },
      headers: { language: 'en' },
    });
    expect(en.json<TEnvelope>().data[0]!.message).toContain('does not exist');
  });

  it('of a delete that others still point at is 602, "still in use"', async () => {
    const reply = await app.inject({ method: 'POST', url: '/remove-organiser' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 602, msg: '仍有其他内容在使用它，无法删除' });
  });
});
