import type pg from 'pg';
import { connectionDb, type TConnectionDb, type TDb } from './client.ts';

/**
 * A transaction whose last statements travel in one message with its COMMIT (the simple query
 * protocol runs them back to back, each with a fresh snapshot). Nothing on our side runs between
 * them, so a lock they take is held only as long as the database needs, however busy this process
 * is. If one of them fails, the rest (the COMMIT too) are skipped and the transaction rolls back.
 *
 * `ending` gets the work's result and returns those statements. They can carry no parameters:
 * build them from numbers and fixed text only. Their results come back in order.
 *
 * The COMMIT does not wait for its WAL to reach the disk, so its locks go at once and a queue of
 * transactions on one lock is not one fsync each. A transaction of its own follows in the same
 * message and commits synchronously; a flush covers everything written before it, so the work is
 * on disk when this resolves.
 */
export const transactionEndingWith = async <T>(
  db: TDb,
  work: (tx: TConnectionDb) => Promise<T>,
  ending: (result: T) => string,
): Promise<{ result: T; endResults: pg.QueryResult[] }> => {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(connectionDb(client));
    const statements = [
      `select set_config('synchronous_commit', 'off', true)`,
      ending(result),
      'commit',
      // Assigns a transaction id, so this transaction's commit is one the disk must see.
      'select pg_current_xact_id()',
    ].filter(Boolean);
    const replies = (await client.query(statements.join('; '))) as unknown as pg.QueryResult[];
    return { result, endResults: replies.slice(1, -2) };
  } catch (error) {
    // A connection that cannot even roll back goes back to the pool as broken, never reused.
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
};
