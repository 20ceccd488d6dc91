import { createContext, useContext, type ReactNode } from 'react';
import type { SpaDayConfiguration } from '@spa/domain';
import type { SpaSession } from './session-api';
import type { SpaDaySearch } from './search-state';

export interface SpaDayBooking {
  sessionId: string;
  session: SpaSession;
  search: SpaDaySearch;
  /** The chosen package as the configuration describes it. */
  spaDay: SpaDayConfiguration;
  timeZone: string;
  phone: string;
  /** Saves the booking in progress on the server (awaited before moving on). */
  save: (next: SpaDaySearch) => Promise<void>;
}

const BookingContext = createContext<SpaDayBooking | null>(null);

/** The booking of the session in the route, or null outside one (search). */
export const useOptionalSpaDayBooking = () => useContext(BookingContext);

export function useSpaDayBooking(): SpaDayBooking {
  const booking = useContext(BookingContext);
  if (!booking) throw new Error('useSpaDayBooking outside a Spa Day session route');
  return booking;
}

export function SpaDayBookingProvider({
  booking,
  children,
}: {
  booking: SpaDayBooking;
  children: ReactNode;
}) {
  return <BookingContext.Provider value={booking}>{children}</BookingContext.Provider>;
}
