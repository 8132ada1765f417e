import { expect } from 'vitest';
import type { TStep } from '../support/cluster.ts';

export const step: TStep = {
  title: 'a person signs in on one instance and is known on both (round robin, no sticky sessions)',
  async run(scale) {
    const token = await scale.login('13800000001');
    const replies = [];
    for (let i = 0; i < 6; i++)
      replies.push(await scale.nginx.call('/user/auth/user/ext/view', {}, { token }));
    expect(replies.map((reply) => reply.code)).toEqual([200, 200, 200, 200, 200, 200]);
    // nginx took turns: each instance answered the signed-in person.
    expect(new Set(replies.map((reply) => reply.upstream))).toEqual(
      new Set(scale.instances.map((instance) => `127.0.0.1:${instance.port}`)),
    );
  },
};
