import { useMutation, useQuery } from '@tanstack/react-query';
import {
  StayAmendSearchResponseSchema,
  StayBookingResponseSchema,
  type StayAmendRequest,
  type StayAmendSearchRequest,
} from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

/** POST api/stay/amend-search/: rooms and rates for the new dates and guests of the member's room. */
export function useAmendSearch(request: StayAmendSearchRequest | null) {
  return useQuery({
    queryKey: ['stay', 'amend-search', request],
    enabled: request !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      StayAmendSearchResponseSchema.parse(
        await apiRequest('/api/stay/amend-search/', { signal, body: request }),
      ),
  });
}

/** POST api/stay/amend/: the room replaced; the answer is the booking as it now is. */
export function useAmendRoom() {
  return useMutation({
    mutationFn: async (request: StayAmendRequest) =>
      StayBookingResponseSchema.parse(await apiRequest('/api/stay/amend/', { body: request })),
  });
}
