/** Booking sessions: the capability to a booking in progress. Other modules use these. */
export { renewedHoldExpiry, requireActiveSession, requireOpenSession } from './session.service';
export { findSession, insertSession, setItineraryContext, setSessionStatus } from './session.repository';
export type { SessionDeps } from './session.service';
