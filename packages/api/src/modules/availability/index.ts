/** Live availability: what the engine offers given what others have taken. */
export { extrasAvailability, treatmentAvailability } from './availability.service';
export { therapistSlot } from './therapist-slot.service';
export type { AvailabilityDeps } from './availability.service';
