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

const placeInUse = sql.raw(
  `(status in ('pending', 'confirmed') or (status = 'unpaid' and hold_until > now()))`,
);
const roomInUse = sql.raw(`(status = 'booked' or (status = 'held' and hold_until > now()))`);
const orderInUse = sql.raw(`(status = 'paid' or (status = 'open' and expires_at > now()))`);

const LOCK_SPACE = { type: 1, roomNight: 2, discount: 3, invite: 4 } as const;

export const inventoryRepository = {
  /**
   * Transaction-scoped advisory locks, always taken in the same (kind, id) order so two sign-ups
   * wanting the same things can never wait on each other in a cycle. One statement: the target
   * list is evaluated left to right.
   *
   * releaseBeforeFlush lets the commit return (and release the locks) before its WAL reaches the
   * disk, so a queue of sign-ups for one type is not one fsync per place. The caller must make the
   * result durable with a synchronous commit of its own before it answers anyone.
   */
  async lock(tx: TTx, things: TScarce[], { releaseBeforeFlush = false } = {}): Promise<void> {
    const keys = [...new Map(things.map((t) => [`${LOCK_SPACE[t.kind]}:${t.id}`, t])).values()]
      .map((t) => [LOCK_SPACE[t.kind], t.id] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    if (keys.length === 0) return;
    const locks = keys.map(([space, id]) => sql`pg_advisory_xact_lock(${space}::int, ${id}::int)`);
    if (releaseBeforeFlush) locks.unshift(sql`set_config('synchronous_commit', 'off', true)`);
    await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
  },

  /** How much of each thing is in use, in one statement; keyed `kind:id`. */
  async inUse(tx: TDbOrTx, things: TScarce[]): Promise<Map<string, number>> {
    const parts = things.map(({ kind, id }) => {
      switch (kind) {
        case 'type':
          return sql`select ${`type:${id}`}::text as key, count(*)::int as n from registrations
            where type_id = ${id} and deleted_at is null and ${placeInUse}`;
        case 'roomNight':
          return sql`select ${`roomNight:${id}`}::text as key, coalesce(sum(rooms), 0)::int as n from room_bookings
            where room_night_id = ${id} and ${roomInUse}`;
        case 'discount':
          return sql`select ${`discount:${id}`}::text as key, count(*)::int as n from orders
            where discount_code_id = ${id} and ${orderInUse}`;
        case 'invite':
          return sql`select ${`invite:${id}`}::text as key, count(*)::int as n from orders
            where invite_code_id = ${id} and ${orderInUse}`;
      }
    });
    if (parts.length === 0) return new Map();
    const result = await tx.execute<{ key: string; n: number }>(sql.join(parts, sql` union all `));
    return new Map(result.rows.map((row) => [row.key, row.n]));
  },

  async placesTaken(db: TDbOrTx, typeId: number): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from registrations
      where type_id = ${typeId} and deleted_at is null
        and ${placeInUse}`);
    return result.rows[0]?.n ?? 0;
  },

  /** Rooms in use per night, for the nights asked about. */
  async roomsBooked(db: TDbOrTx, roomNightIds: number[]): Promise<Map<number, number>> {
    if (roomNightIds.length === 0) return new Map();
    const result = await db.execute<{ id: number; n: number }>(sql`
      select room_night_id as id, coalesce(sum(rooms), 0)::int as n from room_bookings
      where room_night_id in ${sql.raw(`(${roomNightIds.map(Number).join(',')})`)}
        and ${roomInUse}
      group by room_night_id`);
    return new Map(result.rows.map((row) => [row.id, row.n]));
  },

  async codeUses(db: TDbOrTx, kind: 'discount' | 'invite', codeId: number): Promise<number> {
    const column = kind === 'discount' ? sql`discount_code_id` : sql`invite_code_id`;
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from orders
      where ${column} = ${codeId} and ${orderInUse}`);
    return result.rows[0]?.n ?? 0;
  },
};
