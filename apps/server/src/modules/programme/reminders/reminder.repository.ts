import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REMINDER_LEAD_MINUTES } from '@huitang/contracts';
import {
  meetingDates,
  meetingPlaces,
  meetingSessions,
  meetings,
  orders,
  registrations,
  sessionReminderDeliveries,
  sessionReminders,
  users,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { chinaDate, inChinaTime } from '../../../platform/db/sql/china-time.ts';

export type TReminderRow = typeof sessionReminders.$inferSelect;

/** When a session starts: its day and HH:mm on the China clock, as a moment. */
const startsAt = inChinaTime(sql`(${meetingDates.day} + ${meetingSessions.startTime}::time)`);

/** The attendee's own account (by the mobile they signed up with). */
const account = alias(users, 'account');

/**
 * Whose messages a registration's reminder goes to: the account with the attendee's mobile, else
 * whoever signed them up online. An organiser who added people by hand or from a sheet is nobody's
 * stand-in: without an account of their own, those people get no site message.
 */
const recipient = sql<
  number | null
>`coalesce(${account.id}, case when ${registrations.source} = 'online' then ${orders.buyerId} end)`;

/** Only people whose place is confirmed: not unpaid, waiting for review, cancelled or deleted. */
const confirmed = and(eq(registrations.status, 'confirmed'), isNull(registrations.deletedAt));

/** The session is one the meeting's reminders cover. */
const covers = or(
  eq(sessionReminders.allSessions, true),
  sql`${meetingSessions.id} = any(${sessionReminders.sessionIds})`,
);

/** What a reminder or the export says of a session: when and where. */
const sessionColumns = {
  id: meetingSessions.id,
  day: meetingDates.day,
  startTime: meetingSessions.startTime,
  endTime: meetingSessions.endTime,
  title: meetingSessions.title,
  titleEn: meetingSessions.titleEn,
  placeName: meetingPlaces.name,
  placeNameEn: meetingPlaces.nameEn,
};

// The longest lead bounds the days worth looking at, so the sweep reads today's and tomorrow's dates only.
const LONGEST_LEAD = Math.max(...REMINDER_LEAD_MINUTES);

export const reminderRepository = {
  async find(db: TDbOrTx, meetingId: number): Promise<TReminderRow | undefined> {
    const rows = await db.select().from(sessionReminders).where(eq(sessionReminders.meetingId, meetingId));
    return rows[0];
  },

  async save(db: TDbOrTx, values: Omit<TReminderRow, 'updatedAt'>): Promise<TReminderRow> {
    const [row] = await db
      .insert(sessionReminders)
      .values(values)
      .onConflictDoUpdate({
        target: sessionReminders.meetingId,
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    return row!;
  },

  /** Sessions of meetings with reminders on that start within their lead time and have not started. */
  due: (db: TDbOrTx) =>
    db
      .select({
        ...sessionColumns,
        meetingId: meetings.id,
        meetingName: meetings.meetingName,
        meetingNameEn: meetings.meetingNameEn,
        address: meetings.address,
        addressEn: meetings.addressEn,
        multilingual: meetings.hasMultilingual,
      })
      .from(sessionReminders)
      .innerJoin(meetingDates, eq(meetingDates.meetingId, sessionReminders.meetingId))
      .innerJoin(meetingSessions, eq(meetingSessions.dateId, meetingDates.id))
      .innerJoin(meetings, eq(meetings.id, sessionReminders.meetingId))
      .leftJoin(meetingPlaces, eq(meetingPlaces.id, meetingSessions.placeId))
      .where(
        and(
          eq(sessionReminders.enabled, true),
          covers,
          sql`${meetingDates.day} between ${chinaDate(sql`now()`)}
            and ${chinaDate(sql`(now() + make_interval(mins => ${LONGEST_LEAD}))`)}`,
          sql`${startsAt} > now()`,
          sql`${startsAt} <= now() + make_interval(mins => ${sessionReminders.leadMinutes})`,
        ),
      ),

  /**
   * Records a delivery for every confirmed attendee's recipient of these sessions not reminded yet,
   * in one statement, and answers the ones this call wrote. A concurrent sweep writing the same
   * pair waits for this one and then skips it (on conflict do nothing); both write in key order, so
   * neither can hold a key the other needs first.
   */
  record: (tx: TDbOrTx, sessionIds: number[]) =>
    tx
      .insert(sessionReminderDeliveries)
      .select(
        tx
          .selectDistinct({
            sessionId: meetingSessions.id,
            userId: sql<number>`${recipient}`.as('user_id'),
            // Insert…select names every column of the table in order.
            sentAt: sql<Date>`now()`.as('sent_at'),
          })
          .from(meetingSessions)
          .innerJoin(meetingDates, eq(meetingDates.id, meetingSessions.dateId))
          .innerJoin(registrations, eq(registrations.meetingId, meetingSessions.meetingId))
          .innerJoin(orders, eq(orders.id, registrations.orderId))
          .leftJoin(account, eq(account.mobile, registrations.mobile))
          .where(
            and(
              inArray(meetingSessions.id, sessionIds),
              confirmed,
              sql`${startsAt} > now()`,
              sql`${recipient} is not null`,
              sql`not exists (select 1 from ${sessionReminderDeliveries}
                where ${sessionReminderDeliveries.sessionId} = ${meetingSessions.id}
                  and ${sessionReminderDeliveries.userId} = ${recipient})`,
            ),
          )
          .orderBy(meetingSessions.id, recipient),
      )
      .onConflictDoNothing()
      .returning({
        sessionId: sessionReminderDeliveries.sessionId,
        userId: sessionReminderDeliveries.userId,
      }),

  /** Every confirmed attendee of these sessions' meetings who gave an email, by session. */
  mailees: (db: TDbOrTx, sessionIds: number[]) =>
    db
      .select({
        sessionId: meetingSessions.id,
        registrationId: registrations.id,
        name: registrations.name,
        email: registrations.email,
      })
      .from(meetingSessions)
      .innerJoin(registrations, eq(registrations.meetingId, meetingSessions.meetingId))
      .where(and(inArray(meetingSessions.id, sessionIds), confirmed, ne(registrations.email, '')))
      .orderBy(meetingSessions.id, registrations.id),

  /** The meeting's sessions in agenda order with where and when they start (covered or not). */
  sessions: (db: TDbOrTx, meetingId: number) =>
    db
      .select({
        ...sessionColumns,
        startsAt: sql<string>`${startsAt}`.mapWith((value: string) => new Date(value)),
      })
      .from(meetingSessions)
      .innerJoin(meetingDates, eq(meetingDates.id, meetingSessions.dateId))
      .leftJoin(meetingPlaces, eq(meetingPlaces.id, meetingSessions.placeId))
      .where(eq(meetingSessions.meetingId, meetingId))
      .orderBy(asc(meetingDates.day), asc(meetingSessions.startTime), asc(meetingSessions.id)),

  /** The next confirmed attendees after `afterId`, with whether their reminder of the session went out. */
  recipients: (db: TDbOrTx, meetingId: number, sessionId: number, afterId: number, size: number) =>
    db
      .select({
        id: registrations.id,
        name: registrations.name,
        mobile: registrations.mobile,
        recipientId: recipient,
        sentAt: sessionReminderDeliveries.sentAt,
      })
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .leftJoin(account, eq(account.mobile, registrations.mobile))
      .leftJoin(
        sessionReminderDeliveries,
        and(
          eq(sessionReminderDeliveries.sessionId, sessionId),
          sql`${sessionReminderDeliveries.userId} = ${recipient}`,
        ),
      )
      .where(and(eq(registrations.meetingId, meetingId), confirmed, sql`${registrations.id} > ${afterId}`))
      .orderBy(registrations.id)
      .limit(size),
};
