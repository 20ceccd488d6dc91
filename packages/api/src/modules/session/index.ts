/** Booking sessions: the capability to a booking in progress. Other modules use these. */
export {
  beginSession,
  isSessionOwner,
  newSessionId,
  requireActiveSession,
  requireOpenSession,
  SESSION_NOT_FOUND,
  SESSION_OWNER_COOKIE,
} from './session.service';
export {
  findSession,
  insertSession,
  setItineraryContext,
  setSessionStatus,
  touchSession,
  updateSearch,
} from './session.repository';
export type { SessionRead } from './session.repository';
export type { SessionRow } from './session.tables';
export type { SessionDeps } from './session.service';
