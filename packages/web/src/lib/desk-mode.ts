import { useMemo, useSyncExternalStore } from 'react';
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

/**
 * A therapist's empty slot tapped on the diary (decision 0440): the treatment booking is for
 * them at that time, its date, one guest. Kept with the desk flag; the server re-checks it.
 */
export interface TappedSlot {
  staffId: string;
  staffName: string;
  /** The resort's offset date-time of the slot ('2026-12-01T14:30:00+00:00'). */
  startTime: string;
  /** Its date at the resort, 'YYYY-MM-DD'. */
  date: string;
}
const SLOT_KEY = 'spa-desk-slot';
const slotListeners = new Set<() => void>();

/** Desk mode, for a tapped slot (or none: "New booking", any therapist). */
export function enterDeskMode(slot: TappedSlot | null = null) {
  sessionStorage.setItem(KEY, 'on');
  setTappedSlot(slot);
}

export function leaveDeskMode() {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(DESK_SESSION_KEY);
  setTappedSlot(null);
}

/** The tapped slot this desk tab books for, as stored (JSON), or null. */
function tappedSlotText(): string | null {
  try {
    return sessionStorage.getItem(KEY) === 'on' ? sessionStorage.getItem(SLOT_KEY) : null;
  } catch {
    return null;
  }
}

/** Another slot (one of the nearest ways on), or none (any therapist); screens showing it hear. */
export function setTappedSlot(slot: TappedSlot | null) {
  if (slot) sessionStorage.setItem(SLOT_KEY, JSON.stringify(slot));
  else sessionStorage.removeItem(SLOT_KEY);
  slotListeners.forEach((listener) => listener());
}

function onTappedSlotChange(listener: () => void) {
  slotListeners.add(listener);
  return () => {
    slotListeners.delete(listener);
  };
}

function parseSlot(text: string | null): TappedSlot | null {
  if (!text) return null;
  try {
    const slot = JSON.parse(text) as Partial<TappedSlot>;
    return slot.staffId && slot.staffName && slot.startTime && slot.date ? (slot as TappedSlot) : null;
  } catch {
    return null;
  }
}

/** The tapped slot this desk tab books for, or null; the screen re-renders when another is chosen. */
export function useStoredSlot(): TappedSlot | null {
  const text = useSyncExternalStore(onTappedSlotChange, tappedSlotText, () => null);
  return useMemo(() => parseSlot(text), [text]);
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
