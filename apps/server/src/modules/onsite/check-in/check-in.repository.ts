import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAttendeeStatus, TCheckInListRequest } from '@huitang/contracts';
import {
  checkIns,
  deskEvents,
  orders,
  placeSignIns,
  registrations,
  registrationTypes,
  users,
  type TDeskEventKind,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

/** A registration as the desk sees it: who, which type, paid or not, and whether already in. */
const deskColumns = {
  id: registrations.id,
  meetingId: registrations.meetingId,
  name: registrations.name,
  mobile: registrations.mobile,
  unit: registrations.unit,
  status: registrations.status,
  deletedAt: registrations.deletedAt,
  credentialCode: registrations.credentialCode,
  orderNo: orders.orderNo,
  typeName: registrationTypes.name,
  typeNameEn: registrationTypes.nameEn,
  checkedInAt: checkIns.checkedInAt,
  desk: sql<string>`coalesce(${checkIns.desk}, '')`,
  hadMeals: sql<boolean>`coalesce(${checkIns.hadMeals}, false)`,
  materials: sql<boolean>`coalesce(${checkIns.materials}, false)`,
};
const fromDesk = (db: TDbOrTx) =>
  db
    .select(deskColumns)
    .from(registrations)
    .innerJoin(orders, eq(orders.id, registrations.orderId))
    .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
    .leftJoin(checkIns, eq(checkIns.registrationId, registrations.id));

export type TDeskRow = Omit<Awaited<ReturnType<typeof fromDesk>>[number], 'status'> & {
  status: TAttendeeStatus;
};

const listFilter = (request: TCheckInListRequest): SQL | undefined =>
  and(
    eq(registrations.meetingId, request.meetingId),
    isNull(registrations.deletedAt),
    eq(registrations.status, 'confirmed'),
    request.typeId ? eq(registrations.typeId, request.typeId) : undefined,
    request.state === 'in' ? isNotNull(checkIns.checkedInAt) : undefined,
    request.state === 'out' ? isNull(checkIns.checkedInAt) : undefined,
    anyContains(
      request.keyword,
      registrations.name,
      registrations.mobile,
      registrations.unit,
      orders.orderNo,
    ),
  );

export interface TDeskWrite {
  meetingId: number;
  registrationId: number;
  desk: string;
  byUserId: number;
  at: Date;
}

export const checkInRepository = {
  async one(db: TDbOrTx, id: number): Promise<TDeskRow | undefined> {
    const [row] = await fromDesk(db).where(eq(registrations.id, id));
    return row;
  },

  /** Everyone a desk may be shown, cancelled ones included so that their scan says why it is refused. */
  async roster(db: TDbOrTx, meetingId: number): Promise<TDeskRow[]> {
    const rows = await fromDesk(db)
      .where(and(eq(registrations.meetingId, meetingId), isNull(registrations.deletedAt)))
      .orderBy(asc(registrations.id));
    return rows;
  },

  async page(db: TDbOrTx, request: TCheckInListRequest, slice: TSlice) {
    const where = listFilter(request);
    const [rows, [total]] = await Promise.all([
      fromDesk(db)
        .where(where)
        .orderBy(sql`${checkIns.checkedInAt} desc nulls last`, desc(registrations.id))
        .offset(slice.offset)
        .limit(slice.limit),
      db
        .select({ n: count() })
        .from(registrations)
        .innerJoin(orders, eq(orders.id, registrations.orderId))
        .leftJoin(checkIns, eq(checkIns.registrationId, registrations.id))
        .where(where),
    ]);
    return { rows: rows as TDeskRow[], total: total?.n ?? 0 };
  },

  /** Who checked each in (their name), and the venues each signed in at, for a page of rows. */
  async pageDetails(db: TDbOrTx, ids: number[]) {
    if (!ids.length) return { by: new Map<number, string>(), places: new Map<number, string[]>() };
    const [by, places] = await Promise.all([
      db
        .select({ id: checkIns.registrationId, name: users.nickname, mobile: users.mobile })
        .from(checkIns)
        .innerJoin(users, eq(users.id, checkIns.checkedInBy))
        .where(inArray(checkIns.registrationId, ids)),
      db.execute<{ id: number; names: string[] }>(sql`
        select s.registration_id as id, array_agg(p.name order by s.signed_at) as names
        from place_sign_ins s join meeting_places p on p.id = s.place_id
        where s.registration_id in ${ids} group by s.registration_id`),
    ]);
    return {
      by: new Map(by.map((row) => [row.id, row.name || row.mobile])),
      places: new Map(places.rows.map((row) => [row.id, row.names])),
    };
  },

  async count(db: TDbOrTx, meetingId: number) {
    const [row] = await db
      .select({
        confirmed: count(),
        checkedIn: count(checkIns.checkedInAt),
        hadMeals: sql<number>`count(*) filter (where ${checkIns.hadMeals})::int`,
        materials: sql<number>`count(*) filter (where ${checkIns.materials})::int`,
      })
      .from(registrations)
      .leftJoin(checkIns, eq(checkIns.registrationId, registrations.id))
      .where(
        and(
          eq(registrations.meetingId, meetingId),
          isNull(registrations.deletedAt),
          eq(registrations.status, 'confirmed'),
        ),
      );
    return row!;
  },

  /**
   * In, unless already in: one statement, so two desks scanning the same person at once check them
   * in once. Returns whether this call did it.
   */
  async checkIn(db: TDbOrTx, write: TDeskWrite): Promise<boolean> {
    const values = {
      registrationId: write.registrationId,
      meetingId: write.meetingId,
      checkedInAt: write.at,
      desk: write.desk,
      checkedInBy: write.byUserId,
    };
    const done = await db
      .insert(checkIns)
      .values(values)
      .onConflictDoUpdate({
        target: checkIns.registrationId,
        set: { checkedInAt: write.at, desk: write.desk, checkedInBy: write.byUserId },
        setWhere: isNull(checkIns.checkedInAt),
      })
      .returning({ id: checkIns.registrationId });
    return done.length > 0;
  },

  async undo(db: TDbOrTx, registrationId: number): Promise<boolean> {
    const done = await db
      .update(checkIns)
      .set({ checkedInAt: null, desk: '', checkedInBy: null })
      .where(and(eq(checkIns.registrationId, registrationId), isNotNull(checkIns.checkedInAt)))
      .returning({ id: checkIns.registrationId });
    return done.length > 0;
  },

  async handOut(
    db: TDbOrTx,
    meetingId: number,
    registrationId: number,
    hadMeals: boolean,
    materials: boolean,
  ) {
    await db
      .insert(checkIns)
      .values({ registrationId, meetingId, hadMeals, materials })
      .onConflictDoUpdate({ target: checkIns.registrationId, set: { hadMeals, materials } });
  },

  /** Once per person and venue; returns when they signed in there (now, or the first time). */
  async signAtPlace(db: TDbOrTx, placeId: number, write: TDeskWrite) {
    const [done] = await db
      .insert(placeSignIns)
      .values({
        placeId,
        registrationId: write.registrationId,
        meetingId: write.meetingId,
        signedAt: write.at,
        desk: write.desk,
      })
      .onConflictDoNothing()
      .returning({ signedAt: placeSignIns.signedAt });
    if (done) return { first: true, signedAt: done.signedAt };
    const [before] = await db
      .select({ signedAt: placeSignIns.signedAt })
      .from(placeSignIns)
      .where(and(eq(placeSignIns.placeId, placeId), eq(placeSignIns.registrationId, write.registrationId)));
    return { first: false, signedAt: before!.signedAt };
  },

  /** The log's line; null when an offline desk's scan with this clientId was heard before. */
  async log(
    db: TDbOrTx,
    event: Omit<TDeskWrite, 'registrationId' | 'byUserId'> & {
      registrationId: number | null;
      byUserId: number | null;
      kind: TDeskEventKind;
      placeId?: number | undefined;
      detail?: string;
      clientId?: string | undefined;
    },
  ): Promise<number | null> {
    const [row] = await db
      .insert(deskEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: deskEvents.id });
    return row?.id ?? null;
  },

  /** What the desk's scan with this clientId did when it was first heard, if it was. */
  async heardKind(db: TDbOrTx, clientId: string): Promise<TDeskEventKind | undefined> {
    const [row] = await db
      .select({ kind: deskEvents.kind })
      .from(deskEvents)
      .where(eq(deskEvents.clientId, clientId));
    return row?.kind;
  },

  async lastEventId(db: TDbOrTx, meetingId: number): Promise<number> {
    const [row] = await db
      .select({ id: sql<number>`coalesce(max(${deskEvents.id}), 0)::int` })
      .from(deskEvents)
      .where(eq(deskEvents.meetingId, meetingId));
    return row?.id ?? 0;
  },

  /** Check-ins and undos after a desk's cursor, as each person's state now. */
  async changesAfter(db: TDbOrTx, meetingId: number, after: number, limit: number) {
    const events = await db
      .select({ id: deskEvents.id, registrationId: deskEvents.registrationId })
      .from(deskEvents)
      .where(
        and(
          eq(deskEvents.meetingId, meetingId),
          gt(deskEvents.id, after),
          inArray(deskEvents.kind, ['in', 'undo']),
        ),
      )
      .orderBy(asc(deskEvents.id))
      .limit(limit);
    const ids = [...new Set(events.map((event) => event.registrationId!))];
    const states = ids.length
      ? await db
          .select({ id: checkIns.registrationId, checkedInAt: checkIns.checkedInAt, desk: checkIns.desk })
          .from(checkIns)
          .where(inArray(checkIns.registrationId, ids))
      : [];
    return { cursor: events.at(-1)?.id, states };
  },
};
