import { useQuery } from '@tanstack/react-query';
import { RestaurantResponseSchema } from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

/** POST /api/restaurant: dining times with tables for the whole party. */
export const getDiningAvailability = async (
  input: { Guests: number; ArrivalDate: string; Restaurants: string[]; SessionId: string },
  signal?: AbortSignal,
) =>
  RestaurantResponseSchema.parse(
    await apiRequest('/api/restaurant', { body: { ...input, NumberOfNights: 1 }, signal }),
  );

export function useDiningAvailability(input: {
  Guests: number;
  ArrivalDate: string;
  Restaurants: string[];
  SessionId: string;
}) {
  return useQuery({
    queryKey: ['spa', 'restaurant', input],
    queryFn: ({ signal }) => getDiningAvailability(input, signal),
    enabled: input.Restaurants.length > 0,
  });
}
