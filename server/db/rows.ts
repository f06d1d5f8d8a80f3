/** The rows of a raw `db.execute` result: node-postgres wraps them in `{ rows }`, PGlite may not. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows: T[] } | T[];
  return Array.isArray(r) ? r : r.rows;
}
