import type { BookingRow } from '../booking';

/** How one guest is known across bookings: e-mail lower-cased, phone as digits without 44/0 (as the staff search). */
export interface GuestKey {
  email: string;
  phone: string | null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Digits only, the country code or trunk 0 dropped: '07700 900123' and '+44 7700-900123' agree; under 6 digits is no phone. */
export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^(44|0)/, '');
  return digits.length >= 6 ? digits : null;
}

/** The lead booker of a booking, as a guest key. */
export function leadGuestKey(booking: BookingRow): GuestKey {
  const lead = booking.request.clients[booking.request.leadGuestIndex];
  return { email: normaliseEmail(booking.leadEmail), phone: normalisePhone(lead?.telephoneNumber) };
}

/** Whether a booking's lead booker is the guest: the same e-mail or the same phone. */
export function isSameGuest(a: GuestKey, b: GuestKey): boolean {
  return a.email === b.email || (a.phone !== null && a.phone === b.phone);
}
