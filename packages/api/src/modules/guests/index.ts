/** One guest across bookings: how they are known (e-mail or phone) and the staff's notes on them. */
export { isSameGuest, leadGuestKey, type GuestKey } from './guest-key';
export { insertGuestNote, notesOfGuests } from './guests.repository';
export type { GuestNoteRow } from './guests.tables';
