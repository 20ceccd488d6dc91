import type { StaffGuestRecord } from '@spa/domain';
import { searchConfirmedBookings } from '../booking';
import { insertGuestNote, isSameGuest, leadGuestKey } from '../guests';
import { guestName } from './staff-labels';
import { insertAudit } from './staff.repository';
import { requireConfirmed, summariesOf, type StaffBookingsDeps } from './staff-bookings.service';

/** How many of a guest's bookings the record lists (newest first). */
const HISTORY_LIMIT = 100;

/**
 * The guest record of a booking's lead booker (issue 22 item 2): every confirmed booking whose
 * lead booker has the same e-mail or phone, found through the staff search, and the staff's notes.
 * Reached by a booking's unguessable id only: there is no guest id to guess.
 */
export async function guestRecord(deps: StaffBookingsDeps, bookingId: string): Promise<StaffGuestRecord> {
  const booking = await requireConfirmed(deps.db, bookingId);
  const key = leadGuestKey(booking);
  const lead = booking.request.clients[booking.request.leadGuestIndex];
  const phone = lead?.telephoneNumber ?? null;
  const found = await Promise.all([
    searchConfirmedBookings(deps.db, key.email, HISTORY_LIMIT),
    key.phone && phone ? searchConfirmedBookings(deps.db, phone, HISTORY_LIMIT) : [],
  ]);
  const seen = new Set<string>();
  const rows = found
    .flat()
    .filter((row) => !seen.has(row.id) && seen.add(row.id) && isSameGuest(leadGuestKey(row), key))
    .sort((a, b) => b.bookingDate.localeCompare(a.bookingDate))
    .slice(0, HISTORY_LIMIT);
  const summaries = await summariesOf(
    deps,
    rows.some((r) => r.id === booking.id) ? rows : [booking, ...rows],
  );
  return {
    Name: guestName(booking.request, undefined) ?? booking.leadEmail,
    Email: booking.leadEmail,
    Telephone: phone,
    Bookings: summaries,
    Notes: summaries.find((s) => s.Id === booking.id)?.StaffNotes ?? [],
  };
}

/** A staff note on the booking's lead booker: stored and audited in one transaction (append-only, decision 0380). */
export async function addGuestNote(
  deps: StaffBookingsDeps,
  staffId: string,
  bookingId: string,
  text: string,
): Promise<StaffGuestRecord> {
  await deps.db.transaction(async (tx) => {
    const booking = await requireConfirmed(tx, bookingId, true);
    const note = await insertGuestNote(tx, { key: leadGuestKey(booking), body: text, staffId, bookingId });
    await insertAudit(tx, {
      staffId,
      action: 'guest.note-added',
      subject: `booking:${booking.id}`,
      before: null,
      after: { noteId: note.id, text },
    });
  });
  return guestRecord(deps, bookingId);
}
