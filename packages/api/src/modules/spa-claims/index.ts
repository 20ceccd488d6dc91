/**
 * Resource claims: the one module that reads and writes the claim tables
 * (appointments, tables, capacity pools, therapist absences). Other modules use these.
 */
export {
  confirmBookingClaims,
  countBookingClaims,
  extendClaims,
  holdExpiry,
  insertAbsence,
  loadTaken,
  releaseClaims,
  sessionClaims,
  type SessionClaimRow,
} from './claims.repository';
export { writeClaims } from './claim-writer';
export { claimsOfItinerary, HOLD_FIELDS, itineraryFromClaims, type ClaimSet } from './itinerary-claims';
