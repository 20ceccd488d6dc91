/** Pure conversions for the diary grid, on the resort's offset date-times ('2026-12-01T10:00:00+00:00'). */

/** 'HH:mm' as written in an offset date-time: the resort's wall clock. */
export const wallTime = (offsetDateTime: string) => offsetDateTime.slice(11, 16);

/** Where an instant falls between the grid's opening and closing, as a percentage (0–100, clamped). */
export function percentAlong(at: string, opens: string, closes: string): number {
  const from = Date.parse(opens);
  const span = Date.parse(closes) - from;
  if (span <= 0) return 0;
  return Math.min(100, Math.max(0, ((Date.parse(at) - from) / span) * 100));
}

/** The grid's whole hours from opening to closing: where each falls and its label ('09:00'). */
export function hoursBetween(opens: string, closes: string): { percent: number; label: string }[] {
  const first = Number(opens.slice(11, 13));
  const count = Math.round((Date.parse(closes) - Date.parse(opens)) / 3_600_000);
  return Array.from({ length: count + 1 }, (_, i) => ({
    percent: count === 0 ? 0 : (i / count) * 100,
    label: `${String((first + i) % 24).padStart(2, '0')}:00`,
  }));
}
