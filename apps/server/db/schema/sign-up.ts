import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  TAttendeeDetails,
  TFormField,
  TOrderLine,
  TOrderStatus,
  TAttendeeStatus,
} from '@huitang/contracts';
import { meetings } from './meeting.ts';
import { users } from './user.ts';

const meetingId = () =>
  integer()
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** One row per meeting that has sign-up configured; the form's fields in their order. */
export const enrolSettings = pgTable('enrol_settings', {
  meetingId: meetingId().primaryKey(),
  openTime: timestamp({ withTimezone: true }),
  closeTime: timestamp({ withTimezone: true }),
  agentEnabled: boolean().notNull().default(false),
  agentMax: integer().notNull().default(5),
  invoiceOrdinary: boolean().notNull().default(false),
  invoiceSpecial: boolean().notNull().default(false),
  liveNeedsSignUp: boolean('live_needs_signup').notNull().default(false),
  orderTimeoutMinutes: integer().notNull().default(30),
  fields: jsonb().$type<TFormField[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const registrationTypes = pgTable(
  'registration_types',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    name: varchar({ length: 32 }).notNull(),
    nameEn: varchar({ length: 64 }).notNull().default(''),
    description: varchar({ length: 500 }).notNull().default(''),
    descriptionEn: varchar({ length: 1000 }).notNull().default(''),
    feeFen: integer().notNull().default(0),
    /** null: no limit. */
    quota: integer(),
    needsAudit: boolean().notNull().default(false),
    inviteOnly: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [index('registration_types_meeting').on(t.meetingId)],
);

/**
 * Places settled per registration type: its registrations pending or confirmed and not deleted, kept
 * by a trigger on registrations that runs at each commit (migration registration_type_places). A
 * quota's check under the type's lock reads this row and the unpaid holds instead of counting every
 * place ever taken (docs/decisions/044). No foreign key: a deleted type's row is harmless.
 */
export const registrationTypePlaces = pgTable('registration_type_places', {
  typeId: integer().primaryKey(),
  settled: integer().notNull().default(0),
});

export const hotels = pgTable(
  'hotels',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    name: varchar({ length: 64 }).notNull(),
    nameEn: varchar({ length: 128 }).notNull().default(''),
    address: varchar({ length: 200 }).notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index('hotels_meeting').on(t.meetingId)],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: serial().primaryKey(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: varchar({ length: 32 }).notNull(),
    nameEn: varchar({ length: 64 }).notNull().default(''),
    priceFen: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('hotel_room_types_hotel').on(t.hotelId)],
);

/** The scarce thing of a hotel: rooms of one type for one night. */
export const roomNights = pgTable(
  'room_nights',
  {
    id: serial().primaryKey(),
    roomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    inventory: integer().notNull(),
  },
  (t) => [uniqueIndex('room_nights_type_night').on(t.roomTypeId, t.night)],
);

/** Codes are stored upper-case: a visitor types them in any case. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    code: varchar({ length: 32 }).notNull(),
    kind: varchar({ length: 8 }).notNull().$type<'fixed' | 'percent'>(),
    value: integer().notNull(),
    usageLimit: integer(),
    validFrom: timestamp({ withTimezone: true }),
    validTo: timestamp({ withTimezone: true }),
    typeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('discount_codes_meeting_code').on(t.meetingId, t.code)],
);

export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    code: varchar({ length: 16 }).notNull(),
    singleUse: boolean().notNull().default(true),
    typeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    remark: varchar({ length: 50 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invite_codes_meeting_code').on(t.meetingId, t.code)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 32 }).notNull().unique(),
    meetingId: meetingId(),
    buyerId: integer()
      .notNull()
      .references(() => users.id),
    status: varchar({ length: 8 }).notNull().$type<TOrderStatus>(),
    /** What was bought, priced when ordered: later fee changes never alter an order. */
    lines: jsonb().$type<TOrderLine[]>().notNull(),
    totalFen: integer().notNull(),
    discountFen: integer().notNull().default(0),
    payableFen: integer().notNull(),
    discountCodeId: integer().references(() => discountCodes.id, { onDelete: 'set null' }),
    inviteCodeId: integer().references(() => inviteCodes.id, { onDelete: 'set null' }),
    groupUnit: varchar({ length: 100 }).notNull().default(''),
    /** free, manual, import, or the provider that took the money. */
    payProvider: varchar({ length: 16 }).notNull().default(''),
    tradeNo: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /**
     * The organiser asked for a refund (committed before the gateway is called): until `refundedAt`,
     * a retry or the sweep calls the gateway again (same refund number) and records its answer.
     */
    refundRequestedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    refundReason: varchar({ length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_refund_requested')
      .on(t.refundRequestedAt)
      .where(sql`${t.status} = 'paid' and ${t.refundRequestedAt} is not null`),
    index('orders_meeting').on(t.meetingId, t.createdAt),
    index('orders_buyer').on(t.buyerId, t.createdAt),
    index('orders_open_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index('orders_discount').on(t.discountCodeId),
    index('orders_invite').on(t.inviteCodeId),
  ],
);

type TAttendeeSource = 'online' | 'manual' | 'import';

export const registrations = pgTable(
  'registrations',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    typeId: integer()
      .notNull()
      .references(() => registrationTypes.id),
    name: varchar({ length: 32 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    unit: varchar({ length: 100 }).notNull().default(''),
    position: varchar({ length: 64 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    idNumber: varchar({ length: 18 }).notNull().default(''),
    extra: jsonb().$type<TAttendeeDetails['extra']>().notNull().default({}),
    status: varchar({ length: 10 }).notNull().$type<TAttendeeStatus>(),
    /** While unpaid, the place is held until the order expires. */
    holdUntil: timestamp({ withTimezone: true }),
    auditStatus: varchar({ length: 10 })
      .notNull()
      .default('none')
      .$type<'none' | 'pending' | 'approved' | 'rejected'>(),
    auditReason: varchar({ length: 200 }).notNull().default(''),
    feeFen: integer().notNull(),
    source: varchar({ length: 8 }).notNull().$type<TAttendeeSource>(),
    credentialCode: varchar({ length: 32 }).notNull().unique(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Covers the count of places in use: an index-only scan, no heap visits.
    index('registrations_type_live')
      .on(t.typeId, t.status, t.holdUntil)
      .where(sql`${t.deletedAt} is null`),
    // The unpaid holds alone, which the quota's check adds to the settled counter (decision 044):
    // small whatever the meeting's size, and the plan it gets even before the table is analysed.
    index('registrations_type_unpaid')
      .on(t.typeId, t.holdUntil)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'unpaid'`),
    index('registrations_meeting').on(t.meetingId, t.createdAt),
    index('registrations_order').on(t.orderId),
    index('registrations_meeting_mobile').on(t.meetingId, t.mobile),
    // A person is signed up once per meeting; cancelled, rejected and refunded ones may sign up again.
    uniqueIndex('registrations_one_live_per_mobile')
      .on(t.meetingId, t.mobile)
      .where(sql`${t.deletedAt} is null and ${t.status} in ('unpaid', 'pending', 'confirmed')`),
  ],
);

export const roomBookings = pgTable(
  'room_bookings',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    roomNightId: integer()
      .notNull()
      .references(() => roomNights.id),
    rooms: integer().notNull(),
    status: varchar({ length: 8 }).notNull().$type<'held' | 'booked' | 'released'>(),
    holdUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('room_bookings_night').on(t.roomNightId, t.status),
    index('room_bookings_order').on(t.orderId),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    meetingId: meetingId(),
    kind: varchar({ length: 8 }).notNull().$type<'ordinary' | 'special'>(),
    title: varchar({ length: 100 }).notNull(),
    taxNo: varchar({ length: 20 }).notNull().default(''),
    bankName: varchar({ length: 100 }).notNull().default(''),
    bankAccount: varchar({ length: 40 }).notNull().default(''),
    companyAddress: varchar({ length: 200 }).notNull().default(''),
    companyPhone: varchar({ length: 30 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    status: varchar({ length: 10 }).notNull().default('requested').$type<'requested' | 'issued'>(),
    issuedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_meeting').on(t.meetingId, t.createdAt)],
);

/** Every verified payment notice, once per provider trade: the record that makes callbacks idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 16 }).notNull(),
    tradeNo: varchar({ length: 64 }).notNull(),
    amountFen: integer().notNull(),
    /** paid; late (the order had closed: refunded instead); refunded by the organiser. */
    outcome: varchar({ length: 10 }).notNull().$type<'paid' | 'late' | 'refunded'>(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_trade').on(t.provider, t.tradeNo)],
);

/** Company names people have entered, for the suggestions of the sign-up form. */
export const units = pgTable('units', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull().unique(),
  uses: integer().notNull().default(1),
});

export const meetingFollows = pgTable(
  'meeting_follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetingId: meetingId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.meetingId] })],
);
