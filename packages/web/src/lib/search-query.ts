/** Guest count radios of both searches: 1, 2, 3, 4 and 5+ (value 0) (booking-flow §9). */
export const GUEST_OPTIONS = [1, 2, 3, 4, 0].map((value) => ({
  value,
  label: value === 0 ? '5+' : String(value),
}));

/** The guests query parameter: 1-4, or 0 for 5+; anything else is the default 2. */
export function guestsFromQuery(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n <= 4 ? n : 2;
}

/** The d query parameter when it is a date 'YYYY-MM-DD' on or after `earliest`, else `earliest`. */
export function dateFromQuery(value: string | null, earliest: string): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= earliest ? value : earliest;
}
