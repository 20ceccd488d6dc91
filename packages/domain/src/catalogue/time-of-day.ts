/**
 * Minutes since midnight for an 'HH:mm' time of day.
 *
 * Apart from the catalogue's schema (which uses it), so that code reading times of
 * day does not build every catalogue schema when it loads (docs/decisions.md 186).
 *
 * @example minutesOfDay('09:30') // 570
 */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
