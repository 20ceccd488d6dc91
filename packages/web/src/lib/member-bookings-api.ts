import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * A member's bookings of one kind, spa or stay (account-area §2): the list
 * (GET api/{kind}/user-bookings) and one of them by its confirmation number
 * (GET api/{kind}/retrieve/{id}), each read through its answer's schema. `all`
 * is every query of that kind, for a change to refresh.
 */
export function memberBookingQueries<List, Booking>(
  kind: 'spa' | 'stay',
  schemas: { list: z.ZodType<List>; booking: z.ZodType<Booking> },
) {
  const all = [kind, 'member'] as const;
  return {
    all,
    list: () =>
      queryOptions({
        queryKey: [...all, 'bookings'],
        queryFn: async ({ signal }) =>
          schemas.list.parse(await apiRequest(`/api/${kind}/user-bookings`, { signal })),
      }),
    booking: (id: string) =>
      queryOptions({
        queryKey: [...all, 'booking', id],
        queryFn: async ({ signal }) =>
          schemas.booking.parse(
            await apiRequest(`/api/${kind}/retrieve/${encodeURIComponent(id)}`, { signal }),
          ),
        retry: false,
      }),
  };
}
