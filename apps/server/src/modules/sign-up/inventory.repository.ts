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

const ROOM_IN_USE = `(status = 'booked' or (status = 'held' and hold_until > now()))`;
const ORDER_IN_USE = `(status = 'paid' or (status = 'open' and expires_at > now()))`;

const LOCK_SPACE = { type: 1, roomNight: 2, discount: 3, invite: 4 } as const;

/** A scarce thing and how many of it may be in use at most. */
export type TClaim = { thing: TScarce; limit: number };

/** Lock keys in the one global order: (kind, id), each once. */
const sortedLockKeys = (things: TScarce[]) =>
  [...new Map(things.map((t) => [`${LOCK_SPACE[t.kind]}:${t.id}`, t])).values()]
    .map((t) => [LOCK_SPACE[t.kind], Number(t.id)] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);

/**
 * `select key, n`: how much of one thing is in use. Plain text with its numbers written in (ids are
 * forced to numbers): every batch of a rush builds these, and drizzle's building and inlining of
 * the same statement cost more CPU than the sign-ups' own SQL (decision 044).
 */
const countOf = ({ kind, id }: TScarce): string => {
  const n = Number(id);
  const key = `'${kind}:${n}'::text as key`;
  switch (kind) {
    // The settled places come from the counter its trigger keeps (migration type_places_trigger),
    // so the check costs the same with ten places taken or ten thousand; unpaid holds are few, and
    // an expired one stops counting at once.
    case 'type':
      return `select ${key}, (coalesce((select settled from registration_type_places
          where type_id = ${n}), 0) + (select count(*) from registrations
          where type_id = ${n} and deleted_at is null and status = 'unpaid' and hold_until > now()))::int as n`;
    case 'roomNight':
      return `select ${key}, coalesce(sum(rooms), 0)::int as n from room_bookings
        where room_night_id = ${n} and ${ROOM_IN_USE}`;
    case 'discount':
      return `select ${key}, count(*)::int as n from orders where discount_code_id = ${n} and ${ORDER_IN_USE}`;
    case 'invite':
      return `select ${key}, count(*)::int as n from orders where invite_code_id = ${n} and ${ORDER_IN_USE}`;
  }
};

/** The thing a claim refused (huitang_refuse_when's HT409 carries its `kind:id`), if that is the error. */
export const refusedClaim = (error: unknown): { kind: TScarce['kind']; id: number } | undefined => {
  const candidate = error as { code?: string; message?: string } | undefined;
  if (candidate?.code !== 'HT409' || !candidate.message) return undefined;
  const [kind, id] = candidate.message.split(':');
  return { kind: kind as TScarce['kind'], id: Number(id) };
};

export const inventoryRepository = {
  /**
   * Transaction-scoped advisory locks, always taken in the same (kind, id) order so two sign-ups
   * wanting the same things can never wait on each other in a cycle. One statement: the target
   * list is evaluated left to right. (A sign-up takes them with `claims` instead.)
   */
  async lock(tx: TTx, things: TScarce[]): Promise<void> {
    const keys = sortedLockKeys(things);
    if (keys.length === 0) return;
    const locks = keys.map(([space, id]) => sql`pg_advisory_xact_lock(${space}::int, ${id}::int)`);
    await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
  },

  /**
   * The statements that end a sign-up's transaction (see transactionEndingWith): lock every thing
   * (sorted), then in a second statement, so with a snapshot taken after the locks, count what is
   * in use (this transaction's own rows, those of the orders `ownOrderIds`, included) and refuse
   * (HT409, `kind:id`) when any count is past its limit. The counts come back, keyed `kind:id`, as
   * the second statement's rows.
   */
  claims(claims: TClaim[], ownOrderIds: number[]): string {
    if (claims.length === 0) return '';
    const locks = sortedLockKeys(claims.map((c) => c.thing)).map(
      ([space, id]) => `pg_advisory_xact_lock(${space}, ${id})`,
    );
    // The counter of settled places learns of these orders' own only when they commit: add them.
    const orderIds = ownOrderIds.map(Number).join(', ');
    const own = (thing: TScarce) =>
      thing.kind === 'type'
        ? ` + (select count(*)::int from registrations where order_id in (${orderIds})
            and type_id = ${Number(thing.id)} and deleted_at is null and status in ('pending', 'confirmed'))`
        : '';
    const checks = claims.map(
      ({ thing, limit }) => `select c.key, c.n, huitang_refuse_when(c.n > ${Number(limit)}, c.key)
        from (select q.key, q.n${own(thing)} as n from (${countOf(thing)}) q) c`,
    );
    return `select ${locks.join(', ')}; ${checks.join(' union all ')}`;
  },

  /** How much of one thing is in use (no lock: under one only if the caller holds it). */
  async count(db: TDbOrTx, thing: TScarce): Promise<number> {
    const result = await db.execute<{ n: number }>(sql.raw(countOf(thing)));
    return result.rows[0]?.n ?? 0;
  },

  placesTaken(db: TDbOrTx, typeId: number): Promise<number> {
    return this.count(db, { kind: 'type', id: typeId });
  },

  /** Rooms in use per night, for the nights asked about. */
  async roomsBooked(db: TDbOrTx, roomNightIds: number[]): Promise<Map<number, number>> {
    if (roomNightIds.length === 0) return new Map();
    const result = await db.execute<{ id: number; n: number }>(sql`
      select room_night_id as id, coalesce(sum(rooms), 0)::int as n from room_bookings
      where room_night_id in ${sql.raw(`(${roomNightIds.map(Number).join(',')})`)}
        and ${sql.raw(ROOM_IN_USE)}
      group by room_night_id`);
    return new Map(result.rows.map((row) => [row.id, row.n]));
  },

  codeUses(db: TDbOrTx, kind: 'discount' | 'invite', codeId: number): Promise<number> {
    return this.count(db, { kind, id: codeId });
  },
};
