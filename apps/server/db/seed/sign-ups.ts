import { DEFAULT_FIELDS } from '@huitang/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TFormField } from '@huitang/contracts';
import type { TTx } from '../../src/platform/db/client.ts';
import {
  discountCodes,
  enrolSettings,
  hotelRoomTypes,
  hotels,
  meetings,
  orders,
  registrationTypes,
  registrations,
  roomNights,
  units,
  users,
} from '../schema/index.ts';

/** The platform's default form, plus the doctor's title as a choice. */
const DEMO_FIELDS: TFormField[] = [
  ...DEFAULT_FIELDS,
  {
    key: 'c1',
    kind: 'single',
    label: '职称',
    labelEn: 'Title',
    options: [
      { label: '主任医师', labelEn: 'Chief physician' },
      { label: '副主任医师', labelEn: 'Associate chief physician' },
      { label: '主治医师', labelEn: 'Attending physician' },
      { label: '住院医师', labelEn: 'Resident' },
      { label: '其他', labelEn: 'Other' },
    ],
    required: false,
    enabled: true,
  },
];

/** Sign-up on the cardiology congress: types, a hotel, a discount code, and the student place already taken. */
export const seedSignUps = async (tx: TTx) => {
  const [meeting] = await tx
    .select({ id: meetings.id, creatorId: meetings.creatorId })
    .from(meetings)
    .where(eq(meetings.meetingName, '2026 华东心血管病学术年会'));
  if (!meeting) return;
  const meetingId = meeting.id;
  await tx.insert(enrolSettings).values({
    meetingId,
    openTime: new Date('2026-09-01T10:00:00+08:00'),
    closeTime: new Date('2026-12-17T18:00:00+08:00'),
    agentEnabled: true,
    agentMax: 5,
    invoiceOrdinary: true,
    invoiceSpecial: true,
    orderTimeoutMinutes: 30,
    fields: DEMO_FIELDS,
  });
  const types = await tx
    .insert(registrationTypes)
    .values([
      {
        meetingId,
        name: '普通代表',
        nameEn: 'Delegate',
        description: '含会议资料、午餐与茶歇',
        descriptionEn: 'Includes the congress materials, lunch and tea breaks',
        feeFen: 80000,
        quota: 500,
        sort: 0,
      },
      {
        meetingId,
        name: '学生代表',
        nameEn: 'Student',
        description: '凭学生证现场核验',
        descriptionEn: 'Student card checked on site',
        feeFen: 30000,
        quota: 1,
        sort: 1,
      },
      {
        meetingId,
        name: '特邀嘉宾',
        nameEn: 'Invited guest',
        description: '凭邀请码报名',
        descriptionEn: 'By invitation code',
        feeFen: 0,
        quota: 50,
        inviteOnly: true,
        sort: 2,
      },
    ])
    .returning({ id: registrationTypes.id });
  const [hotel] = await tx
    .insert(hotels)
    .values({
      meetingId,
      name: '上海国际会议中心东方滨江大酒店',
      nameEn: 'Oriental Riverside Hotel',
      address: '浦东新区滨江大道 2727 号',
    })
    .returning({ id: hotels.id });
  const rooms = await tx
    .insert(hotelRoomTypes)
    .values([
      { hotelId: hotel!.id, name: '高级大床房', nameEn: 'Superior king', priceFen: 68000, sort: 0 },
      { hotelId: hotel!.id, name: '高级双床房', nameEn: 'Superior twin', priceFen: 68000, sort: 1 },
    ])
    .returning({ id: hotelRoomTypes.id });
  await tx.insert(roomNights).values(
    rooms.flatMap((room) =>
      ['2026-12-17', '2026-12-18', '2026-12-19'].map((night) => ({
        roomTypeId: room.id,
        night,
        inventory: 30,
      })),
    ),
  );
  await tx
    .insert(discountCodes)
    .values({ meetingId, code: 'HUITANG100', kind: 'fixed', value: 10000, usageLimit: 200 });
  await tx
    .insert(units)
    .values(
      [
        '复旦大学附属中山医院',
        '上海交通大学医学院附属瑞金医院',
        '南京鼓楼医院',
        '浙江大学医学院附属第一医院',
      ].map((name) => ({ name })),
    );

  // The one student place is taken, so visitors see a sold-out type.
  const [organiser] = await tx.select({ id: users.id }).from(users).where(eq(users.id, meeting.creatorId));
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: '20261001100000000001',
      meetingId,
      buyerId: organiser!.id,
      status: 'paid',
      lines: [
        { kind: 'registration', description: '学生代表', unitFen: 30000, quantity: 1, amountFen: 30000 },
      ],
      totalFen: 30000,
      discountFen: 30000,
      payableFen: 0,
      payProvider: 'manual',
      expiresAt: new Date('2026-10-01T10:00:00+08:00'),
      paidAt: new Date('2026-10-01T10:00:00+08:00'),
    })
    .returning({ id: orders.id });
  await tx.insert(registrations).values({
    meetingId,
    orderId: order!.id,
    typeId: types[1]!.id,
    name: '陈思远',
    mobile: '13600000001',
    unit: '复旦大学上海医学院',
    position: '博士研究生',
    status: 'confirmed',
    feeFen: 30000,
    source: 'manual',
    credentialCode: randomBytes(12).toString('base64url'),
  });
};
