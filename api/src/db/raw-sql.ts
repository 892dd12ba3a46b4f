// Raw SQL where the query builder cannot say it (bulk statements over JSON input, data-modifying CTEs):
// the rows of a statement, and timestamps as parameters both drivers (pg, PGlite) send alike.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A timestamp parameter (drivers differ in how they send a Date). */
export function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}
