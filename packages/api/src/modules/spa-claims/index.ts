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
  loadTaken,
  lockResources,
  releaseClaims,
  sessionsHolding,
  renewBookingClaims,
  sessionClaims,
  type SessionClaimRow,
} from './claims.repository';
export { writeClaims } from './claim-writer';
export { heldItinerary } from './held-itinerary';
export { createTakenCache, rotaDatesOf, type TakenCache } from './taken-cache';
export { clearRotaDay, liftClosure, replaceRotaDay, rotaBetween, setClosure } from './rota.repository';
export {
  absencesDuring,
  appointmentsDuring,
  bookingAppointments,
  deleteBookingClaimsOfKind,
  insertAbsenceReturning,
  releaseBookingClaims,
} from './day-claims.repository';
