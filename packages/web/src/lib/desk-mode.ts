import { readStaffSignIn } from './staff-sign-in-store';

/**
 * Booking at the desk (issue 22, decision 0320): the spa team opens the guests' own booking
 * screens from the diary, in the same tab. This tab is then in desk mode: its searches
 * begin desk sessions (the desk's clock: Spa Days today), and the payment step hands the
 * booking back to the staff page, which confirms it and takes the money. Desk mode needs
 * the tab's staff sign-in; it ends when the booking is done or abandoned.
 */
const KEY = 'spa-desk-mode';
/** The desk session the search screen asked its answers with, until its booking starts with it (desk-session.ts). */
export const DESK_SESSION_KEY = 'spa-desk-session';

export function enterDeskMode() {
  sessionStorage.setItem(KEY, 'on');
}

export function leaveDeskMode() {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(DESK_SESSION_KEY);
}

/** The staff token of a tab in desk mode, else null (a guest's tab, or a sign-in that ended). */
export function deskToken(): string | null {
  try {
    if (sessionStorage.getItem(KEY) !== 'on') return null;
  } catch {
    return null;
  }
  return readStaffSignIn()?.token ?? null;
}

/** Whether this tab books for a guest at the desk. */
export const isDeskMode = () => deskToken() !== null;

/** The staff page's step that confirms a desk booking and takes its payment. */
export const deskPaymentPath = (sessionId: string) => `/staff/#/new-booking/${encodeURIComponent(sessionId)}`;
