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

/**
 * The organiser's sign-up set-up and the sandbox payment, for a test file's app and organiser
 * (getters: both are made in the file's beforeAll).
 */
export const signUpSteps = (t: () => TTestApp, organiser: () => string) => {
  const saveType = async (meetingId: number, values: Record<string, unknown>) => {
    const types = await t().call(
      '/meeting/auth/meeting/enroll/type/save',
      { meetingId, ...values },
      { token: organiser() },
    );
    return types.data.at(-1)!;
  };

  /** Waits for the sandbox's asynchronous notice to settle the order. */
  const paidOrder = async (orderNo: string, token: string) => {
    for (let i = 0; i < 50; i++) {
      const order = await t().call('/meeting/auth/order/view', { orderNo }, { token });
      if (order.data.status !== 'open') return order.data;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the sandbox notice never arrived');
  };

  /**
   * Each test's own open meeting: a delegate type (with English), a hotel of five rooms for one night,
   * and the discount code NURSE100 (10 yuan off, three uses).
   */
  const configuredMeeting = async () => {
    const meetingId = await openSignUpMeeting(t(), organiser());
    await saveType(meetingId, {
      name: '普通代表',
      nameEn: 'Delegate',
      description: '含午餐',
      descriptionEn: 'Lunch included',
      feeFen: 80000,
      quota: 100,
    });
    const hotels = await t().call('/meeting/auth/meeting/enroll/hotel/save', oneHotel(meetingId), {
      token: organiser(),
    });
    const code = { meetingId, code: 'nurse100', kind: 'fixed', value: 10000, usageLimit: 3 };
    const codes = await t().call('/meeting/auth/meeting/discount/save', code, { token: organiser() });
    const form = await t().call('/meeting/api/enroll/form', { meetingId });
    return {
      meetingId,
      typeId: form.data.types[0]!.id,
      roomTypeId: form.data.hotels[0]!.roomTypes[0]!.id,
      hotels: hotels.data,
      codes: codes.data,
    };
  };

  /** A delegate with a room, a VAT special invoice and the discount code: 1300 yuan less 100. */
  const delegateRequest = (meeting: Awaited<ReturnType<typeof configuredMeeting>>, mobile: string) => ({
    meetingId: meeting.meetingId,
    typeId: meeting.typeId,
    attendees: [person(mobile)],
    rooms: [{ roomTypeId: meeting.roomTypeId, nights: ['2027-06-01'] }],
    invoice: {
      kind: 'special' as const,
      title: '南京鼓楼医院',
      taxNo: '12320000466007456X'.replace('X', '1'),
      bankName: '中国银行南京分行',
      bankAccount: '5012 3456 7890',
      companyAddress: '南京市中山路321号',
      companyPhone: '025-83106666',
    },
    discountCode: 'nurse100',
  });

  /** Pays an open order in the sandbox through its signed cashier link; answers the paid order. */
  const payInSandbox = async (orderNo: string, token: string) => {
    const pay = await t().call('/meeting/auth/order/pay', { orderNo, provider: 'sandbox' }, { token });
    if (pay.data.kind !== 'redirect') throw new Error('the sandbox redirects to its cashier');
    const signature = new URL(pay.data.url, 'http://localhost').searchParams.get('signature')!;
    expect((await t().call('/pay/api/sandbox/pay', { orderNo, signature })).code).toBe(200);
    return paidOrder(orderNo, token);
  };

  return { saveType, paidOrder, configuredMeeting, delegateRequest, payInSandbox };
};
