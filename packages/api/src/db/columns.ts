import { customType } from 'drizzle-orm/pg-core';

/** A half-open span of time, `[start, end)`: PostgreSQL's tstzrange. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** The tstzrange literal of a span: `[2026-03-29T09:00:00.000Z,2026-03-29T10:00:00.000Z)`. */
export function rangeLiteral({ start, end }: TimeRange): string {
  return `[${start.toISOString()},${end.toISOString()})`;
}

/**
 * Reads a bounded tstzrange as PostgreSQL prints it, e.g.
 * `["2026-03-29 10:00:00+01","2026-03-29 11:00:00+01")` (the bounds' offsets follow the
 * connection's TimeZone). Claims are never empty or unbounded (CHECK in the migration).
 */
export function parseRange(text: string): TimeRange {
  const match = /^[[(]"?([^",]+)"?,"?([^",]+)"?[\])]$/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`not a bounded tstzrange: ${text}`);
  return { start: new Date(match[1]), end: new Date(match[2]) };
}

/** A tstzrange column (Drizzle has no range type): exclusion constraints are in the migration. */
export const tstzrange = customType<{ data: TimeRange; driverData: string }>({
  dataType: () => 'tstzrange',
  toDriver: rangeLiteral,
  fromDriver: parseRange,
});
