import { z } from 'zod';
import { trimmedText } from './person-fields';

/**
 * The guest record (issue 22 item 2): one guest across bookings, matched by e-mail or phone,
 * with their history and the staff's notes. Notes are append-only (decision 0380).
 */

export const GUEST_NOTE_MAX = 1000;

/** A note a staff member wrote about a guest: shown wherever the guest's bookings are, marked as the staff's. */
export const StaffNoteSchema = z.object({
  Id: z.string(),
  Text: z.string(),
  StaffName: z.string(),
  /** When it was written (ISO instant); shown through the domain's formatters. */
  At: z.string(),
});
export type StaffNote = z.infer<typeof StaffNoteSchema>;

/** One form and one server check: a note, trimmed, 1 to 1000 characters. */
export const StaffNoteRequestSchema = z.object({
  Text: trimmedText(
    'Write the note',
    [1, 'Write the note'],
    [GUEST_NOTE_MAX, `Keep the note to ${GUEST_NOTE_MAX} characters`],
  ),
});
export type StaffNoteRequest = z.infer<typeof StaffNoteRequestSchema>;

/** A room of a hotel stay led by the guest's e-mail (the stays module), as the guest record lists it. */
export const GuestStaySchema = z.object({
  ConfirmationNumber: z.string(),
  LeadGuest: z.string(),
  RoomCode: z.string(),
  Arrival: z.string(),
  Departure: z.string(),
  Cancelled: z.boolean(),
});
export type GuestStay = z.infer<typeof GuestStaySchema>;
