import type { TChatEvent } from '@huitang/contracts';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;
let origin = '';
beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

/** A listed meeting's main hall with a channel, open to anyone or to attendees only. */
const venue = async (gate: 'open' | 'signup') => {
  const meeting = await configuredMeeting();
  const place = await t.call(
    '/meeting/auth/meeting/place/save',
    { meetingId: meeting.meetingId, name: '主会场' },
    as(organiser),
  );
  const placeId = place.data.at(-1)!.id;
  const channel = await t.call('/meeting/auth/meeting/place/create/live', { placeId }, as(organiser));
  await t.call('/meeting/auth/meeting/place/edit/live', { id: channel.data.id, gate }, as(organiser));
  return { meetingId: meeting.meetingId, placeId };
};

/** A viewer's chat connection: every event it receives, and a way to wait for the next of a kind. */
const join = async (placeId: number, token?: string, from = origin) => {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/live/chat/${placeId}`, {
    headers: { origin: from, ...(token ? { cookie: `RC_WEB_TOKEN=${token}` } : {}) },
  });
  const events: TChatEvent[] = [];
  /** Events nobody has waited for yet, in order; next() takes the first of its kind. */
  const unread: TChatEvent[] = [];
  const waiters: { type: string; resolve: (event: TChatEvent) => void }[] = [];
  let closed: number | undefined;
  socket.on('message', (data: Buffer) => {
    const event = JSON.parse(data.toString()) as TChatEvent;
    events.push(event);
    const waiter = waiters.find((w) => w.type === event.type);
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    } else unread.push(event);
  });
  socket.on('close', (code: number) => (closed = code));
  const next = <T extends TChatEvent['type']>(type: T) =>
    new Promise<Extract<TChatEvent, { type: T }>>((resolve, reject) => {
      const waiting = unread.findIndex((event) => event.type === type);
      if (waiting >= 0) return resolve(unread.splice(waiting, 1)[0] as Extract<TChatEvent, { type: T }>);
      const timer = setTimeout(() => reject(new Error(`no ${type} event`)), 5000);
      waiters.push({
        type,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event as Extract<TChatEvent, { type: T }>);
        },
      });
    });
  const say = (text: string) => socket.send(JSON.stringify({ type: 'say', text }));
  return { socket, events, next, say, closed: () => closed };
};

describe('a venue’s live chat', () => {
  it('carries lines to everyone in the room, paced, from signed-in people only', async () => {
    const { placeId } = await venue('open');
    const person = await t.registerUser();
    const talker = await join(placeId, person.token);
    const reader = await join(placeId);
    const [hello] = await Promise.all([talker.next('hello'), reader.next('hello')]);
    expect([hello.canSay, hello.canModerate, hello.muted, hello.history]).toEqual([true, false, false, []]);

    talker.say('  大家好 <b>欢迎</b>  ');
    const [heard] = await Promise.all([reader.next('said'), talker.next('said')]);
    expect(heard.message).toMatchObject({ text: '大家好 <b>欢迎</b>', userId: expect.any(Number) as number });
    talker.say('再说一句');
    expect((await talker.next('refused')).msg).toBe('发言太快了，请稍后再试');
    reader.say('我没登录');
    expect((await reader.next('refused')).msg).toBe('登录后即可参与讨论');
    talker.say('x'.repeat(201));
    expect((await talker.next('refused')).msg).toBe('发言内容须为 1 到 200 个字符');

    // Someone arriving later gets what was said.
    const late = await join(placeId);
    expect((await late.next('hello')).history.map((m) => m.text)).toEqual(['大家好 <b>欢迎</b>']);
    for (const viewer of [talker, reader, late]) viewer.socket.close();
  });

  it('lets organisers delete a line and mute a person, who is told; nobody else may', async () => {
    const { meetingId, placeId } = await venue('open');
    const person = await t.registerUser();
    const talker = await join(placeId, person.token);
    const moderator = await join(placeId, organiser);
    expect((await moderator.next('hello')).canModerate).toBe(true);
    await talker.next('hello');
    talker.say('一句要删的话');
    const { message } = await moderator.next('said');

    expect(
      (await t.call('/meeting/auth/meeting/place/chat/delete', { id: message.id }, as(stranger))).code,
    ).toBe(306);
    expect(
      (await t.call('/meeting/auth/meeting/place/chat/delete', { id: message.id }, as(organiser))).code,
    ).toBe(200);
    expect((await talker.next('deleted')).id).toBe(message.id);

    const mute = { meetingId, userId: message.userId, muted: true };
    expect((await t.call('/meeting/auth/meeting/place/chat/mute', mute, as(stranger))).code).toBe(306);
    expect((await t.call('/meeting/auth/meeting/place/chat/mute', mute, as(organiser))).code).toBe(200);
    expect(await talker.next('muted')).toEqual({ type: 'muted', userId: message.userId, muted: true });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    talker.say('我还能说吗');
    expect((await talker.next('refused')).msg).toBe('你已被主办方禁言');
    const again = await join(placeId, person.token);
    expect((await again.next('hello')).history).toEqual([]);
    for (const viewer of [talker, moderator, again]) viewer.socket.close();
  });

  it('refuses to mute a user who does not exist, in the language of the caller', async () => {
    const { meetingId } = await venue('open');
    const unknown = { meetingId, userId: 2_000_000_000, muted: true };
    const zh = await t.call('/meeting/auth/meeting/place/chat/mute', unknown, as(organiser));
    expect([zh.code, zh.msg]).toEqual([601, '用户不存在']);
    const en = await t.call('/meeting/auth/meeting/place/chat/mute', unknown, {
      ...as(organiser),
      language: 'en',
    });
    expect([en.code, en.msg]).toEqual([601, 'User not found']);
  });

  it('keeps out who may not watch, and pages of other sites', async () => {
    const { placeId } = await venue('signup');
    const stray = await join(placeId);
    expect((await stray.next('refused')).msg).toBe('请先登录并报名参会后观看直播');
    await expect.poll(() => stray.closed()).toBe(1008);

    const open = await venue('open');
    const hijack = await join(open.placeId, organiser, 'https://evil.example');
    await expect.poll(() => hijack.closed()).toBe(1008);
    expect(hijack.events).toEqual([]);
  });
});
