/** Live availability: what the engine offers given what others have taken. */
export {
  assertBookableDate,
  extrasAvailability,
  resortToday,
  takenOn,
  treatmentAvailability,
  workingOn,
} from './availability.service';
export type { AvailabilityDeps, BookingNow } from './availability.service';
