import { randomInt } from 'node:crypto';
import type { TScale } from './cluster.ts';

const HOUR = 3600_000;

/** A new person, signed up by SMS code through nginx (the code is read from whichever instance sent it). */
export const registerPerson = async (scale: TScale) => {
  const mobile = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const sent = await scale.nginx.call('/user/api/user/send/code', { mobile });
  if (sent.code !== 200) throw new Error(`no code sent: ${sent.msg}`);
  const password = 'secret12';
  const reply = await scale.nginx.call('/user/api/user/register', {
    mobile,
    code: scale.smsCode(mobile),
    password,
    repassword: password,
  });
  if (reply.code !== 200) throw new Error(`register failed: ${reply.msg}`);
  return { mobile, token: reply.data.token, upstreams: [sent.upstream, reply.upstream] };
};

/** A listed meeting of `organiser`, sign-up open now, with one paid delegate type (800 yuan). */
export const openMeeting = async (scale: TScale, organiser: string, name: string) => {
  const as = { token: organiser };
  const meeting = await scale.nginx.call(
    '/meeting/auth/meeting/info/save',
    { meetingName: name, startTime: '2027-06-01T09:00:00+08:00', endTime: '2027-06-02T17:00:00+08:00' },
    as,
  );
  const meetingId = meeting.data.id;
  await scale.nginx.call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 }, as);
  const settings = await scale.nginx.call(
    '/meeting/auth/meeting/enroll/save',
    {
      meetingId,
      openTime: new Date(Date.now() - HOUR).toISOString(),
      closeTime: new Date(Date.now() + 240 * HOUR).toISOString(),
      fields: [
        { key: 'name', kind: 'text', label: '姓名', required: true },
        { key: 'mobile', kind: 'text', label: '手机号', required: true },
        { key: 'unit', kind: 'text', label: '单位', required: true },
      ],
    },
    as,
  );
  if (settings.code !== 200) throw new Error(`sign-up settings: ${settings.msg}`);
  const types = await scale.nginx.call(
    '/meeting/auth/meeting/enroll/type/save',
    { meetingId, name: '普通代表', feeFen: 80000, quota: 100 },
    as,
  );
  if (types.code !== 200) throw new Error(`delegate type: ${types.msg}`);
  return { meetingId, typeId: types.data.at(-1)!.id };
};
