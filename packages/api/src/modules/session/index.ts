/** Booking sessions: the capability to a booking in progress. Other modules use these. */
export {
  isSessionOwner,
  renewedHoldExpiry,
  requireActiveSession,
  requireOpenSession,
  SESSION_OWNER_COOKIE,
} from './session.service';
export { findSession, insertSession, setItineraryContext, setSessionStatus } from './session.repository';
export type { SessionRow } from './session.tables';
export type { SessionDeps } from './session.service';
