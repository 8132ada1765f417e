import { expect } from 'vitest';
import { eventually } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { openMeeting, registerPerson } from '../support/people.ts';

export const step: TStep = {
  title: 'a new person signs up and pays in the sandbox, each call on either instance',
  async run(scale) {
    const organiser = await scale.login('13800000007');
    const { meetingId, typeId } = await openMeeting(scale, organiser, '2027 华东护理大会（规模测试）');
    const person = await registerPerson(scale);
    const as = { token: person.token };
    const order = await scale.nginx.call(
      '/meeting/auth/enroll/submit',
      {
        meetingId,
        typeId,
        attendees: [{ name: '王医生', mobile: person.mobile, unit: '南京鼓楼医院', extra: {} }],
      },
      as,
    );
    expect([order.code, order.msg, order.data.status]).toEqual([200, expect.any(String), 'open']);
    const { orderNo } = order.data;
    const pay = await scale.nginx.call('/meeting/auth/order/pay', { orderNo, provider: 'sandbox' }, as);
    if (pay.data.kind !== 'redirect') throw new Error('the sandbox redirects to its cashier');
    const signature = new URL(pay.data.url, 'http://localhost').searchParams.get('signature');
    const paid = await scale.nginx.call('/pay/api/sandbox/pay', { orderNo, signature });
    expect(paid.code).toBe(200);
    // The notice settles the order on whichever instance took it; every instance sees it paid.
    for (const instance of scale.instances)
      await eventually(`${instance.name} sees the order paid`, async () => {
        const seen = await instance.client.call('/meeting/auth/order/view', { orderNo }, as);
        return seen.data.status === 'paid' ? true : undefined;
      });
    const upstreams = [...person.upstreams, order.upstream, pay.upstream, paid.upstream];
    expect(new Set(upstreams).size).toBe(2);
  },
};
