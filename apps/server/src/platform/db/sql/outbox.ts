import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { instanceGone } from '../instance.ts';

/** The columns every outbox table of messages (mail, SMS) keeps its sending state in. */
export interface TOutboxColumns {
  status: AnyPgColumn;
  nextAttemptAt: AnyPgColumn;
  claimedAt: AnyPgColumn;
  claimedBy: AnyPgColumn;
  attempts: AnyPgColumn;
}

/**
 * A message to send now: queued and due, or claimed by an instance that is gone (killed mid-send),
 * or claimed longer than `leaseSeconds` ago by one that is stuck.
 */
export const outboxDue = (table: TOutboxColumns, leaseSeconds: number) =>
  or(
    and(eq(table.status, 'queued'), lte(table.nextAttemptAt, sql`now()`)),
    and(
      eq(table.status, 'sending'),
      or(
        instanceGone(table.claimedBy),
        lte(table.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
      ),
    ),
  );

/** Still to go, now or later: queued, or claimed and not yet recorded. */
export const outboxPending = (table: TOutboxColumns) => inArray(table.status, ['queued', 'sending']);

/** What a claim writes: this instance sends it now, one attempt more. */
export const outboxClaim = (table: TOutboxColumns, instanceId: number) => ({
  status: 'sending' as const,
  claimedAt: sql`now()`,
  claimedBy: instanceId,
  attempts: sql`${table.attempts} + 1`,
});
