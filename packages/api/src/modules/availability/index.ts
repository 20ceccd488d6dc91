/** Live availability: what the engine offers given what others have taken. */
export { assertBookableDate, resortToday, takenOn } from './availability.service';
export type { AvailabilityDeps, BookingNow } from './availability.service';
