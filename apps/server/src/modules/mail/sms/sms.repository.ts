import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { meetings, smsMessages, smsTemplates } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { chinaMonth } from '../../../platform/db/sql/china-time.ts';
import { outboxClaim, outboxDue, outboxPending } from '../../../platform/db/sql/outbox.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TSmsMessageRow = typeof smsMessages.$inferSelect;

const isDue = (leaseSeconds: number) => outboxDue(smsMessages, leaseSeconds);

export const smsRepository = {
  templates: (db: TDbOrTx, meetingId: number) =>
    db.select().from(smsTemplates).where(eq(smsTemplates.meetingId, meetingId)).orderBy(asc(smsTemplates.id)),

  async template(db: TDbOrTx, meetingId: number, id: number) {
    const [row] = await db
      .select()
      .from(smsTemplates)
      .where(and(eq(smsTemplates.id, id), eq(smsTemplates.meetingId, meetingId)));
    return row;
  },

  async saveTemplate(db: TDbOrTx, values: typeof smsTemplates.$inferInsert & { id?: number }) {
    const { id, ...rest } = values;
    if (id === undefined) await db.insert(smsTemplates).values(rest);
    else
      await db
        .update(smsTemplates)
        .set({ ...rest, updatedAt: new Date() })
        .where(and(eq(smsTemplates.id, id), eq(smsTemplates.meetingId, rest.meetingId)));
  },

  async deleteTemplate(db: TDbOrTx, meetingId: number, id: number) {
    await db.delete(smsTemplates).where(and(eq(smsTemplates.id, id), eq(smsTemplates.meetingId, meetingId)));
  },

  async insertMessages(db: TDbOrTx, rows: (typeof smsMessages.$inferInsert)[]) {
    for (let start = 0; start < rows.length; start += 1000)
      await db.insert(smsMessages).values(rows.slice(start, start + 1000));
  },

  /** Claims one due text of the meeting for this worker; another worker skips it. */
  async claim(db: TDbOrTx, meetingId: number, leaseSeconds: number, instanceId: number) {
    const due = db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(and(eq(smsMessages.meetingId, meetingId), isDue(leaseSeconds)))
      .orderBy(asc(smsMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(smsMessages)
      .set(outboxClaim(smsMessages, instanceId))
      .where(inArray(smsMessages.id, due))
      .returning();
    return row;
  },

  async finish(db: TDbOrTx, id: number, values: Partial<TSmsMessageRow>) {
    await db.update(smsMessages).set(values).where(eq(smsMessages.id, id));
  },

  /** When the meeting's next text falls due (a later send or retry), if any is still to go. */
  async pending(db: TDbOrTx, meetingId: number) {
    const [row] = await db
      .select({ next: sql<string | null>`min(${smsMessages.nextAttemptAt})` })
      .from(smsMessages)
      .where(and(eq(smsMessages.meetingId, meetingId), outboxPending(smsMessages)));
    return row?.next ? new Date(row.next) : null;
  },

  /** Meetings with a text due now, or claimed by a process that stopped. */
  async dueMeetings(db: TDbOrTx, leaseSeconds: number) {
    const rows = await db
      .selectDistinct({ meetingId: smsMessages.meetingId })
      .from(smsMessages)
      .where(isDue(leaseSeconds));
    return rows.map((row) => row.meetingId);
  },

  async log(db: TDbOrTx, meetingId: number, filter: { status?: string; mobile?: string }, slice: TSlice) {
    const where = and(
      eq(smsMessages.meetingId, meetingId),
      filter.status === 'queued'
        ? inArray(smsMessages.status, ['queued', 'sending'])
        : filter.status
          ? eq(smsMessages.status, filter.status as 'sent')
          : undefined,
      filter.mobile ? eq(smsMessages.mobile, filter.mobile) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(smsMessages)
        .where(where)
        .orderBy(desc(smsMessages.id))
        .offset(slice.offset)
        .limit(slice.limit),
      db.$count(smsMessages, where),
    ]);
    return { rows, total };
  },

  /** Sent texts and billed units per meeting matching `meetingsWhere` (a condition on meetings). */
  costByMeeting: (db: TDbOrTx, meetingsWhere: SQL) =>
    db
      .select({
        meetingId: meetings.id,
        meetingName: meetings.meetingName,
        texts: sql<number>`(count(*) filter (where ${smsMessages.status} = 'sent'))::int`,
        failed: sql<number>`(count(*) filter (where ${smsMessages.status} = 'failed'))::int`,
        units: sql<number>`coalesce(sum(${smsMessages.units}) filter (where ${smsMessages.status} = 'sent'), 0)::int`,
      })
      .from(smsMessages)
      .innerJoin(meetings, eq(meetings.id, smsMessages.meetingId))
      .where(meetingsWhere)
      .groupBy(meetings.id)
      .orderBy(desc(meetings.id)),

  /** Billed units of sent texts per month in China time, newest first. */
  costByMonth: (db: TDbOrTx, meetingsWhere: SQL) =>
    db
      .select({
        month: chinaMonth(smsMessages.sentAt),
        units: sql<number>`sum(${smsMessages.units})::int`,
      })
      .from(smsMessages)
      .innerJoin(meetings, eq(meetings.id, smsMessages.meetingId))
      .where(and(meetingsWhere, eq(smsMessages.status, 'sent')))
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`),

  async count(db: TDbOrTx, meetingId: number) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        queued: sql<number>`(count(*) filter (where ${smsMessages.status} in ('queued', 'sending')))::int`,
        sent: sql<number>`(count(*) filter (where ${smsMessages.status} = 'sent'))::int`,
        failed: sql<number>`(count(*) filter (where ${smsMessages.status} = 'failed'))::int`,
        units: sql<number>`coalesce(sum(${smsMessages.units}) filter (where ${smsMessages.status} = 'sent'), 0)::int`,
      })
      .from(smsMessages)
      .where(eq(smsMessages.meetingId, meetingId));
    return row!;
  },
};
