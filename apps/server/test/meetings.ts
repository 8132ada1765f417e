import { expect } from 'vitest';
import type { TTestApp } from './harness.ts';

/**
 * A listed meeting of the caller's (a name and two days in 2027 unless `fields` says otherwise), for
 * tests of what visitors read; its id.
 */
export const listedMeeting = async (
  t: TTestApp,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<number> => {
  const meeting = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '2027 苏州心血管论坛',
      startTime: '2027-09-10T09:00:00+08:00',
      endTime: '2027-09-11T17:00:00+08:00',
      ...fields,
    },
    { token },
  );
  expect(meeting.code, meeting.msg).toBe(200);
  const pushed = await t.call(
    '/meeting/auth/meeting/info/push',
    { id: meeting.data.id, meetingStatus: 1 },
    { token },
  );
  expect(pushed.code, pushed.msg).toBe(200);
  return meeting.data.id;
};
