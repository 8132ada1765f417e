import { asc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  enrolSettings,
  meetings,
  orders,
  registrationTypes,
  registrations,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';

export type TTypeUsage = { confirmed: number; pending: number; held: number };

const counted = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
const heldNow = sql`${registrations.status} = 'unpaid' and ${registrations.holdUntil} > now()`;

/** Places in use per type of a meeting, by how they are held, as a query (settingsWithTypes joins it). */
const usageQuery = (db: TDbOrTx, meetingId: number | Placeholder) =>
  db
    .select({
      typeId: registrations.typeId,
      confirmed: counted(eq(registrations.status, 'confirmed')).as('confirmed'),
      pending: counted(eq(registrations.status, 'pending')).as('pending'),
      held: counted(heldNow).as('held'),
    })
    .from(registrations)
    .where(sql`${registrations.meetingId} = ${meetingId} and ${isNull(registrations.deletedAt)}`)
    .groupBy(registrations.typeId);

// The console's registrations pages read these two on every render: named statements, built and
// planned once per connection (issue 45).
const settingsWithTypesQuery = preparedPerHandle((db) => {
  const usage = usageQuery(db, sql.placeholder('meetingId')).as('usage');
  return db
    .select({
      settings: enrolSettings,
      type: registrationTypes,
      confirmed: usage.confirmed,
      pending: usage.pending,
      held: usage.held,
    })
    .from(meetings)
    .leftJoin(enrolSettings, eq(enrolSettings.meetingId, meetings.id))
    .leftJoin(registrationTypes, eq(registrationTypes.meetingId, meetings.id))
    .leftJoin(usage, eq(usage.typeId, registrationTypes.id))
    .where(eq(meetings.id, sql.placeholder('meetingId')))
    .orderBy(asc(registrationTypes.sort), asc(registrationTypes.id))
    .prepare('meeting_sign_up_settings_with_types');
});

const totalsQuery = preparedPerHandle((db) =>
  db
    .select({
      byStatus: sql<Record<string, number> | null>`(select json_object_agg(status, n) from (
        select ${registrations.status} as status, count(*)::int as n from ${registrations}
        where ${registrations.meetingId} = ${sql.placeholder('meetingId')} and ${registrations.deletedAt} is null
        group by ${registrations.status}) counted)`,
      paidFen: sql<number>`coalesce(sum(${orders.payableFen}) filter (where ${orders.status} = 'paid'), 0)::int`,
      refundedFen: sql<number>`coalesce(sum(${orders.payableFen}) filter (where ${orders.status} = 'refunded'), 0)::int`,
    })
    .from(orders)
    .where(eq(orders.meetingId, sql.placeholder('meetingId')))
    .prepare('meeting_registration_totals'),
);

/** What the organiser's console counts of a meeting's registrations: places per type, statuses, money. */
export const attendeeCountsRepository = {
  /** Places in use per type of a meeting, by how they are held. */
  async typeUsage(db: TDbOrTx, meetingId: number): Promise<Map<number, TTypeUsage>> {
    const rows = await usageQuery(db, meetingId);
    return new Map(rows.map(({ typeId, ...usage }) => [typeId, usage]));
  },

  /**
   * The meeting's settings and its types with the places each has taken, in one statement: the
   * console's registrations pages show both (one row per type, or one without a type when it has none).
   */
  async settingsWithTypes(
    db: TDbOrTx,
    meetingId: number,
  ): Promise<{
    settings: typeof enrolSettings.$inferSelect | undefined;
    types: { type: typeof registrationTypes.$inferSelect; usage: TTypeUsage }[];
  }> {
    const rows = await settingsWithTypesQuery(db).execute({ meetingId });
    return {
      settings: rows[0]?.settings ?? undefined,
      types: rows.flatMap(({ type, confirmed, pending, held }) =>
        type ? [{ type, usage: { confirmed: confirmed ?? 0, pending: pending ?? 0, held: held ?? 0 } }] : [],
      ),
    };
  },

  /**
   * The registrations per status and the money paid and refunded, in one round trip: the console's
   * registrations page reads both on every render.
   */
  async totals(
    db: TDbOrTx,
    meetingId: number,
  ): Promise<{ byStatus: Record<string, number>; paidFen: number; refundedFen: number }> {
    const [row] = await totalsQuery(db).execute({ meetingId });
    return { byStatus: row?.byStatus ?? {}, paidFen: row?.paidFen ?? 0, refundedFen: row?.refundedFen ?? 0 };
  },
};
