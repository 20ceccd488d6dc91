import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BeginBookingResponseSchema, type BeginBookingRequest } from '@spa/domain';
import { apiRequest } from '../api-client';
import type { BookingInProgress } from './booking-context';
import type { SpaDaySearch } from './search-state';
import { sessionKey } from './session-api';

/**
 * The begin-booking body (booking-flow §7): the guests' and lead booker's details
 * only. The session's holds are the booking; the server checks and prices them.
 * 'Someone else' as lead booker: the contact details go on the first guest, and
 * the booker's name into the special request (the call has no place for a
 * lead booker who is not a guest).
 */
export function beginBookingBody(search: SpaDaySearch): BeginBookingRequest {
  const details = search.details;
  const lead = details?.leadGuest;
  const leadIndex = details?.selectedGuest ?? 0;
  const bookedBy =
    details && details.selectedGuest === null && lead
      ? `Booked by ${[lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' ')}. `
      : '';
  // The search's optional code (either flow): a gift voucher the server prices (decision 0341).
  const voucherCode = search.code.trim();
  return {
    specialRequest: `${bookedBy}${details?.requests ?? ''}`.trim(),
    ...(voucherCode ? { voucherCode } : {}),
    // How much of a money voucher the guest chose to spend; absent: all it can (issue 23).
    ...(voucherCode && search.voucherPence ? { voucherPence: search.voucherPence } : {}),
    // The treatment flow's search names no package (§2).
    isSpaDay: search.spaDay !== '',
    date: search.date,
    leadGuestIndex: leadIndex,
    clients: search.guests.map((guest, i) => ({
      title: guest.title,
      firstName: guest.firstName,
      lastName: guest.lastName,
      ...(i === leadIndex && lead
        ? {
            emailAddress: lead.emailAddress,
            telephoneNumber: lead.telephone,
            address1: lead.address.line1,
            address2: lead.address.line2,
            city: lead.address.city,
            country: lead.address.country,
            postCode: lead.address.postCode,
          }
        : {}),
    })),
    extraTreatments: [],
    spaGardenTimes: [],
    items: [],
  };
}

/** POST /api/spa/{id}/begin-booking: the server re-checks every choice and prices the bill. */
export const beginBooking = async (sessionId: string, body: BeginBookingRequest) =>
  BeginBookingResponseSchema.parse(
    await apiRequest(`/api/spa/${encodeURIComponent(sessionId)}/begin-booking`, { body }),
  );

export const beginBookingKey = (sessionId: string) => ['spa', 'begin-booking', sessionId] as const;

/** The bill's key: asked again whenever the details or the held itinerary change. */
export const billKey = (booking: Pick<BookingInProgress, 'sessionId' | 'search' | 'session'>) =>
  [
    ...beginBookingKey(booking.sessionId),
    booking.search.guests,
    booking.search.details,
    booking.search.code,
    booking.search.voucherPence,
    booking.session.Itinerary,
  ] as const;

/** The server's bill for the booking as it stands; a 409 names the choice no longer available. */
export function useBeginBooking(booking: BookingInProgress) {
  const client = useQueryClient();
  const { sessionId, search } = booking;
  return useQuery({
    queryKey: billKey(booking),
    queryFn: async () => {
      try {
        return await beginBooking(sessionId, beginBookingBody(search));
      } finally {
        // Claimed for the pending booking (new expiry), or refused (a hold may be gone): read the holds again.
        void client.invalidateQueries({ queryKey: sessionKey(sessionId) });
      }
    },
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
