/**
 * Holds: choosing a time claims it for the session while the guest goes on. The one module
 * that reads and writes the claim tables (appointments, tables, capacity pools, therapist
 * absences) and the dated rota and closures that decide what is free; other modules use these.
 */
export type { HoldsDeps } from './holds.service';
export {
  attachClaimsToBooking,
  confirmBookingClaims,
  deleteSessionClaims,
  extendClaims,
  holdExpiry,
  insertAbsence,
  liveClaimCount,
  lockResources,
  releaseClaims,
  renewBookingClaims,
  sessionClaims,
  type SessionClaimRow,
} from './claims.repository';
export { writeClaims } from './claim-writer';
export { heldItinerary } from './held-itinerary';
export { createTakenCache, type TakenCache } from './taken-cache';
export { clearRotaDay, liftClosure, replaceRotaDay, rotaBetween, setClosure } from './rota.repository';
export {
  absencesDuring,
  appointmentsDuring,
  bookingAppointments,
  deleteBookingClaimsOfKind,
  insertAbsenceReturning,
  releaseBookingClaims,
  releaseGuestClaims,
} from './day-claims.repository';
export { resortDayOf, takenOn, workingOn } from './taken-day';
export { renewedHoldExpiry } from './session-holds.service';
export { holdPlan } from './holds.service';
export { markFreeDone, openFrees, recordTimeFreed, takeFreeLease } from './freed-days';
