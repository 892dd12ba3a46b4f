// Statements every request of a hot endpoint runs, prepared once per database: drizzle builds the SQL
// once, and on PostgreSQL the statement is named, so each pooled connection parses and plans it once.
// Tests open many databases in one process, hence one statement per database, not one per module.
import type { Db } from './client';

/** `build(db)` the first time a database asks, the same prepared statement afterwards. */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) statements.set(db, (statement = build(db)));
    return statement;
  };
}
