import { queryOptions, useQuery } from '@tanstack/react-query';
import { RestaurantResponseSchema } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/restaurant: dining times with tables for the whole party. */
export interface DiningQuery {
  Guests: number;
  ArrivalDate: string;
  Restaurants: string[];
  SessionId: string;
}

export const getDiningAvailability = async (input: DiningQuery, signal?: AbortSignal) =>
  RestaurantResponseSchema.parse(
    await apiRequest('/api/restaurant', { body: { ...input, NumberOfNights: 1 }, signal }),
  );

const diningAvailabilityQuery = (input: DiningQuery) =>
  queryOptions({
    queryKey: ['spa', 'restaurant', input],
    queryFn: ({ signal }) => getDiningAvailability(input, signal),
    enabled: input.Restaurants.length > 0,
  });

export const useDiningAvailability = (input: DiningQuery) => useQuery(diningAvailabilityQuery(input));
