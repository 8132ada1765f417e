import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TAttendeeListRequest, TAttendeeStatus } from '@huitang/contracts';
import {
  meetingFollows,
  meetings,
  orders,
  registrationTypes,
  registrations,
  units,
  users,
} from '../../../db/schema/index.ts';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';
import { anyContains, containing, type TSlice } from '../../platform/db/query.ts';

export type TAttendeeRow = typeof registrations.$inferSelect;
export type TNewAttendee = typeof registrations.$inferInsert;
/** A registration with what its lists show beside it. */
export interface TAttendeeView extends TAttendeeRow {
  orderNo: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  orderPayableFen: number;
  buyerId: number;
  buyerMobile: string;
  typeName: string;
  typeNameEn: string;
}

const viewColumns = {
  registration: registrations,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  orderPayableFen: orders.payableFen,
  buyerId: orders.buyerId,
  buyerMobile: users.mobile,
  typeName: registrationTypes.name,
  typeNameEn: registrationTypes.nameEn,
};
type TViewRow = { registration: TAttendeeRow } & Omit<TAttendeeView, keyof TAttendeeRow>;
const flatten = ({ registration, ...rest }: TViewRow): TAttendeeView => ({ ...registration, ...rest });

/** How many registrations match `where` (which may filter on their orders too), as a subquery. */
const countOf = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from ${registrations} inner join ${orders} on ${orders.id} = ${registrations.orderId} where ${where ?? sql`true`})`;

/** How many registrations match `where`, which may filter on their orders too. */
const countWithOrders = async (db: TDbOrTx, where: SQL | undefined): Promise<number> => {
  const result = await db.execute<{ n: number }>(sql`select ${countOf(where)} as n`);
  return result.rows[0]?.n ?? 0;
};

const live = isNull(registrations.deletedAt);

/** A page of registrations matching `where`, newest first, each with the total as countOf counts it. */
const pageQuery = (db: TDbOrTx, where: SQL | undefined) =>
  db
    .select({ ...viewColumns, total: countOf(where) })
    .from(registrations)
    .innerJoin(orders, eq(orders.id, registrations.orderId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
    .where(where)
    .orderBy(desc(registrations.id));

/**
 * The console's registrations as the page first shows them, unfiltered: a named statement, built
 * and planned once per connection (issue 45). A filtered list is built for its filters.
 */
const unfilteredPage = preparedPerHandle((db) =>
  pageQuery(db, and(eq(registrations.meetingId, sql.placeholder('meetingId')), live))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('meeting_registrations_page'),
);

/** Whether a list request asks for every live registration of its meeting. */
const unfiltered = ({ typeId, status, paid, audit, keyword }: TAttendeeListRequest) =>
  !typeId && !status && paid === undefined && !audit && !keyword;

export const attendeeRepository = {
  async insert(tx: TTx, values: TNewAttendee[]): Promise<TAttendeeRow[]> {
    return tx.insert(registrations).values(values).returning();
  },

  /**
   * Who of these people holds a registration of the meeting; `live` is false for an unpaid one whose
   * hold has run out (the sweeper has not closed it yet, and a new sign-up may close it instead).
   */
  async holders(
    db: TDbOrTx,
    meetingId: number,
    mobiles: string[],
  ): Promise<{ mobile: string; live: boolean }[]> {
    if (mobiles.length === 0) return [];
    return db
      .select({
        mobile: registrations.mobile,
        live: sql<boolean>`${registrations.status} <> 'unpaid' or ${registrations.holdUntil} > now()`,
      })
      .from(registrations)
      .where(
        and(
          eq(registrations.meetingId, meetingId),
          inArray(registrations.mobile, mobiles),
          inArray(registrations.status, ['unpaid', 'pending', 'confirmed']),
          live,
        ),
      );
  },

  async view(db: TDbOrTx, where: SQL): Promise<TAttendeeView | undefined> {
    const rows = await db
      .select(viewColumns)
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .where(and(where, live))
      .limit(1);
    return rows[0] && flatten(rows[0]);
  },

  byId(db: TDbOrTx, id: number) {
    return this.view(db, eq(registrations.id, id));
  },

  async ofOrder(db: TDbOrTx, orderIds: number[]): Promise<TAttendeeRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(registrations)
      .where(and(inArray(registrations.orderId, orderIds), live))
      .orderBy(registrations.id);
  },

  /**
   * The organiser's filtered list with how many match, in one statement: each row carries the count,
   * an uncorrelated subquery PostgreSQL runs once (so the page still stops at its limit, which a window
   * count over all the joined rows would not). A page past the end has no row to carry it: only then
   * is it counted alone. `limit` null reads every row.
   */
  async page(db: TDbOrTx, request: TAttendeeListRequest, { offset, limit }: TSlice) {
    const where = this.listFilter(request);
    const rows =
      limit !== null && unfiltered(request)
        ? await unfilteredPage(db).execute({ meetingId: request.meetingId, limit, offset })
        : await pageQuery(db, where).limit(limit).offset(offset);
    const total = rows[0]?.total ?? (offset > 0 ? await countWithOrders(db, where) : 0);
    return { rows: rows.map(({ total: _total, ...row }) => flatten(row)), total };
  },

  /** The next rows after `afterId` in id order: exports walk the list in chunks, never all at once. */
  async chunk(db: TDbOrTx, meetingId: number, afterId: number, size: number): Promise<TAttendeeView[]> {
    const rows = await db
      .select(viewColumns)
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .where(and(eq(registrations.meetingId, meetingId), live, sql`${registrations.id} > ${afterId}`))
      .orderBy(registrations.id)
      .limit(size);
    return rows.map(flatten);
  },

  listFilter(request: TAttendeeListRequest): SQL | undefined {
    return and(
      eq(registrations.meetingId, request.meetingId),
      live,
      request.typeId ? eq(registrations.typeId, request.typeId) : undefined,
      request.status ? eq(registrations.status, request.status) : undefined,
      request.paid === undefined
        ? undefined
        : request.paid
          ? eq(orders.status, 'paid')
          : sql`${orders.status} <> 'paid'`,
      request.audit ? eq(registrations.auditStatus, request.audit) : undefined,
      anyContains(
        request.keyword,
        registrations.name,
        registrations.mobile,
        registrations.unit,
        orders.orderNo,
      ),
    );
  },

  /** Places of a type held right now by unpaid orders. */
  async heldOfType(db: TDbOrTx, typeId: number): Promise<TAttendeeView[]> {
    const rows = await db
      .select(viewColumns)
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .where(
        and(
          eq(registrations.typeId, typeId),
          live,
          eq(registrations.status, 'unpaid'),
          sql`${registrations.holdUntil} > now()`,
        ),
      )
      .orderBy(registrations.holdUntil)
      .limit(500);
    return rows.map(flatten);
  },

  /** A person's registrations: the ones they bought and the ones made for their mobile by an agent. */
  async mine(
    db: TDbOrTx,
    userId: number,
    mobile: string,
    meetingId: number | undefined,
    { offset, limit }: TSlice,
    id?: number,
  ) {
    const where = and(
      live,
      id ? eq(registrations.id, id) : undefined,
      or(eq(orders.buyerId, userId), eq(registrations.mobile, mobile)),
      meetingId ? eq(registrations.meetingId, meetingId) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select({
          ...viewColumns,
          meetingName: meetings.meetingName,
          startTime: meetings.startTime,
          endTime: meetings.endTime,
          address: meetings.address,
        })
        .from(registrations)
        .innerJoin(orders, eq(orders.id, registrations.orderId))
        .innerJoin(users, eq(users.id, orders.buyerId))
        .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
        .innerJoin(meetings, eq(meetings.id, registrations.meetingId))
        .where(where)
        .orderBy(desc(registrations.id))
        .limit(limit)
        .offset(offset),
      countWithOrders(db, where),
    ]);
    return {
      rows: rows.map(({ meetingName, startTime, endTime, address, ...row }) => ({
        ...flatten(row),
        meeting: { meetingName, startTime, endTime, address },
      })),
      total,
    };
  },

  async update(db: TDbOrTx, id: number, values: Partial<TNewAttendee>): Promise<void> {
    await db.update(registrations).set(values).where(eq(registrations.id, id));
  },

  async setStatus(db: TDbOrTx, id: number, status: TAttendeeStatus): Promise<void> {
    await db.update(registrations).set({ status, holdUntil: null }).where(eq(registrations.id, id));
  },

  async searchUnits(db: TDbOrTx, name: string): Promise<string[]> {
    const rows = await db
      .select({ name: units.name })
      .from(units)
      .where(ilike(units.name, containing(name)))
      .orderBy(desc(units.uses), units.name)
      .limit(10);
    return rows.map((row) => row.name);
  },

  /** Adds uses to company names in one statement: [name, uses] pairs. */
  async countUnits(db: TDbOrTx, counts: [string, number][]): Promise<void> {
    if (counts.length === 0) return;
    await db
      .insert(units)
      .values(counts.map(([name, uses]) => ({ name: name.slice(0, 100), uses })))
      .onConflictDoUpdate({ target: units.name, set: { uses: sql`${units.uses} + excluded.uses` } });
  },

  async saveUnits(db: TDbOrTx, names: string[]): Promise<void> {
    for (const name of new Set(names.filter(Boolean)))
      await db
        .insert(units)
        .values({ name })
        .onConflictDoUpdate({ target: units.name, set: { uses: sql`${units.uses} + 1` } });
  },

  async setFollow(db: TDbOrTx, userId: number, meetingId: number, follow: boolean): Promise<void> {
    if (follow) await db.insert(meetingFollows).values({ userId, meetingId }).onConflictDoNothing();
    else
      await db
        .delete(meetingFollows)
        .where(and(eq(meetingFollows.userId, userId), eq(meetingFollows.meetingId, meetingId)));
  },

  async follows(db: TDbOrTx, userId: number, meetingId: number): Promise<boolean> {
    return (
      (await db.$count(
        meetingFollows,
        and(eq(meetingFollows.userId, userId), eq(meetingFollows.meetingId, meetingId)),
      )) > 0
    );
  },

  async followedMeetingIds(db: TDbOrTx, userId: number, { offset, limit }: TSlice) {
    const where = eq(meetingFollows.userId, userId);
    const [rows, total] = await Promise.all([
      db
        .select({ meetingId: meetingFollows.meetingId })
        .from(meetingFollows)
        .where(where)
        .orderBy(desc(meetingFollows.createdAt))
        .limit(limit)
        .offset(offset),
      db.$count(meetingFollows, where),
    ]);
    return { ids: rows.map((row) => row.meetingId), total };
  },
};
