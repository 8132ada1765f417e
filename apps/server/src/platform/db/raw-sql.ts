import { sql } from 'drizzle-orm';
import type { TTx } from './client.ts';

/**
 * Runs another library's numbered-parameter SQL (`$1`, `$2`…) inside the caller's drizzle
 * transaction, so what it writes commits or rolls back with the caller's own rows. Each `$n` becomes
 * a bound parameter (never text spliced into the query); arrays stay one parameter each.
 */
export const executorOf = (tx: TTx) => ({
  async executeSql(text: string, values: unknown[] = []) {
    const parts = text.split(/\$(\d+)/);
    const query = sql.join(
      parts.map((part, i) => (i % 2 === 1 ? sql.param(values[Number(part) - 1]) : sql.raw(part))),
    );
    const result = await tx.execute<Record<string, unknown>>(query);
    return { rows: result.rows };
  },
});
