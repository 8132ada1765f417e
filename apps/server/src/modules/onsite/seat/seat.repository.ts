import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TSeatLayout, TSeatLayoutKind } from '@huitang/contracts';
import type { TSeatPlace } from '@huitang/contracts';
import { orders, registrations, registrationTypes, seatMaps, seats } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

/** A registration that holds a place: confirmed and not removed. Anyone else's seat is free. */
const holdsPlace = and(eq(registrations.status, 'confirmed'), isNull(registrations.deletedAt));

const occupantColumns = {
  registrationId: registrations.id,
  name: registrations.name,
  unit: registrations.unit,
  typeId: registrations.typeId,
  typeName: registrationTypes.name,
  typeNameEn: registrationTypes.nameEn,
};

export type TSeatMapRow = typeof seatMaps.$inferSelect;
export type TSeatRow = typeof seats.$inferSelect;
export interface TSeatOfPerson {
  row: number;
  number: number;
  kind: TSeatLayoutKind;
}

/** The seats people hold in current maps (an archived map's seats are history). */
const heldSeats = (db: TDbOrTx, where: SQL | undefined) =>
  db
    .select({
      registrationId: seats.registrationId,
      row: seats.row,
      number: seats.number,
      kind: sql<TSeatLayoutKind>`${seatMaps.layout}->>'kind'`,
    })
    .from(seats)
    .innerJoin(seatMaps, and(eq(seatMaps.id, seats.mapId), isNull(seatMaps.archivedAt)))
    .where(where);

