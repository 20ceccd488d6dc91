import type { StaffGuestRecord } from '@spa/domain';
import { badRequest } from '../../lib/http-error';
import { confirmedBookingsOfGuest, type BookingRow } from '../booking';
import {
  indexKeysOf,
  insertGuestNote,
  isSameGuest,
  partyGuestKey,
  partyGuestKeys,
  type GuestKey,
} from '../guests';
import { staysOfGuest } from '../stays';
import { guestName } from './staff-labels';
import { notesOnGuests } from './staff-notes';
import { insertAudit } from './staff.repository';
import { requireConfirmed, summariesOf, type StaffBookingsDeps } from './staff-bookings.service';

/** How many of a guest's bookings, and of their stays' rooms, the record lists (newest first). */
const HISTORY_LIMIT = 100;

/**
 * Which guest of the booking's party: the lead booker, or the guest with this id (the booking's
 * `guestIds`). A guest who gave neither e-mail nor phone has no record (400 naming the guest).
 */
function guestOf(booking: BookingRow, guestId: string | undefined): { index: number; key: GuestKey } {
  const index =
    guestId === undefined ? booking.request.leadGuestIndex : (booking.guestIds ?? []).indexOf(guestId);
  if (index < 0) throw badRequest('params.guest', 'No guest of this booking has this id');
  const key = partyGuestKey(booking, index);
  if (!key) throw badRequest('params.guest', 'This guest gave no e-mail or phone to know them by');
  return { index, key };
}

/**
 * The guest record (issue 22 item 2, decisions 0380, 0395) of the lead booker or a party guest:
 * every confirmed booking where any guest of the party has the same e-mail or phone (the guest
 * keys' index), the hotel stays led by the same e-mail (the hotel keeps no phone), and the staff's
 * notes. Reached by a booking's unguessable id only: there is no guest id to guess.
 */
export async function guestRecord(
  deps: StaffBookingsDeps,
  bookingId: string,
  guestId?: string,
): Promise<StaffGuestRecord> {
  const booking = await requireConfirmed(deps.db, bookingId);
  const { index, key } = guestOf(booking, guestId);
  const [found, stays, [notes]] = await Promise.all([
    confirmedBookingsOfGuest(deps.db, indexKeysOf(key), HISTORY_LIMIT),
    key.email === null ? [] : staysOfGuest(deps.db, key.email, HISTORY_LIMIT),
    notesOnGuests(deps.db, [key]),
  ]);
  const rows = found.filter((row) => partyGuestKeys(row).some((k) => isSameGuest(k, key)));
  const client = booking.request.clients[index];
  return {
    Name: guestName(booking.request, index) ?? key.email ?? '',
    Email: index === booking.request.leadGuestIndex ? booking.leadEmail : (client?.emailAddress ?? null),
    Telephone: client?.telephoneNumber ?? null,
    Bookings: await summariesOf(deps, rows.some((r) => r.id === booking.id) ? rows : [booking, ...rows]),
    Stays: stays.map((s) => ({
      ConfirmationNumber: s.confirmationNumber,
      LeadGuest: s.leadGuest,
      RoomCode: s.roomCode,
      Arrival: s.arrivalDate,
      Departure: s.departureDate,
      Cancelled: s.cancelledAt !== null,
    })),
    Notes: notes ?? [],
  };
}

/** A staff note on a guest of the booking (the lead booker by default): stored and audited in one transaction (append-only, decision 0380). */
export async function addGuestNote(
  deps: StaffBookingsDeps,
  staffId: string,
  bookingId: string,
  text: string,
  guestId?: string,
): Promise<StaffGuestRecord> {
  await deps.db.transaction(async (tx) => {
    const booking = await requireConfirmed(tx, bookingId, true);
    const { key } = guestOf(booking, guestId);
    const note = await insertGuestNote(tx, { key, body: text, staffId, bookingId });
    await insertAudit(tx, {
      staffId,
      action: 'guest.note-added',
      subject: `booking:${booking.id}`,
      before: null,
      after: { noteId: note.id, text, ...(guestId === undefined ? {} : { guestId }) },
    });
  });
  return guestRecord(deps, bookingId, guestId);
}
