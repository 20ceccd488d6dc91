import { useQuery } from '@tanstack/react-query';
import { BeginSessionResponseSchema } from '@spa/domain';
import { apiRequest } from './api-client';
import { readStaffSignIn } from './staff-sign-in-store';

/**
 * Booking at the desk (issue 22, decision 0320): the spa team opens the guests' own booking
 * screens from the diary, in the same tab. This tab is then in desk mode: its searches
 * begin desk sessions (the desk's clock: Spa Days today), and the payment step hands the
 * booking back to the staff page, which confirms it and takes the money. Desk mode needs
 * the tab's staff sign-in; it ends when the booking is done or abandoned.
 */
const KEY = 'spa-desk-mode';
/** The desk session the search screen asked its answers with, until its booking starts with it. */
const SESSION_KEY = 'spa-desk-session';

export function enterDeskMode() {
  sessionStorage.setItem(KEY, 'on');
}

export function leaveDeskMode() {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(SESSION_KEY);
}

/** The staff token of a tab in desk mode, else null (a guest's tab, or a sign-in that ended). */
function deskToken(): string | null {
  try {
    if (sessionStorage.getItem(KEY) !== 'on') return null;
  } catch {
    return null;
  }
  return readStaffSignIn()?.token ?? null;
}

/** Whether this tab books for a guest at the desk. */
export const isDeskMode = () => deskToken() !== null;

/** POST api/staff/sessions: a booking session begun at the desk, with the tab's staff sign-in. */
export async function beginDeskSession() {
  return BeginSessionResponseSchema.parse(
    await apiRequest('/api/staff/sessions', {
      method: 'POST',
      headers: { authorization: `Bearer ${deskToken() ?? ''}` },
    }),
  );
}

/**
 * The desk session a search screen asks its answers with (the packages of today), begun
 * once and kept for the booking it starts; undefined in a guest's tab.
 */
export function useDeskSessionId(): string | undefined {
  const desk = isDeskMode();
  const session = useQuery({
    queryKey: ['desk-session'],
    queryFn: async () => {
      const kept = sessionStorage.getItem(SESSION_KEY);
      if (kept) return kept;
      const { Id } = await beginDeskSession();
      sessionStorage.setItem(SESSION_KEY, Id);
      return Id;
    },
    enabled: desk,
    staleTime: Infinity,
  });
  return desk ? session.data : undefined;
}

/** The desk session for a booking that starts now: the one its search asked with, else a new one. */
export async function takeDeskSessionId(): Promise<string> {
  const kept = sessionStorage.getItem(SESSION_KEY);
  sessionStorage.removeItem(SESSION_KEY);
  return kept ?? (await beginDeskSession()).Id;
}

/** The staff page's step that confirms a desk booking and takes its payment. */
export const deskPaymentPath = (sessionId: string) => `/staff/#/new-booking/${encodeURIComponent(sessionId)}`;
