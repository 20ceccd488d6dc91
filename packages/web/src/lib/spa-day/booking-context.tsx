import { createContext, useContext, type ReactNode } from 'react';
import type { SpaDayConfiguration } from '@spa/domain';
import type { BookingFlow } from './booking-flow';
import type { SpaSession } from './session-api';
import type { SpaDaySearch } from './search-state';
import type { TreatmentMenu } from './treatment-menu';

/** The booking in progress of the session in the route, in either flow. */
export interface BookingInProgress {
  sessionId: string;
  session: SpaSession;
  search: SpaDaySearch;
  /** The chosen package as the configuration describes it; absent in the treatment flow. */
  spaDay: SpaDayConfiguration | undefined;
  /** Where each screen's Next and Back go, in this flow. */
  flow: BookingFlow;
  /** The treatments and extras the guests may choose. */
  menu: TreatmentMenu;
  timeZone: string;
  phone: string;
  /** Saves the booking in progress on the server (awaited before moving on). */
  save: (next: SpaDaySearch) => Promise<void>;
}

/** A Spa Day's booking: its package is known. */
export interface SpaDayBooking extends BookingInProgress {
  spaDay: SpaDayConfiguration;
}

const BookingContext = createContext<BookingInProgress | null>(null);

/** The booking of the session in the route, or null outside one (search). */
export const useOptionalBooking = () => useContext(BookingContext);

/** The booking of the session in the route, for the screens both flows share. */
export function useBooking(): BookingInProgress {
  const booking = useContext(BookingContext);
  if (!booking) throw new Error('useBooking outside a booking session route');
  return booking;
}

/** The booking of a Spa Day screen (arrival, dining, garden), whose package is known. */
export function useSpaDayBooking(): SpaDayBooking {
  const booking = useBooking();
  if (!booking.spaDay) throw new Error('useSpaDayBooking outside a Spa Day session route');
  return booking as SpaDayBooking;
}

export function BookingProvider({ booking, children }: { booking: BookingInProgress; children: ReactNode }) {
  return <BookingContext.Provider value={booking}>{children}</BookingContext.Provider>;
}

/** The search screen again with this booking's guests, package and date (another date or package). */
export function searchAgainPath({ flow, search, spaDay }: BookingInProgress): string {
  const packageId = spaDay ? `&packageId=${encodeURIComponent(spaDay.PremierId)}` : '';
  return `${flow.path('search')}?guests=${search.guestCount}${packageId}&d=${search.date}`;
}
