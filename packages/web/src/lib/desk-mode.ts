import { useQuery } from '@tanstack/react-query';
import { BeginSessionResponseSchema, StaffBookingListSchema } from '@spa/domain';
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

/** A staff call from the booking pages, with the tab's staff sign-in. */
const asStaff = () => ({ authorization: `Bearer ${deskToken() ?? ''}` });

/** POST api/staff/sessions: a booking session begun at the desk. */
export async function beginDeskSession() {
  return BeginSessionResponseSchema.parse(
    await apiRequest('/api/staff/sessions', { method: 'POST', headers: asStaff() }),
  );
}

/** A guest known from their bookings: the staff search's lead bookers, one per e-mail address. */
export interface KnownGuest {
  name: string;
  email: string;
  telephone: string | null;
}

/** GET api/staff/bookings?q=: the guests of bookings found by name, phone (any format) or e-mail. */
export async function findKnownGuests(q: string): Promise<KnownGuest[]> {
  const { Bookings } = StaffBookingListSchema.parse(
    await apiRequest(`/api/staff/bookings?q=${encodeURIComponent(q)}`, { headers: asStaff() }),
  );
  const seen = new Map<string, KnownGuest>();
  for (const b of Bookings)
    if (!seen.has(b.Email.toLowerCase()))
      seen.set(b.Email.toLowerCase(), { name: b.LeadName, email: b.Email, telephone: b.Telephone });
  return [...seen.values()];
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
