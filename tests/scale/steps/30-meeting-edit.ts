import { expect } from 'vitest';
import { eventually } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { openMeeting } from '../support/people.ts';

export const step: TStep = {
  title: 'an organiser edits a meeting and both instances show the change at once',
  async run(scale) {
    const organiser = await scale.login('13800000007');
    const { meetingId } = await openMeeting(scale, organiser, '规模测试会议');
    // Each instance reads the meeting (and keeps it in its cache) before the change.
    for (const instance of scale.instances)
      expect(
        (await instance.client.call('/meeting/api/meeting/info/view', { id: meetingId })).data,
      ).toMatchObject({
        meetingName: '规模测试会议',
      });
    const edited = await scale.nginx.call(
      '/meeting/auth/meeting/info/update',
      {
        id: meetingId,
        meetingName: '规模测试会议（已改期）',
        startTime: '2027-07-01T09:00:00+08:00',
        endTime: '2027-07-02T17:00:00+08:00',
      },
      { token: organiser },
    );
    expect(edited.code).toBe(200);
    // At once: the other instance's cache hears of it over LISTEN/NOTIFY, in milliseconds.
    for (const instance of scale.instances)
      await eventually(
        `${instance.name} shows the new name`,
        async () => {
          const seen = await instance.client.call('/meeting/api/meeting/info/view', { id: meetingId });
          return seen.data.meetingName === '规模测试会议（已改期）' ? true : undefined;
        },
        { ms: 1000, every: 20 },
      );
  },
};
