import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { BeginSessionResponseSchema, DeskSlotSchema, StaffBookingListSchema } from '@spa/domain';
import { apiRequest } from './api-client';
import { DESK_SESSION_KEY, deskToken, isDeskMode } from './desk-mode';

/**
 * The staff calls the booking pages make at the desk (issue 22, decision 0320), with the
 * tab's staff sign-in: desk sessions and the guests known from their bookings. Apart from
 * desk-mode.ts, so that a guest's first screen loads none of it.
 */

/** A staff call from the booking pages, with the tab's staff sign-in. */
const asStaff = () => ({ authorization: `Bearer ${deskToken() ?? ''}` });

/** POST api/staff/sessions: a booking session begun at the desk. */
export async function beginDeskSession() {
  return BeginSessionResponseSchema.parse(
    await apiRequest('/api/staff/sessions', { method: 'POST', headers: asStaff() }),
  );
}

/** GET api/staff/sessions/{id}/slot: what fits a therapist's tapped slot, or why nothing does and the ways on. */
export async function getDeskSlot(
  sessionId: string,
  slot: { staffId: string; startTime: string },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ StaffId: slot.staffId, StartTime: slot.startTime });
  return DeskSlotSchema.parse(
    await apiRequest(`/api/staff/sessions/${encodeURIComponent(sessionId)}/slot?${query}`, {
      headers: asStaff(),
      signal,
    }),
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

/** The desk session kept in this tab, or begun (a guest's tab asks nothing). */
const deskSessionQuery = (desk: boolean) =>
  queryOptions({
    queryKey: ['desk-session'],
    queryFn: desk
      ? async () => {
          const kept = sessionStorage.getItem(DESK_SESSION_KEY);
          if (kept) return kept;
          const { Id } = await beginDeskSession();
          sessionStorage.setItem(DESK_SESSION_KEY, Id);
          return Id;
        }
      : skipToken,
    staleTime: Infinity,
  });

/**
 * The desk session a search screen asks its answers with (the packages of today), begun
 * once and kept for the booking it starts; undefined in a guest's tab.
 */
export function useDeskSessionId(): string | undefined {
  const desk = isDeskMode();
  const session = useQuery(deskSessionQuery(desk));
  return desk ? session.data : undefined;
}

/** The desk session for a booking that starts now: the one its search asked with, else a new one. */
export async function takeDeskSessionId(): Promise<string> {
  const kept = sessionStorage.getItem(DESK_SESSION_KEY);
  sessionStorage.removeItem(DESK_SESSION_KEY);
  return kept ?? (await beginDeskSession()).Id;
}
