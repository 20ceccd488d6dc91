/**
 * Whether two JSON values are equal whatever the order of their objects' keys (PostgreSQL's
 * jsonb keeps keys in its own order). An absent key equals one set to undefined.
 *
 * @example jsonEqual({ a: 1, b: [2] }, { b: [2], a: 1 }) // true
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!jsonEqual(left[key], right[key])) return false;
  return true;
}
