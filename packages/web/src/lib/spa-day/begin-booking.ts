import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BeginBookingResponseSchema, type BeginBookingRequest, type SpaDayConfiguration } from '@spa/domain';
import { apiRequest } from '../api-client';
import type { SpaDaySearch } from './search-state';
import { sessionKey } from './session-api';

/**
 * The begin-booking body (booking-flow §7) from the booking in progress. Prices are
 * sent as the spec shows them, but the server prices from the catalogue.
 * 'Someone else' as lead booker: the contact details go on the first guest, and
 * the booker's name into the special request (the call has no place for a
 * lead booker who is not a guest).
 */
export function beginBookingBody(
  search: SpaDaySearch,
  spaDay: SpaDayConfiguration | undefined,
): BeginBookingRequest {
  const details = search.details;
  const lead = details?.leadGuest;
  const leadIndex = details?.selectedGuest ?? 0;
  const bookedBy =
    details && details.selectedGuest === null && lead
      ? `Booked by ${[lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' ')}. `
      : '';
  // The search's optional code (treatment flow) reaches the spa team with the booking.
  const voucherCode = search.code.trim() ? `Code: ${search.code.trim()}. ` : '';
  const band =
    search.guests[0]?.spaDayArrivalTime?.BandNumber ?? spaDay?.bookingDetails.TimeBands[0]?.BandNumber ?? 1;
  return {
    specialRequest: `${bookedBy}${voucherCode}${details?.requests ?? ''}`.trim(),
    isSpaDay: spaDay !== undefined,
    spaPackageName: spaDay?.DisplayName,
    date: search.date,
    leadGuestIndex: leadIndex,
    clients: search.guests.map((guest, i) => ({
      title: guest.title,
      firstName: guest.firstName,
      lastName: guest.lastName,
      arrivalTime: guest.spaDayArrivalTime?.StartDateTime ?? null,
      arrivalTimeFacility: null,
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
    mudPackage: null,
    restaurantTime: search.restaurant
      ? {
          restaurantId: search.restaurant.RestaurantId,
          displayName: search.restaurant.DisplayName,
          time: search.restaurant.TimeSlot,
          facilities: search.restaurant.Facilities,
        }
      : null,
    extraTreatments: [],
    spaGardenExtraTimes: null,
    spaGardenTimes: search.guests.flatMap((guest, clientIndex) =>
      guest.spaArrivalTime
        ? [
            {
              clientIndex,
              startDateTime: guest.spaArrivalTime.StartDateTime,
              endDateTime: guest.spaArrivalTime.EndDateTime,
            },
          ]
        : [],
    ),
    items: search.guests.flatMap((guest, clientIndex) =>
      (guest.startTime?.TreatmentTimes ?? []).map((time, j) => {
        const treatment =
          guest.treatments.find((t) => t.Id === time.AppointmentTypeID) ?? guest.treatments[j];
        return {
          clientIndex,
          itemType: time.ItemType,
          startDateTime: time.StartTime,
          endDateTime: time.EndTime,
          staffId: time.StaffId,
          roomId: time.RoomId,
          facilityId: time.FacilityId,
          appointmentTypeID: time.AppointmentTypeID,
          displayName: treatment?.DisplayName,
          duration: treatment?.Duration,
          code: treatment?.Code ?? '',
          price: treatment?.Price,
          isIncluded: treatment?.IsIncluded,
          priceDifference: treatment?.PriceDifference,
        };
      }),
    ),
    treatmentSelectionId: null,
    diningSelectionId: null,
    // The treatment flow books no package.
    package: spaDay
      ? {
          packageId: spaDay.PremierId,
          displayName: spaDay.DisplayName,
          price: spaDay.bookingDetails.ActualPrice,
          endTime: spaDay.EndTime,
          packageTimeBandNumber: band,
        }
      : null,
  };
}

/** POST /api/spa/{id}/begin-booking: the server re-checks every choice and prices the bill. */
export const beginBooking = async (sessionId: string, body: BeginBookingRequest) =>
  BeginBookingResponseSchema.parse(
    await apiRequest(`/api/spa/${encodeURIComponent(sessionId)}/begin-booking`, { body }),
  );

export const beginBookingKey = (sessionId: string) => ['spa', 'begin-booking', sessionId] as const;

/** The server's bill for the booking as it stands; a 409 names the choice no longer available. */
export function useBeginBooking(
  sessionId: string,
  search: SpaDaySearch,
  spaDay: SpaDayConfiguration | undefined,
) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...beginBookingKey(sessionId), search],
    queryFn: async () => {
      try {
        return await beginBooking(sessionId, beginBookingBody(search, spaDay));
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
