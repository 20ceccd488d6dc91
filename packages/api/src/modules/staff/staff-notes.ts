import type { StaffNote } from '@spa/domain';
import type { Executor } from '../../db/database';
import type { BookingRow } from '../booking';
import { isSameGuest, leadGuestKey, notesOfGuests, type GuestKey } from '../guests';
import { listStaff } from './staff.repository';

/** The staff's notes on each of these guests (matched by e-mail or phone), newest first, read once for all. */
export async function notesOnGuests(db: Executor, keys: GuestKey[]): Promise<StaffNote[][]> {
  const [notes, staff] = await Promise.all([notesOfGuests(db, keys), keys.length ? listStaff(db) : []]);
  const names = new Map(staff.map((s) => [s.id, s.displayName]));
  return keys.map((key) =>
    notes
      .filter((n) => isSameGuest(key, { email: n.email, phone: n.phone }))
      .map((n) => ({
        Id: n.id,
        Text: n.body,
        StaffName: names.get(n.staffId) ?? 'A former staff member',
        At: n.createdAt.toISOString(),
      })),
  );
}

/** The staff's notes on each booking's lead booker, by booking id. */
export async function staffNotesOf(db: Executor, rows: BookingRow[]): Promise<Map<string, StaffNote[]>> {
  const notes = await notesOnGuests(db, rows.map(leadGuestKey));
  return new Map(rows.map((row, i) => [row.id, notes[i] ?? []]));
}
