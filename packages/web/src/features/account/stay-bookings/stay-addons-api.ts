import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  ExtrasResponseSchema,
  RestaurantResponseSchema,
  TreatmentAvailabilityResponseSchema,
  type HoldTreatmentItem,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { useStayChange, type PackageRef } from './stay-bookings-api';

/**
 * The add-on modals' calls (account-area §2, §7 Stay): the spa's times for a day of
 * the stay, asked as the member about their own room, and the bookings that hold
 * them on the spa's diary (the server assigns therapists and rooms and prices).
 */

export type SpaTreatmentAsk = PackageRef & { date: string; guestIndex: number; activity: string };
export type SpaGroupAsk = PackageRef & { date: string; guestIndexes: number[] };
export interface RestaurantAsk {
  restaurantId: string;
  date: string;
  guests: number;
}

/** POST api/stay/spa-treatment-availability/: one guest's times for a treatment and duration on a day. */
const postSpaTreatmentTimes = async (confirmation: string, ask: SpaTreatmentAsk, signal: AbortSignal) => {
  const { guestIndex, activity, date, ...ref } = ask;
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
};

/** POST api/stay/spa-extras-availability/: mud room or spa garden times on a day. */
const postSpaGroupTimes = async (confirmation: string, ask: SpaGroupAsk, signal: AbortSignal) =>
  ExtrasResponseSchema.parse(
    await apiRequest('/api/stay/spa-extras-availability/', {
      signal,
      body: { ...ask, confirmationNumber: confirmation },
    }),
  );

/** POST api/restaurant: the restaurant's table times on an evening (sitting 2, one night). */
const postRestaurantTimes = async (ask: RestaurantAsk, signal: AbortSignal) =>
  RestaurantResponseSchema.parse(
    await apiRequest('/api/restaurant', {
      signal,
      body: {
        Guests: ask.guests,
        ArrivalDate: ask.date,
        NumberOfNights: 1,
        Restaurants: [ask.restaurantId],
        Sitting: 2,
      },
    }),
  );

/** The add-on modals' times, asked once the member has chosen what to ask (null: nothing yet). */
export const stayAddOnQueries = {
  spaTimes: (confirmation: string, ask: SpaTreatmentAsk | null) =>
    queryOptions({
      queryKey: ['stay', 'spa-times', confirmation, ask],
      queryFn: ask ? ({ signal }) => postSpaTreatmentTimes(confirmation, ask, signal) : skipToken,
      retry: false,
    }),
  spaGroupTimes: (confirmation: string, ask: SpaGroupAsk | null) =>
    queryOptions({
      queryKey: ['stay', 'spa-group-times', confirmation, ask],
      queryFn: ask ? ({ signal }) => postSpaGroupTimes(confirmation, ask, signal) : skipToken,
      retry: false,
    }),
  restaurantTimes: (ask: RestaurantAsk | null) =>
    queryOptions({
      queryKey: ['restaurant', ask],
      queryFn: ask ? ({ signal }) => postRestaurantTimes(ask, signal) : skipToken,
      retry: false,
    }),
};

export const useStaySpaTreatmentTimes = (confirmation: string, ask: SpaTreatmentAsk | null) =>
  useQuery(stayAddOnQueries.spaTimes(confirmation, ask));

export const useStaySpaGroupTimes = (confirmation: string, ask: SpaGroupAsk | null) =>
  useQuery(stayAddOnQueries.spaGroupTimes(confirmation, ask));

export const useRestaurantTimes = (ask: RestaurantAsk | null) =>
  useQuery(stayAddOnQueries.restaurantTimes(ask));

/** POST api/stay/add-spa-treatment-package/. */
export function useAddSpaTreatments(confirmation: string) {
  return useStayChange(
    confirmation,
    '/api/stay/add-spa-treatment-package/',
    ({ date, selections, ...ref }: PackageRef & { date: string; selections: HoldTreatmentItem[] }) => ({
      ...ref,
      confirmationNumber: confirmation,
      quantity: 1,
      startDate: date,
      endDate: date,
      selections,
    }),
  );
}

/** POST api/stay/add-spa-mud-package/ or add-spa-garden-package/: one group time. */
export function useAddSpaGroup(confirmation: string, kind: 'mud' | 'garden') {
  return useStayChange(
    confirmation,
    kind === 'mud' ? '/api/stay/add-spa-mud-package/' : '/api/stay/add-spa-garden-package/',
    ({
      code,
      start,
      guestIndexes,
      price,
      ...ref
    }: PackageRef & { code: string; start: string; guestIndexes: number[]; price: number }) => ({
      ...ref,
      confirmationNumber: confirmation,
      quantity: 1,
      ...(kind === 'mud' ? { isMud: true } : { isSpaGarden: true }),
      selections: [{ price, guestIndexes, code, selection: start }],
    }),
  );
}

/** POST api/stay/add-dining-package/: a table on each chosen evening. */
export function useAddDiningPackage(confirmation: string) {
  return useStayChange(
    confirmation,
    '/api/stay/add-dining-package/',
    (
      input: PackageRef & {
        quantity: number;
        startDate: string;
        endDate: string;
        items: { timeSLot: string; restaurant: string }[];
      },
    ) => ({ ...input, confirmationNumber: confirmation }),
  );
}
