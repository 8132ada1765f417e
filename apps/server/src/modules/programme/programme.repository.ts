import { and, asc, eq, inArray, max, min, sql } from 'drizzle-orm';
import {
  meetingAccessories,
  meetingBanners,
  meetingDates,
  meetingGuests,
  meetingNotices,
  meetingMenus,
  meetingMusic,
  meetingPlaces,
  meetingSessions,
  scheduleItemGuests,
  scheduleItems,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

/** The programme's ordered collections: each row has its meeting and a sort position. */
export const sortedTables = {
  date: meetingDates,
  place: meetingPlaces,
  guest: meetingGuests,
  notice: meetingNotices,
  accessory: meetingAccessories,
  banner: meetingBanners,
  menu: meetingMenus,
  music: meetingMusic,
} as const;
export type TSortedKind = keyof typeof sortedTables;
const NEWEST_FIRST: ReadonlySet<TSortedKind> = new Set(['notice']);
export type TRowOf<K extends TSortedKind> = (typeof sortedTables)[K]['$inferSelect'];
export type TInsertOf<K extends TSortedKind> = (typeof sortedTables)[K]['$inferInsert'];

// The tables share id, meetingId and sort; queries are written once against that shape.
const shape = (kind: TSortedKind) => sortedTables[kind] as unknown as typeof meetingPlaces;

export const programmeRepository = {
  async list<K extends TSortedKind>(db: TDbOrTx, kind: K, meetingId: number): Promise<TRowOf<K>[]> {
    const table = shape(kind);
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.meetingId, meetingId))
      .orderBy(asc(table.sort), asc(table.id));
    return rows;
  },

  async find<K extends TSortedKind>(db: TDbOrTx, kind: K, id: number): Promise<TRowOf<K> | undefined> {
    const table = shape(kind);
    const rows = await db.select().from(table).where(eq(table.id, id)).limit(1);
    return rows[0];
  },

  /** A new row goes last; a new notice first, as people read the newest notice first. */
  async insert<K extends TSortedKind>(db: TDbOrTx, kind: K, values: TInsertOf<K>): Promise<void> {
    const table = shape(kind);
    const [ends] = await db
      .select({ first: min(table.sort), last: max(table.sort) })
      .from(table)
      .where(eq(table.meetingId, values.meetingId));
    const sort = NEWEST_FIRST.has(kind) ? (ends?.first ?? 1) - 1 : (ends?.last ?? -1) + 1;
    await db.insert(table).values({ ...(values as object), sort } as never);
  },

  async update<K extends TSortedKind>(
    db: TDbOrTx,
    kind: K,
    id: number,
    values: Partial<TInsertOf<K>>,
  ): Promise<void> {
    const table = shape(kind);
    await db.update(table).set(values).where(eq(table.id, id));
  },

  async remove(db: TDbOrTx, kind: TSortedKind, id: number): Promise<void> {
    const table = shape(kind);
    await db.delete(table).where(eq(table.id, id));
  },

  /** Sorts the meeting's rows in the order of ids; ids of other meetings are ignored. */
  async reorder(db: TDbOrTx, kind: TSortedKind, meetingId: number, ids: number[]): Promise<void> {
    const table = shape(kind);
    const positions = sql.join(
      ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
      sql` `,
    );
    await db
      .update(table)
      .set({ sort: sql`case ${table.id} ${positions} end` })
      .where(and(eq(table.meetingId, meetingId), inArray(table.id, ids)));
  },

  sessions: (db: TDbOrTx, meetingId: number) =>
    db
      .select()
      .from(meetingSessions)
      .where(eq(meetingSessions.meetingId, meetingId))
      .orderBy(asc(meetingSessions.startTime), asc(meetingSessions.id)),

  async findSession(db: TDbOrTx, id: number) {
    const rows = await db.select().from(meetingSessions).where(eq(meetingSessions.id, id)).limit(1);
    return rows[0];
  },

  async saveSession(
    db: TDbOrTx,
    id: number | undefined,
    values: typeof meetingSessions.$inferInsert,
  ): Promise<void> {
    if (id === undefined) await db.insert(meetingSessions).values(values);
    else await db.update(meetingSessions).set(values).where(eq(meetingSessions.id, id));
  },

  async removeSession(db: TDbOrTx, id: number): Promise<void> {
    await db.delete(meetingSessions).where(eq(meetingSessions.id, id));
  },

  items: (db: TDbOrTx, meetingId: number) =>
    db
      .select()
      .from(scheduleItems)
      .where(eq(scheduleItems.meetingId, meetingId))
      .orderBy(asc(scheduleItems.startTime), asc(scheduleItems.id)),

  itemGuests: (db: TDbOrTx, meetingId: number) =>
    db
      .select({ itemId: scheduleItemGuests.itemId, guestId: scheduleItemGuests.guestId })
      .from(scheduleItemGuests)
      .innerJoin(scheduleItems, eq(scheduleItems.id, scheduleItemGuests.itemId))
      .where(eq(scheduleItems.meetingId, meetingId)),

  async findItem(db: TDbOrTx, id: number) {
    const rows = await db.select().from(scheduleItems).where(eq(scheduleItems.id, id)).limit(1);
    return rows[0];
  },

  /** Writes the item and replaces its speakers; run inside a transaction. */
  async saveItem(
    tx: TDbOrTx,
    id: number | undefined,
    values: typeof scheduleItems.$inferInsert,
    guestIds: number[],
  ): Promise<void> {
    const itemId =
      id === undefined
        ? (await tx.insert(scheduleItems).values(values).returning({ id: scheduleItems.id }))[0]!.id
        : (await tx.update(scheduleItems).set(values).where(eq(scheduleItems.id, id)), id);
    await tx.delete(scheduleItemGuests).where(eq(scheduleItemGuests.itemId, itemId));
    if (guestIds.length)
      await tx.insert(scheduleItemGuests).values(guestIds.map((guestId) => ({ itemId, guestId })));
  },

  async removeItem(db: TDbOrTx, id: number): Promise<void> {
    await db.delete(scheduleItems).where(eq(scheduleItems.id, id));
  },
};
