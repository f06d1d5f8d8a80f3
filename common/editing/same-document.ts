/**
 * Whether two editor documents are the same, whatever order their keys are in (PostgreSQL's jsonb
 * keeps keys in its own order, the editor in another).
 */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameDocument(item, b[i]));
  // an absent key and one set to undefined or null read the same (the editor leaves some attributes null)
  const keys = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined && v !== null);
  const [ea, eb] = [keys(a), keys(b)];
  if (ea.length !== eb.length) return false;
  const other = new Map(eb);
  return ea.every(([k, v]) => other.has(k) && sameDocument(v, other.get(k)));
}
