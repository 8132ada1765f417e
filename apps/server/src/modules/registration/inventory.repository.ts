import { sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';

/**
 * The scarce things of a sign-up and how much of each is in use. A thing is in use when it is paid
 * (or awaiting audit), or held by an unpaid order that has not expired yet: an expired hold stops
 * counting at once, whether or not the sweeper has closed its order.
 */
export type TScarce =
  | { kind: 'type'; id: number }
  | { kind: 'roomNight'; id: number }
  | { kind: 'discount'; id: number }
  | { kind: 'invite'; id: number };

const LOCK_SPACE = { type: 1, roomNight: 2, discount: 3, invite: 4 } as const;

export const inventoryRepository = {
  /**
   * Transaction-scoped advisory locks, always taken in the same (kind, id) order so two sign-ups
   * wanting the same things can never wait on each other in a cycle.
   */
  async lock(tx: TTx, things: TScarce[]): Promise<void> {
    const keys = [...new Map(things.map((t) => [`${LOCK_SPACE[t.kind]}:${t.id}`, t])).values()]
      .map((t) => [LOCK_SPACE[t.kind], t.id] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [space, id] of keys) await tx.execute(sql`select pg_advisory_xact_lock(${space}, ${id})`);
  },

  async placesTaken(db: TDbOrTx, typeId: number): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from registrations
      where type_id = ${typeId} and deleted_at is null
        and (status in ('pending', 'confirmed') or (status = 'unpaid' and hold_until > now()))`);
    return result.rows[0]?.n ?? 0;
  },

  /** Rooms in use per night, for the nights asked about. */
  async roomsBooked(db: TDbOrTx, roomNightIds: number[]): Promise<Map<number, number>> {
    if (roomNightIds.length === 0) return new Map();
    const result = await db.execute<{ id: number; n: number }>(sql`
      select room_night_id as id, coalesce(sum(rooms), 0)::int as n from room_bookings
      where room_night_id in ${sql.raw(`(${roomNightIds.map(Number).join(',')})`)}
        and (status = 'booked' or (status = 'held' and hold_until > now()))
      group by room_night_id`);
    return new Map(result.rows.map((row) => [row.id, row.n]));
  },

  async codeUses(db: TDbOrTx, kind: 'discount' | 'invite', codeId: number): Promise<number> {
    const column = kind === 'discount' ? sql`discount_code_id` : sql`invite_code_id`;
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from orders
      where ${column} = ${codeId} and (status = 'paid' or (status = 'open' and expires_at > now()))`);
    return result.rows[0]?.n ?? 0;
  },
};
