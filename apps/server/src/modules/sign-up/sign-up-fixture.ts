import { expect } from 'vitest';
import type { TTestApp } from '../../../test/harness.ts';

const HOUR = 3600_000;

export const person = (mobile: string, extra: Record<string, string> = { c1: '医生' }) => ({
  name: '王医生',
  mobile,
  unit: '南京鼓楼医院',
  position: '主治医师',
  extra,
});

/** A hotel with one room type, five rooms on the meeting's first night. */
export const oneHotel = (meetingId: number) => ({
  meetingId,
  name: '金陵饭店',
  roomTypes: [{ name: '标准间', priceFen: 50000, nights: [{ night: '2027-06-01', inventory: 5 }] }],
});

/** A listed meeting whose sign-up is open, agents allowed, both invoices, and a required choice field c1. */
export const openSignUpMeeting = async (t: TTestApp, organiser: string): Promise<number> => {
  const meeting = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '2027 华东护理大会',
      startTime: '2027-06-01T09:00:00+08:00',
      endTime: '2027-06-02T17:00:00+08:00',
    },
    { token: organiser },
  );
  const meetingId = meeting.data.id;
  await t.call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 }, { token: organiser });
  const settings = await t.call(
    '/meeting/auth/meeting/enroll/save',
    {
      meetingId,
      openTime: new Date(Date.now() - HOUR).toISOString(),
      closeTime: new Date(Date.now() + 240 * HOUR).toISOString(),
      agentEnabled: true,
      agentMax: 3,
      invoiceOrdinary: true,
      invoiceSpecial: true,
      fields: [
        { key: 'name', kind: 'text', label: '姓名', required: true },
        { key: 'mobile', kind: 'text', label: '手机号', required: true },
        { key: 'unit', kind: 'text', label: '单位', required: true },
        {
          key: 'c1',
          kind: 'single',
          label: '职业',
          labelEn: 'Occupation',
          options: [
            { label: '医生', labelEn: 'Doctor' },
            { label: '护士', labelEn: 'Nurse' },
          ],
          required: true,
        },
      ],
    },
    { token: organiser },
  );
  expect(settings.code).toBe(200);
  return meetingId;
};
