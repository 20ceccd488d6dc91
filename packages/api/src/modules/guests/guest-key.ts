import type { BookingRow } from '../booking';

/**
 * How one guest is known across bookings and stays: e-mail lower-cased, phone as digits without
 * 44/0 (as the staff search). A party guest may have given only one of the two (decision 0395).
 */
export interface GuestKey {
  email: string | null;
  phone: string | null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Digits only, the country code and trunk 0 dropped: '07700 900123', '+44 7700-900123',
 * '+44 (0)7700 900123' and '0044 7700 900123' agree; under 6 digits is no phone.
 */
export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^(00)?(44)?0?/, '');
  return digits.length >= 6 ? digits : null;
}

/** The lead booker of a booking, as a guest key. */
export function leadGuestKey(booking: BookingRow): GuestKey {
  const lead = booking.request.clients[booking.request.leadGuestIndex];
  return { email: normaliseEmail(booking.leadEmail), phone: normalisePhone(lead?.telephoneNumber) };
}

/**
 * The guest at `index` of a booking's party, as a guest key: the lead booker's, or the e-mail and
 * phone given for that guest; null when they gave neither (nobody to know them by).
 */
export function partyGuestKey(booking: BookingRow, index: number): GuestKey | null {
  if (index === booking.request.leadGuestIndex) return leadGuestKey(booking);
  const client = booking.request.clients[index];
  const email = client?.emailAddress?.trim() ? normaliseEmail(client.emailAddress) : null;
  const phone = normalisePhone(client?.telephoneNumber);
  return email === null && phone === null ? null : { email, phone };
}

/** Every guest of a booking's party that can be known (the lead booker always). */
export const partyGuestKeys = (booking: BookingRow): GuestKey[] =>
  booking.request.clients.flatMap((_, i) => partyGuestKey(booking, i) ?? []);

/** Whether two guests are the same: the same e-mail or the same phone. */
export function isSameGuest(a: GuestKey, b: GuestKey): boolean {
  return (a.email !== null && a.email === b.email) || (a.phone !== null && a.phone === b.phone);
}

/**
 * A guest's keys as the index of bookings writes them (migration 0790, `spa_booking_guest_keys`):
 * 'e:<email>', 'p:<phone>'.
 */
export const indexKeysOf = (key: GuestKey): string[] => [
  ...(key.email === null ? [] : [`e:${key.email}`]),
  ...(key.phone === null ? [] : [`p:${key.phone}`]),
];
