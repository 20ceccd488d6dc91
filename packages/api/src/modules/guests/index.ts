/** One guest across bookings: how they are known (e-mail or phone) and the staff's notes on them. */
export {
  indexKeysOf,
  isSameGuest,
  leadGuestKey,
  partyGuestKey,
  partyGuestKeys,
  type GuestKey,
} from './guest-key';
export { insertGuestNote, notesOfGuests } from './guests.repository';
