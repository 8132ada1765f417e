import type { TDbOrTx } from './client.ts';

/**
 * A statement prepared once per database handle (the pool, one connection, or a transaction): its
 * SQL is built once, and as a named statement it is parsed and planned once per connection. For
 * the statements every busy call runs.
 */
export const preparedPerHandle = <TQuery>(prepare: (db: TDbOrTx) => TQuery) => {
  const byHandle = new WeakMap<TDbOrTx, TQuery>();
  return (db: TDbOrTx): TQuery => {
    let query = byHandle.get(db);
    if (!query) byHandle.set(db, (query = prepare(db)));
    return query;
  };
};
