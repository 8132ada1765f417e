import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TMailAudience, TMailKind, TMailRecord, TSeatLayoutKind } from '@huitang/contracts';
import {
  mailCampaigns,
  mailMessages,
  mailSettings,
  mailTemplates,
  mailUnsubscribes,
  meetings,
  orders,
  registrations,
  registrationTypes,
  seatMaps,
  seats,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { outboxClaim, outboxDue, outboxPending } from '../../platform/db/sql/outbox.ts';
import type { TSlice } from '../../platform/db/query.ts';

type TSeatOfPerson = { row: number; number: number; kind: TSeatLayoutKind };

export type TMailSettingsRow = typeof mailSettings.$inferSelect;
export type TMailTemplateRow = typeof mailTemplates.$inferSelect;
export type TMailMessageRow = typeof mailMessages.$inferSelect;
export type TNewMailMessage = typeof mailMessages.$inferInsert;
type TMailState = TMailRecord['status'];

/**
 * The state a record shows, each with the stored statuses it stands for: a message being handed to
 * the server is still queued to the organiser. The record filter, the campaign counts and each row's
 * label all read this one table, so a filter finds exactly the rows a count promises.
 */
const STATES = {
  queued: ['queued', 'sending'],
  sent: ['sent'],
  failed: ['failed'],
  skipped: ['skipped'],
} as const satisfies Record<TMailState, TMailMessageRow['status'][]>;

/** The state a record shows for a stored status. */
export const stateOf = (status: TMailMessageRow['status']): TMailState =>
  (Object.keys(STATES) as TMailState[]).find((state) =>
    (STATES[state] as readonly string[]).includes(status),
  )!;

/** How many of the campaign's messages are in one of `statuses` (all when none given). */
const countOf = (statuses?: readonly TMailMessageRow['status'][]) =>
  sql<number>`(select count(*)::int from ${mailMessages} where ${and(
    eq(mailMessages.campaignId, mailCampaigns.id),
    statuses ? inArray(mailMessages.status, [...statuses]) : undefined,
  )})`;

const isDue = (leaseSeconds: number) => outboxDue(mailMessages, leaseSeconds);

const audienceFilter = (
  meetingId: number,
  audience: TMailAudience,
  channel: 'mail' | 'sms',
): SQL | undefined =>
  and(
    eq(registrations.meetingId, meetingId),
    isNull(registrations.deletedAt),
    channel === 'mail' ? ne(registrations.email, '') : undefined,
    audience.kind === 'type' && audience.typeId ? eq(registrations.typeId, audience.typeId) : undefined,
    audience.kind === 'status' && audience.status ? eq(registrations.status, audience.status) : undefined,
    audience.kind === 'chosen'
      ? inArray(registrations.id, audience.ids.length ? audience.ids : [0])
      : undefined,
    audience.kind === 'all' || audience.kind === 'type'
      ? notInArray(registrations.status, ['cancelled', 'refunded', 'rejected'])
      : undefined,
  );

export const mailRepository = {
  async settings(db: TDbOrTx, meetingId: number) {
    const [row] = await db.select().from(mailSettings).where(eq(mailSettings.meetingId, meetingId));
    return row;
  },

  async saveSettings(db: TDbOrTx, values: typeof mailSettings.$inferInsert) {
    const { meetingId: _meetingId, ...rest } = values;
    await db
      .insert(mailSettings)
      .values(values)
      .onConflictDoUpdate({ target: mailSettings.meetingId, set: { ...rest, updatedAt: new Date() } });
  },

  templates: (db: TDbOrTx, meetingId: number) =>
    db
      .select()
      .from(mailTemplates)
      .where(eq(mailTemplates.meetingId, meetingId))
      .orderBy(asc(mailTemplates.id)),

  async template(db: TDbOrTx, meetingId: number, id: number) {
    const [row] = await db
      .select()
      .from(mailTemplates)
      .where(and(eq(mailTemplates.id, id), eq(mailTemplates.meetingId, meetingId)));
    return row;
  },

  async saveTemplate(db: TDbOrTx, values: typeof mailTemplates.$inferInsert & { id?: number }) {
    const { id, ...rest } = values;
    if (id === undefined) await db.insert(mailTemplates).values(rest);
    else
      await db
        .update(mailTemplates)
        .set({ ...rest, updatedAt: new Date() })
        .where(and(eq(mailTemplates.id, id), eq(mailTemplates.meetingId, rest.meetingId)));
  },

  async deleteTemplate(db: TDbOrTx, meetingId: number, id: number) {
    await db
      .delete(mailTemplates)
      .where(and(eq(mailTemplates.id, id), eq(mailTemplates.meetingId, meetingId)));
  },

  /**
   * The registrants a campaign reaches (by mail: those with an address), with what its variables
   * need; the newest first.
   */
  recipients: (
    db: TDbOrTx,
    meetingId: number,
    audience: TMailAudience,
    { limit, channel = 'mail' }: { limit?: number; channel?: 'mail' | 'sms' } = {},
  ) => {
    const query = db
      .select({
        registrationId: registrations.id,
        name: registrations.name,
        email: registrations.email,
        mobile: registrations.mobile,
        unit: registrations.unit,
        typeName: registrationTypes.name,
        orderNo: orders.orderNo,
        credentialCode: registrations.credentialCode,
        seat: sql<TSeatOfPerson | null>`(select json_build_object('row', s.row, 'number', s.number, 'kind', m.layout->>'kind')
          from ${seats} s join ${seatMaps} m on m.id = s.map_id and m.archived_at is null
          where s.registration_id = ${registrations.id} limit 1)`,
      })
      .from(registrations)
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .where(audienceFilter(meetingId, audience, channel))
      .orderBy(desc(registrations.id));
    return limit ? query.limit(limit) : query;
  },

  /** The registrants of an order with an email, for its notices. */
  orderRecipients: (db: TDbOrTx, orderId: number) =>
    db
      .select({
        registrationId: registrations.id,
        meetingId: registrations.meetingId,
        meetingName: meetings.meetingName,
        meetingNameEn: meetings.meetingNameEn,
        name: registrations.name,
        email: registrations.email,
        status: registrations.status,
        typeName: registrationTypes.name,
        orderNo: orders.orderNo,
        payableFen: orders.payableFen,
      })
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .innerJoin(meetings, eq(meetings.id, registrations.meetingId))
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .where(
        and(eq(registrations.orderId, orderId), isNull(registrations.deletedAt), ne(registrations.email, '')),
      )
      .orderBy(asc(registrations.id)),

  /**
   * Notices into the meeting's standing campaign of `kind` when it exists (with this `origin`, when
   * one is given), in one statement that reads the campaign without locking it: during a sign-up
   * rush every order's mail lands in the same campaign, and an upsert of its row would make each
   * sign-up wait for the previous one's commit. Undefined when nothing was written, so the caller
   * makes the campaign (noticeCampaign) and writes again; a notice written before is written once.
   */
  async insertIntoStanding(
    db: TDbOrTx,
    meetingId: number,
    kind: TMailKind,
    origin: string | undefined,
    rows: Pick<TNewMailMessage, 'registrationId' | 'ref' | 'name' | 'email' | 'subject' | 'body'>[],
  ): Promise<{ campaignId: number; written: number } | undefined> {
    const people = rows.map((row) => ({
      registration_id: row.registrationId ?? null,
      ref: row.ref,
      name: row.name,
      email: row.email,
      subject: row.subject,
      body: row.body,
    }));
    const result = await db.execute<{ campaignId: number }>(sql`
      insert into mail_messages (campaign_id, registration_id, ref, name, email, subject, body)
      select c.id, m.registration_id, m.ref, m.name, m.email, m.subject, m.body
      from mail_campaigns c, jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as m(registration_id int,
        ref text, name text, email text, subject text, body text)
      where c.meeting_id = ${meetingId} and c.kind = ${kind} and c.kind <> 'campaign'
        and (${origin ?? ''} = '' or c.origin = ${origin ?? ''})
      on conflict do nothing
      returning campaign_id as "campaignId"`);
    const [first] = result.rows;
    return first ? { campaignId: first.campaignId, written: result.rows.length } : undefined;
  },

  /** The standing campaign of a meeting's notices of one kind, made the first time it is needed. */
  async noticeCampaign(db: TDbOrTx, meetingId: number, kind: TMailKind, origin: string | undefined) {
    const [row] = await db
      .insert(mailCampaigns)
      .values({
        meetingId,
        kind,
        subject: '',
        body: '',
        promotional: false,
        audience: { kind: 'chosen', ids: [] },
        // A notice sent from a sweep knows no site address; its mail links to nothing.
        origin: origin ?? '',
        createdBy: 0,
      })
      .onConflictDoUpdate({
        target: [mailCampaigns.meetingId, mailCampaigns.kind],
        targetWhere: sql`kind <> 'campaign'`,
        set: origin ? { origin } : { kind },
      })
      .returning({ id: mailCampaigns.id });
    return row!.id;
  },

  /** Campaigns with a message due now, or claimed by a process that stopped. */
  async dueCampaigns(db: TDbOrTx, leaseSeconds: number) {
    const rows = await db
      .selectDistinct({ campaignId: mailMessages.campaignId })
      .from(mailMessages)
      .where(isDue(leaseSeconds));
    return rows.map((row) => row.campaignId);
  },

  /**
   * Which of `emails` asked for no promotional mail, in lower case: an address is one mailbox however
   * a registration form spelled it, so it is kept in lower case and looked up so.
   */
  async unsubscribed(db: TDbOrTx, emails: string[]) {
    if (!emails.length) return new Set<string>();
    const rows = await db
      .select({ email: mailUnsubscribes.email })
      .from(mailUnsubscribes)
      .where(inArray(mailUnsubscribes.email, [...new Set(emails.map((email) => email.toLowerCase()))]));
    return new Set(rows.map((row) => row.email));
  },

  async unsubscribe(db: TDbOrTx, email: string) {
    await db.insert(mailUnsubscribes).values({ email: email.toLowerCase() }).onConflictDoNothing();
  },

  async resubscribe(db: TDbOrTx, email: string) {
    await db.delete(mailUnsubscribes).where(eq(mailUnsubscribes.email, email.toLowerCase()));
  },

  async insertCampaign(db: TDbOrTx, values: typeof mailCampaigns.$inferInsert) {
    const [row] = await db.insert(mailCampaigns).values(values).returning();
    return row!;
  },

  /** Writes the messages not written before (same campaign, address and ref); answers how many were new. */
  async insertMessages(db: TDbOrTx, rows: TNewMailMessage[]) {
    let written = 0;
    for (let start = 0; start < rows.length; start += 1000) {
      const result = await db
        .insert(mailMessages)
        .values(rows.slice(start, start + 1000))
        .onConflictDoNothing();
      written += result.rowCount ?? 0;
    }
    return written;
  },

  async campaign(db: TDbOrTx, id: number) {
    const [row] = await db.select().from(mailCampaigns).where(eq(mailCampaigns.id, id));
    return row;
  },

  /** Campaigns with their counts by state, newest first. */
  campaigns: (db: TDbOrTx, meetingId: number, id?: number) =>
    db
      .select({
        id: mailCampaigns.id,
        kind: mailCampaigns.kind,
        subject: mailCampaigns.subject,
        sendAt: mailCampaigns.sendAt,
        createdAt: mailCampaigns.createdAt,
        total: countOf(),
        sent: countOf(STATES.sent),
        failed: countOf(STATES.failed),
        skipped: countOf(STATES.skipped),
        queued: countOf(STATES.queued),
      })
      .from(mailCampaigns)
      .where(and(eq(mailCampaigns.meetingId, meetingId), id ? eq(mailCampaigns.id, id) : undefined))
      .orderBy(desc(mailCampaigns.id)),

  /**
   * Claims up to `limit` due messages of the campaign for this worker (another worker skips them),
   * taking back claims left by a stopped process.
   */
  async claim(db: TDbOrTx, campaignId: number, limit: number, leaseSeconds: number, instanceId: number) {
    const due = db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.campaignId, campaignId), isDue(leaseSeconds)))
      .orderBy(asc(mailMessages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailMessages)
      .set(outboxClaim(mailMessages, instanceId))
      .where(inArray(mailMessages.id, due))
      .returning();
  },

  /** Whether the campaign still has messages to send now or later (queued or claimed). */
  async pending(db: TDbOrTx, campaignId: number) {
    const [row] = await db
      .select({ next: sql<string | null>`min(${mailMessages.nextAttemptAt})` })
      .from(mailMessages)
      .where(and(eq(mailMessages.campaignId, campaignId), outboxPending(mailMessages)));
    return row?.next ? new Date(row.next) : null;
  },

  async finish(db: TDbOrTx, id: number, values: Partial<TMailMessageRow>) {
    await db.update(mailMessages).set(values).where(eq(mailMessages.id, id));
  },

  async records(
    db: TDbOrTx,
    meetingId: number,
    filter: { campaignId?: number; status?: TMailState },
    slice: TSlice,
  ) {
    const where = and(
      sql`${mailMessages.campaignId} in (select id from ${mailCampaigns} where meeting_id = ${meetingId})`,
      filter.campaignId ? eq(mailMessages.campaignId, filter.campaignId) : undefined,
      filter.status ? inArray(mailMessages.status, [...STATES[filter.status]]) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(mailMessages)
        .where(where)
        .orderBy(desc(mailMessages.id))
        .offset(slice.offset)
        .limit(slice.limit),
      db.$count(mailMessages, where),
    ]);
    return { rows, total };
  },
};
