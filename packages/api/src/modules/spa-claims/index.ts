/**
 * Resource claims: the one module that reads and writes the claim tables
 * (appointments, tables, capacity pools, therapist absences). Other modules use these.
 */
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
  sessionsHoldingFrom,
  renewBookingClaims,
  sessionClaims,
  type SessionClaimRow,
} from './claims.repository';
export { writeClaims } from './claim-writer';
export { heldItinerary } from './held-itinerary';
export { createTakenCache, readTakenDay, rotaDatesOf, workingOf, type TakenCache } from './taken-cache';
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