export const seatRepository = {
  /** The seat a registration holds in its meeting's current map: { row, number, kind }, or undefined. */
  async heldBy(db: TDbOrTx, registrationId: number): Promise<TSeatOfPerson | undefined> {
    const [held] = await heldSeats(db, eq(seats.registrationId, registrationId)).limit(1);
    return held && { row: held.row, number: held.number, kind: held.kind };
  },

  /** The seats a meeting's people hold in its current map, by registration. */
  async heldIn(db: TDbOrTx, meetingId: number): Promise<Map<number, TSeatOfPerson>> {
    const rows = await heldSeats(db, and(eq(seatMaps.meetingId, meetingId), isNotNull(seats.registrationId)));
    return new Map(
      rows.map((held) => [held.registrationId!, { row: held.row, number: held.number, kind: held.kind }]),
    );
  },

  async typeIds(db: TDbOrTx, meetingId: number) {
    const rows = await db
      .select({ id: registrationTypes.id })
      .from(registrationTypes)
      .where(eq(registrationTypes.meetingId, meetingId));
    return new Set(rows.map((row) => row.id));
  },

  async current(db: TDbOrTx, meetingId: number) {
    const [row] = await db
      .select()
      .from(seatMaps)
      .where(and(eq(seatMaps.meetingId, meetingId), isNull(seatMaps.archivedAt)));
    return row;
  },

  async byId(db: TDbOrTx, meetingId: number, mapId: number) {
    const [row] = await db
      .select()
      .from(seatMaps)
      .where(and(eq(seatMaps.meetingId, meetingId), eq(seatMaps.id, mapId)));
    return row;
  },

  /**
   * The writers' lock: every change of who sits where takes the current map's row first, so two
   * choosers of one seat queue and the second finds it taken.
   */
  async lockCurrent(tx: TDbOrTx, meetingId: number) {
    const [row] = await tx
      .select()
      .from(seatMaps)
      .where(and(eq(seatMaps.meetingId, meetingId), isNull(seatMaps.archivedAt)))
      .for('update');
    return row;
  },

  /**
   * Seats of people who no longer hold a place (cancelled, refunded, removed) become free: the map's
   * seats joined to their people by primary key, never a scan of all registrations.
   */
  async releaseLapsed(tx: TDbOrTx, mapId: number) {
    await tx.execute(sql`update ${seats} s set registration_id = null from ${registrations} r
      where s.map_id = ${mapId} and r.id = s.registration_id
        and (r.status <> 'confirmed' or r.deleted_at is not null)`);
  },

  /** The registration when it holds a place and is the user's: they bought it, or it is in their mobile. */
  async ownPlace(db: TDbOrTx, registrationId: number, userId: number, mobile: string) {
    const [row] = await db
      .select({
        id: registrations.id,
        meetingId: registrations.meetingId,
        name: registrations.name,
        typeId: registrations.typeId,
      })
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .where(
        and(
          eq(registrations.id, registrationId),
          holdsPlace,
          or(eq(orders.buyerId, userId), eq(registrations.mobile, mobile)),
        ),
      );
    return row;
  },

  async holdsPlace(db: TDbOrTx, registrationId: number) {
    const [row] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), holdsPlace));
    return Boolean(row);
  },

  /** A new current map with its seats; the previous one becomes history. */
  async create(
    tx: TDbOrTx,
    values: { meetingId: number; name: string; layout: TSeatLayout; selfChoice: boolean },
    places: (TSeatPlace & { blocked?: boolean; typeId?: number | null; registrationId?: number | null })[],
  ) {
    await tx
      .update(seatMaps)
      .set({ archivedAt: new Date() })
      .where(and(eq(seatMaps.meetingId, values.meetingId), isNull(seatMaps.archivedAt)));
    const [map] = await tx.insert(seatMaps).values(values).returning();
    for (let start = 0; start < places.length; start += 1000)
      await tx
        .insert(seats)
        .values(places.slice(start, start + 1000).map((place) => ({ ...place, mapId: map!.id })));
    return map!;
  },

  async seatsOf(db: TDbOrTx, mapId: number) {
    return db.select().from(seats).where(eq(seats.mapId, mapId)).orderBy(asc(seats.row), asc(seats.number));
  },

  async seat(db: TDbOrTx, mapId: number, seatId: number) {
    const [row] = await db
      .select()
      .from(seats)
      .where(and(eq(seats.mapId, mapId), eq(seats.id, seatId)));
    return row;
  },

  async seatOfPerson(db: TDbOrTx, mapId: number, registrationId: number) {
    const [row] = await db
      .select()
      .from(seats)
      .where(and(eq(seats.mapId, mapId), eq(seats.registrationId, registrationId)));
    return row;
  },

  async setOccupant(tx: TDbOrTx, seatId: number, registrationId: number | null) {
    await tx.update(seats).set({ registrationId }).where(eq(seats.id, seatId));
  },

  /** Many people seated at once (auto-assignment, import): one statement. */
  async seatMany(tx: TDbOrTx, pairs: { seatId: number; registrationId: number }[]) {
    if (!pairs.length) return;
    const seatIds = `{${pairs.map((pair) => pair.seatId).join(',')}}`;
    const people = `{${pairs.map((pair) => pair.registrationId).join(',')}}`;
    await tx.execute(sql`update ${seats} set registration_id = pick.registration_id
      from unnest(${seatIds}::int[], ${people}::int[]) as pick(seat_id, registration_id)
      where ${seats.id} = pick.seat_id`);
  },

  async unseat(tx: TDbOrTx, mapId: number, registrationIds: number[]) {
    if (!registrationIds.length) return;
    await tx
      .update(seats)
      .set({ registrationId: null })
      .where(and(eq(seats.mapId, mapId), inArray(seats.registrationId, registrationIds)));
  },

  async editSeats(
    tx: TDbOrTx,
    mapId: number,
    edits: { id: number; blocked: boolean; typeId: number | null }[],
  ) {
    if (!edits.length) return;
    const ids = `{${edits.map((edit) => edit.id).join(',')}}`;
    const blocked = `{${edits.map((edit) => edit.blocked).join(',')}}`;
    const types = `{${edits.map((edit) => edit.typeId ?? 'NULL').join(',')}}`;
    // A blocked seat seats nobody: whoever sat there loses it.
    await tx.execute(sql`update ${seats} set blocked = edit.blocked, type_id = edit.type_id,
        registration_id = case when edit.blocked then null else ${seats.registrationId} end
      from unnest(${ids}::int[], ${blocked}::boolean[], ${types}::int[]) as edit(id, blocked, type_id)
      where ${seats.id} = edit.id and ${seats.mapId} = ${mapId}`);
  },

  async setSelfChoice(tx: TDbOrTx, mapId: number, selfChoice: boolean) {
    await tx.update(seatMaps).set({ selfChoice }).where(eq(seatMaps.id, mapId));
  },

  async history(db: TDbOrTx, meetingId: number) {
    return db
      .select({
        map: seatMaps,
        seats: sql<number>`(select count(*)::int from ${seats} where map_id = ${seatMaps.id})`,
        taken: sql<number>`(select count(*)::int from ${seats} where map_id = ${seatMaps.id} and registration_id is not null)`,
      })
      .from(seatMaps)
      .where(eq(seatMaps.meetingId, meetingId))
      .orderBy(desc(seatMaps.createdAt), desc(seatMaps.id));
  },

  /** Who sits in a map: the seated people who still hold a place. */
  async occupants(db: TDbOrTx, mapId: number) {
    return db
      .select(occupantColumns)
      .from(seats)
      .innerJoin(registrations, eq(registrations.id, seats.registrationId))
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .where(and(eq(seats.mapId, mapId), holdsPlace));
  },

  /**
   * The meeting's confirmed people with their seat in the map (null when unseated), filtered by a
   * name, unit or mobile fragment; in registration order, or in the order auto-assignment fills.
   */
  async people(
    db: TDbOrTx,
    meetingId: number,
    mapId: number,
    filter: {
      keyword?: string;
      mobile?: string;
      unseated?: boolean;
      registrationIds?: number[];
      limit?: number;
    },
  ) {
    const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const query = db
      .select({
        ...occupantColumns,
        mobile: registrations.mobile,
        seatId: seats.id,
        row: sql<number>`coalesce(${seats.row}, 0)`,
        number: sql<number>`coalesce(${seats.number}, 0)`,
        typeSort: registrationTypes.sort,
      })
      .from(registrations)
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .leftJoin(seats, and(eq(seats.mapId, mapId), eq(seats.registrationId, registrations.id)))
      .where(
        and(
          eq(registrations.meetingId, meetingId),
          holdsPlace,
          filter.unseated ? isNull(seats.id) : undefined,
          filter.mobile ? eq(registrations.mobile, filter.mobile) : undefined,
          filter.registrationIds ? inArray(registrations.id, filter.registrationIds) : undefined,
          like
            ? or(
                ilike(registrations.name, like),
                ilike(registrations.unit, like),
                ilike(registrations.mobile, like),
              )
            : undefined,
        ),
      )
      .orderBy(asc(registrations.id));
    return filter.limit ? query.limit(filter.limit) : query;
  },

  /** The seats these registrations have in their meetings' current maps (the attendee's own view). */
  async currentSeatsOf(db: TDbOrTx, registrationIds: number[]) {
    if (!registrationIds.length) return [];
    return db
      .select({
        registrationId: seats.registrationId,
        seatId: seats.id,
        row: seats.row,
        number: seats.number,
      })
      .from(seats)
      .innerJoin(seatMaps, and(eq(seatMaps.id, seats.mapId), isNull(seatMaps.archivedAt)))
      .where(inArray(seats.registrationId, registrationIds));
  },

  async currentMaps(db: TDbOrTx, meetingIds: number[]) {
    if (!meetingIds.length) return [];
    return db
      .select()
      .from(seatMaps)
      .where(and(inArray(seatMaps.meetingId, meetingIds), isNull(seatMaps.archivedAt)));
  },
};
