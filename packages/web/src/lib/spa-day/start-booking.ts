import { useNavigate } from 'react-router';
import type { SpaDaySearch } from './search-state';
import { isDeskMode } from '../desk-mode';
import { takeDeskSessionId } from '../desk-session';
import { beginSpaSession, endSession, putSearch } from './session-api';
import { rememberSessionId, rememberedSessionId } from './remembered-session';

/**
 * Search submit in either flow (booking-flow §2, §4): ends the booking this browser
 * had in progress (its holds are released), begins a session, saves the new search
 * against it and answers the first screen's path to open.
 *
 * @example const path = await startBooking((id) => ({ ...newSearch(…), lastPath: `/spa/day/${id}/guest` }));
 */
export async function startBooking(searchFor: (sessionId: string) => SpaDaySearch): Promise<string> {
  const previous = rememberedSessionId();
  if (previous) await endSession(previous).catch(() => undefined);
  // At the desk the session is the spa team member's (the desk's clock: Spa Days today).
  const Id = isDeskMode() ? await takeDeskSessionId() : (await beginSpaSession()).Id;
  const search = searchFor(Id);
  await putSearch(Id, search);
  rememberSessionId(Id);
  return search.lastPath;
}

/**
 * startBooking, then opens its first screen: answers false when the booking could not
 * start (the search says so and stays as typed).
 */
export function useStartBooking() {
  const navigate = useNavigate();
  return async (searchFor: (sessionId: string) => SpaDaySearch) => {
    try {
      void navigate(await startBooking(searchFor));
      return true;
    } catch {
      return false;
    }
  };
}
