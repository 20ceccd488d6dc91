import { useQuery } from '@tanstack/react-query';
import {
  ExtrasResponseSchema,
  RestaurantResponseSchema,
  TreatmentAvailabilityResponseSchema,
  type HoldTreatmentItem,
} from '@spa/domain';
import { apiRequest } from '../../lib/api-client';
import { useStayChange, type RoomRef } from './stay-bookings-api';

/**
 * The add-on modals' calls (account-area §2, §7 Stay): the spa's times for a day of
 * the stay, asked as the member about their own room, and the bookings that hold
 * them on the spa's diary (the server assigns therapists and rooms and prices).
 */

export interface SpaRoomRef extends RoomRef {
  productCode: string;
}

/** POST api/stay/spa-treatment-availability/: one guest's times for a treatment and duration on a day. */
export function useStaySpaTreatmentTimes(
  confirmation: string,
  ask: (SpaRoomRef & { date: string; guestIndex: number; activity: string }) | null,
) {
  return useQuery({
    queryKey: ['stay', 'spa-times', confirmation, ask],
    enabled: ask !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const { guestIndex, activity, date, ...ref } = ask!;
      return TreatmentAvailabilityResponseSchema.parse(
        await apiRequest('/api/stay/spa-treatment-availability/', {
          signal,
          body: {
            ...ref,
            confirmationNumber: confirmation,
            date,
            GuestRequirements: [{ GuestIndex: guestIndex, Activities: [activity] }],
          },
        }),
      );
    },
  });
}

/** POST api/stay/spa-extras-availability/: mud room or spa garden times on a day. */
export function useStaySpaGroupTimes(
  confirmation: string,
  ask: (SpaRoomRef & { date: string; guestIndexes: number[] }) | null,
) {
  return useQuery({
    queryKey: ['stay', 'spa-group-times', confirmation, ask],
    enabled: ask !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      ExtrasResponseSchema.parse(
        await apiRequest('/api/stay/spa-extras-availability/', {
          signal,
          body: { ...ask!, confirmationNumber: confirmation },
        }),
      ),
  });
}

/** POST api/restaurant: the restaurant's table times on an evening (sitting 2, one night). */
export function useRestaurantTimes(ask: { restaurantId: string; date: string; guests: number } | null) {
  return useQuery({
    queryKey: ['restaurant', ask],
    enabled: ask !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      RestaurantResponseSchema.parse(
        await apiRequest('/api/restaurant', {
          signal,
          body: {
            Guests: ask!.guests,
            ArrivalDate: ask!.date,
            NumberOfNights: 1,
            Restaurants: [ask!.restaurantId],
            Sitting: 2,
          },
        }),
      ),
  });
}

/** POST api/stay/add-spa-treatment-package/. */
export function useAddSpaTreatments(confirmation: string) {
  return useStayChange(
    confirmation,
    '/api/stay/add-spa-treatment-package/',
    (input: SpaRoomRef & { date: string; selections: HoldTreatmentItem[] }) => ({
      internalIdentifier: input.internalIdentifier,
      leg: input.leg,
      productCode: input.productCode,
      confirmationNumber: confirmation,
      quantity: 1,
      startDate: input.date,
      endDate: input.date,
      selections: input.selections,
    }),
  );
}

/** POST api/stay/add-spa-mud-package/ or add-spa-garden-package/: one group time. */
export function useAddSpaGroup(confirmation: string, kind: 'mud' | 'garden') {
  return useStayChange(
    confirmation,
    kind === 'mud' ? '/api/stay/add-spa-mud-package/' : '/api/stay/add-spa-garden-package/',
    (input: SpaRoomRef & { code: string; start: string; guestIndexes: number[]; price: number }) => ({
      internalIdentifier: input.internalIdentifier,
      leg: input.leg,
      productCode: input.productCode,
      confirmationNumber: confirmation,
      quantity: 1,
      ...(kind === 'mud' ? { isMud: true } : { isSpaGarden: true }),
      selections: [
        { price: input.price, guestIndexes: input.guestIndexes, code: input.code, selection: input.start },
      ],
    }),
  );
}

/** POST api/stay/add-dining-package/: a table on each chosen evening. */
export function useAddDiningPackage(confirmation: string) {
  return useStayChange(
    confirmation,
    '/api/stay/add-dining-package/',
    (
      input: SpaRoomRef & {
        quantity: number;
        startDate: string;
        endDate: string;
        items: { timeSLot: string; restaurant: string }[];
      },
    ) => ({ ...input, confirmationNumber: confirmation }),
  );
}
