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
  const emails = [...new Set(keys.flatMap((k) => (k.email ? [k.email] : [])))];
  const phones = [...new Set(keys.flatMap((k) => (k.phone ? [k.phone] : [])))];
  if (emails.length === 0 && phones.length === 0) return Promise.resolve([]);
  const byEmail = emails.length > 0 ? inArray(guestNotes.email, emails) : undefined;
  const byPhone = phones.length > 0 ? inArray(guestNotes.phone, phones) : undefined;
  return db
    .select()
    .from(guestNotes)
    .where(or(byEmail, byPhone))
    .orderBy(desc(guestNotes.createdAt), desc(guestNotes.id));
}
