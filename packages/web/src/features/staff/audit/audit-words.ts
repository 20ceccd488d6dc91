/** Pure words for the audit screen: what each action was, and what changed, in plain words. */

const ACTIONS: Record<string, string> = {
  'booking.cancel': 'Cancelled the booking',
  'booking.cancel-guest': "Cancelled a guest's part",
  'booking.move': 'Moved a treatment',
  'booking.refund-retry': 'Asked for refunds again',
  'booking.resend-confirmation': 'Resent the confirmation',
  'booking.check-in': 'Checked in',
  'booking.no-show': 'Marked a no-show',
  'booking.arrival-undo': 'Undid the arrival',
  'staff.create': 'Added a staff account',
  'staff.disable': 'Disabled a staff account',
  'staff.enable': 'Enabled a staff account',
  'staff.sign-in': 'Signed in',
  'staff.sign-out': 'Signed out',
  'staff.sign-in-failed': 'Sign-in refused',
  'therapist.absent': 'Marked a therapist away',
  'rota.shifts': 'Changed shifts',
  'rota.pattern': 'Returned a day to the weekly pattern',
  'spa.closed': 'Closed the spa for a day',
  'spa.reopened': 'Opened the spa again',
  'catalogue.change': 'Changed the catalogue',
  'catalogue.import': 'Imported a catalogue',
};

/** 'Checked in' for 'booking.check-in'; an action without words is shown as it is stored. */
export const actionWords = (action: string) => ACTIONS[action] ?? action;

const show = (value: unknown): string =>
  value === null || value === undefined ? 'none' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What changed, one line a field: 'arrival: none → checked_in' for a field before and
 * after, 'address: 10.0.0.1' for one only after (or before).
 */
export function changeLines(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const was = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.flatMap((key): string[] => {
    // A catalogue entry (issue 24): its fields, each before and after.
    if (key === 'Entry' && was[key] && now[key]) return changeLines(was[key], now[key]);
    if (key === 'EffectiveFrom') return [`In force from ${show(now[key] ?? was[key])}`];
    const [from, to] = [show(was[key]), show(now[key])];
    if (!(key in was)) return [`${key}: ${to}`];
    if (!(key in now)) return [`${key}: ${from}`];
    return from === to ? [] : [`${key}: ${from} → ${to}`];
  });
}
