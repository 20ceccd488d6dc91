import { useSyncExternalStore } from 'react';
import type { StaffProfile } from '@spa/domain';
import { apiRequest, onUnauthorised, setAccessTokenProvider } from './api-client';
import { readStaffSignIn as read, STAFF_SIGN_IN_KEY as KEY, type StaffSignIn } from './staff-sign-in-store';

/**
 * The staff area's sign-in (decision 170): the access token of a shift, kept in this
 * tab's sessionStorage (a reception tablet is shared: closing the tab signs out), and
 * attached to every apiRequest of the staff page. A 401 anywhere forgets it.
 */

const listeners = new Set<() => void>();
let current = read();

function set(next: StaffSignIn | null) {
  current = next;
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

setAccessTokenProvider(() => current?.token ?? null);
onUnauthorised(() => set(null));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** POST api/staff/sign-in; throws ApiError (401 wrong details, 429 too many attempts). */
export async function signInStaff(email: string, password: string): Promise<StaffProfile> {
  // zod loads with the first submit, not with the login screen (decision 83).
  const { StaffSignInResponseSchema } = await import('@spa/domain');
  const answer = StaffSignInResponseSchema.parse(
    await apiRequest('/api/staff/sign-in', { body: { email, password }, noRenewal: true }),
  );
  set({ token: answer.AccessToken, expiresAt: answer.ExpiresAt, staff: answer.Staff });
  return answer.Staff;
}

/** POST api/staff/sign-out (ends the sign-in on the server), then forgets it here. */
export async function signOutStaff(): Promise<void> {
  try {
    await apiRequest('/api/staff/sign-out', { method: 'POST', noRenewal: true });
  } finally {
    set(null);
  }
}

/** The signed-in staff member of this tab, or null. */
export function useStaff(): StaffProfile | null {
  return useSyncExternalStore(subscribe, () => current)?.staff ?? null;
}
