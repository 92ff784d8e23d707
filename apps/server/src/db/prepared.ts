import type { Db } from './client.ts';

/**
 * A read that every request of its kind makes, built once per database and run with placeholders
 * (`sql.placeholder`): Drizzle builds its SQL once, and PostgreSQL parses and plans a named
 * statement once per connection. Give each a `.prepare(name)` name of its own: PostgreSQL refuses
 * one name for two statements on a connection. Only for the application's database, not for a
 * transaction's `tx`.
 */
export const preparedRead = <Statement>(build: (db: Db) => Statement) => {
  const built = new WeakMap<Db, Statement>();
  return (db: Db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
};

/**
 * Some columns of a subquery as one nested object of a selection (selecting the subquery itself
 * would put it in as a scalar subquery); with a left join it reads null when the subquery has no row.
 */
export const columnsOf = <Source, Key extends keyof Source>(source: Source, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<Source, Key>;
