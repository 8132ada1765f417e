import { and, asc, desc, eq, max, notInArray, sql } from 'drizzle-orm';
import {
  discountCodes,
  enrolSettings,
  hotelRoomTypes,
  hotels,
  inviteCodes,
  registrationTypes,
  registrations,
  roomNights,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../platform/db/query.ts';

export type TSettingsRow = typeof enrolSettings.$inferSelect;
export type TTypeRow = typeof registrationTypes.$inferSelect;
export type TDiscountRow = typeof discountCodes.$inferSelect;
export type TInviteRow = typeof inviteCodes.$inferSelect;
export type THotelRow = typeof hotels.$inferSelect;
export type TRoomTypeRow = typeof hotelRoomTypes.$inferSelect;
export type TRoomNightRow = typeof roomNights.$inferSelect;
export interface THotelTree extends THotelRow {
  roomTypes: (TRoomTypeRow & { nights: TRoomNightRow[] })[];
}

/** What an organiser configured: settings, types, hotels and codes of a meeting. */
export const signUpSettingsRepository = {
  async settings(db: TDbOrTx, meetingId: number): Promise<TSettingsRow | undefined> {
    const rows = await db.select().from(enrolSettings).where(eq(enrolSettings.meetingId, meetingId));
    return rows[0];
  },

  async saveSettings(db: TDbOrTx, values: typeof enrolSettings.$inferInsert): Promise<void> {
    await db
      .insert(enrolSettings)
      .values(values)
      .onConflictDoUpdate({ target: enrolSettings.meetingId, set: { ...values, updatedAt: new Date() } });
  },

  types: (db: TDbOrTx, meetingId: number): Promise<TTypeRow[]> =>
    db
      .select()
      .from(registrationTypes)
      .where(eq(registrationTypes.meetingId, meetingId))
      .orderBy(asc(registrationTypes.sort), asc(registrationTypes.id)),

  async type(db: TDbOrTx, id: number): Promise<TTypeRow | undefined> {
    const rows = await db.select().from(registrationTypes).where(eq(registrationTypes.id, id));
    return rows[0];
  },

  async roomNight(db: TDbOrTx, id: number): Promise<TRoomNightRow | undefined> {
    const rows = await db.select().from(roomNights).where(eq(roomNights.id, id));
    return rows[0];
  },

  async insertType(db: TDbOrTx, values: typeof registrationTypes.$inferInsert): Promise<void> {
    const last = await db
      .select({ sort: max(registrationTypes.sort) })
      .from(registrationTypes)
      .where(eq(registrationTypes.meetingId, values.meetingId));
    await db.insert(registrationTypes).values({ ...values, sort: (last[0]?.sort ?? -1) + 1 });
  },

  async updateType(db: TDbOrTx, id: number, values: Partial<typeof registrationTypes.$inferInsert>) {
    await db.update(registrationTypes).set(values).where(eq(registrationTypes.id, id));
  },

  async sortTypes(db: TDbOrTx, meetingId: number, ids: number[]): Promise<void> {
    for (const [sort, id] of ids.entries())
      await db
        .update(registrationTypes)
        .set({ sort })
        .where(and(eq(registrationTypes.id, id), eq(registrationTypes.meetingId, meetingId)));
  },

  async typeHasAttendees(db: TDbOrTx, typeId: number): Promise<boolean> {
    const rows = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.typeId, typeId))
      .limit(1);
    return rows.length > 0;
  },

  async deleteType(db: TDbOrTx, id: number): Promise<void> {
    await db.delete(registrationTypes).where(eq(registrationTypes.id, id));
  },

  /** Hotels with their room types and nights, in order. */
  /** A meeting's hotels with their room types and nights, in one statement (the console and the sign-up form read it). */
  async hotels(db: TDbOrTx, meetingId: number): Promise<THotelTree[]> {
    const rows = await db
      .select({ hotel: hotels, roomType: hotelRoomTypes, night: roomNights })
      .from(hotels)
      .leftJoin(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id))
      .leftJoin(roomNights, eq(roomNights.roomTypeId, hotelRoomTypes.id))
      .where(eq(hotels.meetingId, meetingId))
      .orderBy(
        asc(hotels.sort),
        asc(hotels.id),
        asc(hotelRoomTypes.sort),
        asc(hotelRoomTypes.id),
        asc(roomNights.night),
      );
    const tree = new Map<number, THotelTree>();
    const roomTypes = new Map<number, THotelTree['roomTypes'][number]>();
    for (const { hotel, roomType, night } of rows) {
      let hotelNode = tree.get(hotel.id);
      if (!hotelNode) tree.set(hotel.id, (hotelNode = { ...hotel, roomTypes: [] }));
      if (!roomType) continue;
      let roomNode = roomTypes.get(roomType.id);
      if (!roomNode) {
        roomTypes.set(roomType.id, (roomNode = { ...roomType, nights: [] }));
        hotelNode.roomTypes.push(roomNode);
      }
      if (night) roomNode.nights.push(night);
    }
    return [...tree.values()];
  },

  async hotel(db: TDbOrTx, id: number): Promise<THotelRow | undefined> {
    const rows = await db.select().from(hotels).where(eq(hotels.id, id));
    return rows[0];
  },

  async insertHotel(db: TDbOrTx, values: typeof hotels.$inferInsert): Promise<number> {
    const rows = await db.insert(hotels).values(values).returning({ id: hotels.id });
    return rows[0]!.id;
  },

  async updateHotel(db: TDbOrTx, id: number, values: Partial<typeof hotels.$inferInsert>): Promise<void> {
    await db.update(hotels).set(values).where(eq(hotels.id, id));
  },

  async deleteHotel(db: TDbOrTx, id: number): Promise<void> {
    await db.delete(hotels).where(eq(hotels.id, id));
  },

  /** Room types not in `keep` are removed (a booked one cannot be: its nights are referenced). */
  async pruneRoomTypes(db: TDbOrTx, hotelId: number, keep: number[]): Promise<void> {
    await db
      .delete(hotelRoomTypes)
      .where(
        keep.length
          ? and(eq(hotelRoomTypes.hotelId, hotelId), notInArray(hotelRoomTypes.id, keep))
          : eq(hotelRoomTypes.hotelId, hotelId),
      );
  },

  /** The room type's id, or undefined when `id` is not a room type of this hotel (nothing is written). */
  async upsertRoomType(
    db: TDbOrTx,
    values: typeof hotelRoomTypes.$inferInsert & { id?: number | undefined },
  ): Promise<number | undefined> {
    const { id, ...rest } = values;
    if (id !== undefined) {
      const updated = await db
        .update(hotelRoomTypes)
        .set(rest)
        .where(and(eq(hotelRoomTypes.id, id), eq(hotelRoomTypes.hotelId, rest.hotelId)))
        .returning({ id: hotelRoomTypes.id });
      return updated[0]?.id;
    }
    const rows = await db.insert(hotelRoomTypes).values(rest).returning({ id: hotelRoomTypes.id });
    return rows[0]!.id;
  },

  /** Sets the nights of a room type: inventory updated in place, new nights added, missing ones removed. */
  async setNights(db: TDbOrTx, roomTypeId: number, nights: { night: string; inventory: number }[]) {
    const days = nights.map((n) => n.night);
    await db
      .delete(roomNights)
      .where(
        days.length
          ? and(eq(roomNights.roomTypeId, roomTypeId), notInArray(roomNights.night, days))
          : eq(roomNights.roomTypeId, roomTypeId),
      );
    for (const night of nights)
      await db
        .insert(roomNights)
        .values({ roomTypeId, ...night })
        .onConflictDoUpdate({
          target: [roomNights.roomTypeId, roomNights.night],
          set: { inventory: night.inventory },
        });
  },

  discounts: (db: TDbOrTx, meetingId: number): Promise<TDiscountRow[]> =>
    db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.meetingId, meetingId))
      .orderBy(desc(discountCodes.id)),

  async discount(db: TDbOrTx, id: number): Promise<TDiscountRow | undefined> {
    const rows = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
    return rows[0];
  },

  async discountByCode(db: TDbOrTx, meetingId: number, code: string): Promise<TDiscountRow | undefined> {
    const rows = await db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.meetingId, meetingId), eq(discountCodes.code, code)));
    return rows[0];
  },

  async upsertDiscount(db: TDbOrTx, id: number | undefined, values: typeof discountCodes.$inferInsert) {
    if (id === undefined) await db.insert(discountCodes).values(values);
    else await db.update(discountCodes).set(values).where(eq(discountCodes.id, id));
  },

  async deleteDiscount(db: TDbOrTx, id: number): Promise<void> {
    await db.delete(discountCodes).where(eq(discountCodes.id, id));
  },

  /** Uses per discount code of a meeting (paid or open orders). */
  async discountUses(db: TDbOrTx, meetingId: number): Promise<Map<number, number>> {
    const result = await db.execute<{ id: number; n: number }>(sql`
      select discount_code_id as id, count(*)::int as n from orders
      where meeting_id = ${meetingId} and discount_code_id is not null
        and (status = 'paid' or (status = 'open' and expires_at > now()))
      group by discount_code_id`);
    return new Map(result.rows.map((row) => [row.id, row.n]));
  },

  async invitePage(db: TDbOrTx, meetingId: number, keyword: string | undefined, { offset, limit }: TSlice) {
    const where = and(eq(inviteCodes.meetingId, meetingId), anyContains(keyword, inviteCodes.code));
    const [rows, total] = await Promise.all([
      db.select().from(inviteCodes).where(where).orderBy(desc(inviteCodes.id)).limit(limit).offset(offset),
      db.$count(inviteCodes, where),
    ]);
    return { rows, total };
  },

  async invitesOfMeeting(db: TDbOrTx, meetingId: number): Promise<TInviteRow[]> {
    return db
      .select()
      .from(inviteCodes)
      .where(eq(inviteCodes.meetingId, meetingId))
      .orderBy(asc(inviteCodes.id));
  },

  async invite(db: TDbOrTx, id: number): Promise<TInviteRow | undefined> {
    const rows = await db.select().from(inviteCodes).where(eq(inviteCodes.id, id));
    return rows[0];
  },

  async inviteByCode(db: TDbOrTx, meetingId: number, code: string): Promise<TInviteRow | undefined> {
    const rows = await db
      .select()
      .from(inviteCodes)
      .where(and(eq(inviteCodes.meetingId, meetingId), eq(inviteCodes.code, code)));
    return rows[0];
  },

  /** Inserts the codes; a collision with an existing code is skipped and reported by the count. */
  async insertInvites(db: TDbOrTx, values: (typeof inviteCodes.$inferInsert)[]): Promise<TInviteRow[]> {
    return db.insert(inviteCodes).values(values).onConflictDoNothing().returning();
  },

  async deleteInvite(db: TDbOrTx, id: number): Promise<void> {
    await db.delete(inviteCodes).where(eq(inviteCodes.id, id));
  },

  async inviteUses(db: TDbOrTx, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const result = await db.execute<{ id: number; n: number }>(sql`
      select invite_code_id as id, count(*)::int as n from orders
      where invite_code_id in ${sql.raw(`(${ids.map(Number).join(',')})`)}
        and (status = 'paid' or (status = 'open' and expires_at > now()))
      group by invite_code_id`);
    return new Map(result.rows.map((row) => [row.id, row.n]));
  },
};
