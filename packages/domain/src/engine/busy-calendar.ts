/**
 * A resource's day as a sorted list of disjoint blocked ranges (off shift, absent,
 * booked), so that "is it free for the whole of [a, b)?" is one binary search over a
 * handful of numbers. Minutes are relative to the day's start (0 … dayLength);
 * outside the day counts as blocked.
 */
export interface BusyCalendar {
  dayLength: number;
  /** Starts of the blocked ranges, ascending; `ends[i]` is the end of the range starting at `starts[i]`. */
  starts: Int32Array;
  ends: Int32Array;
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
  const blocked: [number, number][] = [];
  for (const [a, b] of busy) {
    const from = Math.max(0, a);
    const to = Math.min(dayLength, b);
    if (from < to) blocked.push([from, to]);
  }
  if (open) {
    // Blocked outside the open ranges: the gaps between them, once merged.
    let cursor = 0;
    for (const [a, b] of mergeRanges(open.map(([x, y]) => [Math.max(0, x), Math.min(dayLength, y)]))) {
      if (a > cursor) blocked.push([cursor, a]);
      cursor = Math.max(cursor, b);
    }
    if (cursor < dayLength) blocked.push([cursor, dayLength]);
  }
  const merged = mergeRanges(blocked);
  return {
    dayLength,
    starts: Int32Array.from(merged, ([a]) => a),
    ends: Int32Array.from(merged, ([, b]) => b),
  };
}

/** Sorts ranges and merges those that overlap or touch; empty ranges are dropped. Does not change its input. */
export function mergeRanges(ranges: readonly MinuteRange[]): [number, number][] {
  const sorted = ranges.filter(([a, b]) => a < b).sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** True when the resource is free for the whole of [a, b) (day-relative minutes). */
export function isFreeBetween(calendar: BusyCalendar, a: number, b: number): boolean {
  if (a < 0 || b > calendar.dayLength || a >= b) return false;
  const low = firstEndingAfter(calendar, a);
  return low === calendar.ends.length || (calendar.starts[low] ?? 0) >= b;
}

/** Index of the first blocked range ending after minute `a` (binary search). */
function firstEndingAfter({ ends }: BusyCalendar, a: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((ends[mid] ?? 0) <= a) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Length of the free stretch of the calendar that contains minute `a` (which must be
 * free): from the end of the blocked range before it to the start of the one after
 * it. The shorter it is, the better a treatment starting at `a` fills a gap.
 *
 * @example freeStretchAround(buildBusyCalendar(1440, [[540, 1020]], [[600, 660]]), 540) // 60
 */
export function freeStretchAround(calendar: BusyCalendar, a: number): number {
  const { starts, ends } = calendar;
  // The first blocked range ending after a starts after it, as a is free.
  const low = firstEndingAfter(calendar, a);
  const before = low > 0 ? (ends[low - 1] ?? 0) : 0;
  const after = low < starts.length ? (starts[low] ?? calendar.dayLength) : calendar.dayLength;
  return after - before;
}

/**
 * Where the free stretch from minute `a` ends (the start of the next blocked range, or
 * the day's end), or null when `a` itself is blocked.
 *
 * @example freeUntil(buildBusyCalendar(1440, [[540, 1020]], [[600, 660]]), 570) // 600
 */
export function freeUntil(calendar: BusyCalendar, a: number): number | null {
  if (a < 0 || a >= calendar.dayLength) return null;
  const low = firstEndingAfter(calendar, a);
  const next =
    low < calendar.starts.length ? (calendar.starts[low] ?? calendar.dayLength) : calendar.dayLength;
  return next <= a ? null : next;
}
