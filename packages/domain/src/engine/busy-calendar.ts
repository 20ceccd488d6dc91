/**
 * A resource's day as prefix sums of blocked minutes, so that "is it free for the
 * whole of [a, b)?" is two array reads, whatever the number of appointments.
 * Minutes are relative to the day's start (0 … dayLength); outside the day counts
 * as blocked.
 */
export interface BusyCalendar {
  dayLength: number;
  /** blocked[i] = number of blocked minutes in [0, i). Length dayLength + 1. */
  blocked: Int32Array;
}

/** A half-open range of day-relative minutes. */
export type MinuteRange = readonly [start: number, end: number];

/**
 * Builds a calendar open during `open` (always open when null) except during `busy`.
 * Ranges may overlap each other and may reach outside the day; they are clipped.
 *
 * @example isFreeBetween(buildBusyCalendar(1440, [[540, 1020]], [[600, 660]]), 540, 600) // true
 */
export function buildBusyCalendar(
  dayLength: number,
  open: readonly MinuteRange[] | null,
  busy: readonly MinuteRange[],
): BusyCalendar {
  const openDelta = new Int32Array(dayLength + 1);
  const busyDelta = new Int32Array(dayLength + 1);
  const mark = (delta: Int32Array, [a, b]: MinuteRange) => {
    const from = Math.max(0, a);
    const to = Math.min(dayLength, b);
    if (from >= to) return;
    delta[from] = (delta[from] ?? 0) + 1;
    delta[to] = (delta[to] ?? 0) - 1;
  };
  if (open) for (const range of open) mark(openDelta, range);
  for (const range of busy) mark(busyDelta, range);
  const blocked = new Int32Array(dayLength + 1);
  let openDepth = 0;
  let busyDepth = 0;
  for (let i = 0; i < dayLength; i++) {
    openDepth += openDelta[i] ?? 0;
    busyDepth += busyDelta[i] ?? 0;
    const isBlocked = (open !== null && openDepth <= 0) || busyDepth > 0;
    blocked[i + 1] = (blocked[i] ?? 0) + (isBlocked ? 1 : 0);
  }
  return { dayLength, blocked };
}

/** True when the resource is free for the whole of [a, b) (day-relative minutes). */
export function isFreeBetween(calendar: BusyCalendar, a: number, b: number): boolean {
  if (a < 0 || b > calendar.dayLength || a >= b) return false;
  return (calendar.blocked[b] ?? 0) - (calendar.blocked[a] ?? 0) === 0;
}
