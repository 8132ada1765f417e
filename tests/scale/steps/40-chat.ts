import type { TChatEvent } from '@huitang/contracts';
import WebSocket from 'ws';
import { expect } from 'vitest';
import type { TStep } from '../support/cluster.ts';
import { openMeeting, registerPerson } from '../support/people.ts';

/** A chat connection to one instance directly: resolves the first event of `type`. */
const join = (origin: string, placeId: number, token?: string) => {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/live/chat/${placeId}`, {
    headers: { origin, ...(token ? { cookie: `RC_WEB_TOKEN=${token}` } : {}) },
  });
  const events: TChatEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString()) as TChatEvent));
  const next = async (type: TChatEvent['type']) => {
    for (const end = Date.now() + 5000; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
      const found = events.find((event) => event.type === type);
      if (found) return found;
    }
    throw new Error(`no ${type} event on ${origin}`);
  };
  return { socket, next, say: (text: string) => socket.send(JSON.stringify({ type: 'say', text })) };
};

export const step: TStep = {
  title: 'a chat line said on one instance reaches a viewer on the other',
  async run(scale) {
    const organiser = await scale.login('13800000007');
    const { meetingId } = await openMeeting(scale, organiser, '规模测试直播');
    const as = { token: organiser };
    const place = await scale.nginx.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场' },
      as,
    );
    const placeId = place.data.at(-1)!.id;
    const channel = await scale.nginx.call('/meeting/auth/meeting/place/create/live', { placeId }, as);
    await scale.nginx.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: channel.data.id, gate: 'open' },
      as,
    );

    const person = await registerPerson(scale);
    const [a, b] = scale.instances;
    const talker = join(a!.origin, placeId, person.token);
    const reader = join(b!.origin, placeId);
    await Promise.all([talker.next('hello'), reader.next('hello')]);
    talker.say('各位好，来自另一台服务器');
    const heard = await reader.next('said');
    expect(heard).toMatchObject({ message: { text: '各位好，来自另一台服务器' } });
    for (const viewer of [talker, reader]) viewer.socket.close();
  },
};
