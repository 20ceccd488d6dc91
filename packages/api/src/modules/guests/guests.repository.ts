import { desc, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { GuestKey } from './guest-key';
import { guestNotes, type GuestNoteRow } from './guests.tables';

export async function insertGuestNote(
  tx: Executor,
  note: { key: GuestKey; body: string; staffId: string; bookingId: string },
): Promise<GuestNoteRow> {
  const [row] = await tx
    .insert(guestNotes)
    .values({
      email: note.key.email,
      phone: note.key.phone,
      body: note.body,
      staffId: note.staffId,
      bookingId: note.bookingId,
    })
    .returning();
  return row!;
}

/** Every note on any of these guests (by e-mail or phone), newest first. */
export function notesOfGuests(db: Executor, keys: GuestKey[]): Promise<GuestNoteRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  const emails = [...new Set(keys.map((k) => k.email))];
  const phones = [...new Set(keys.flatMap((k) => (k.phone ? [k.phone] : [])))];
  const byEmail = inArray(guestNotes.email, emails);
  return db
    .select()
    .from(guestNotes)
    .where(phones.length > 0 ? or(byEmail, inArray(guestNotes.phone, phones)) : byEmail)
    .orderBy(desc(guestNotes.createdAt), desc(guestNotes.id));
}
