import { useMutation, useQuery } from '@tanstack/react-query';
import {
  StayAmendSearchResponseSchema,
  StayBookAgainResponseSchema,
  StayBookingResponseSchema,
  StayNewBookingResponseSchema,
  StayNewSearchResponseSchema,
  StayPaymentPageResponseSchema,
  type StayAmendAllRequest,
  type StayAmendRequest,
  type StayAmendSearchRequest,
  type StayNewBookingRequest,
  type StayNewSearchRequest,
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

/** POST api/stay/amend-all/: every room amended together (all or nothing); the booking as it now is. */
export function useAmendAllRooms() {
  return useMutation({
    mutationFn: async (request: StayAmendAllRequest) =>
      StayBookingResponseSchema.parse(await apiRequest('/api/stay/amend-all/', { body: request })),
  });
}

/** GET api/stay/book-again/{confirmation}: the room, nights and guests a new stay starts from. */
export function useBookAgainFrom(confirmation: string | null) {
  return useQuery({
    queryKey: ['stay', 'book-again', confirmation],
    enabled: confirmation !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      StayBookAgainResponseSchema.parse(
        await apiRequest(`/api/stay/book-again/${encodeURIComponent(confirmation ?? '')}`, { signal }),
      ),
  });
}

/** POST api/stay/book-search/: rooms and rates free for a new stay. */
export function useNewStaySearch(request: StayNewSearchRequest | null) {
  return useQuery({
    queryKey: ['stay', 'book-search', request],
    enabled: request !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      StayNewSearchResponseSchema.parse(
        await apiRequest('/api/stay/book-search/', { signal, body: request }),
      ),
  });
}

/**
 * POST api/stay/book/initialise/: the provider's card page for the room at the server's
 * price (one per booking attempt: the request id keeps it the same on a reload).
 */
export function useStayPaymentPage(request: StayNewBookingRequest | null) {
  return useQuery({
    queryKey: ['stay', 'book-initialise', request],
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      StayPaymentPageResponseSchema.parse(
        await apiRequest('/api/stay/book/initialise/', { signal, body: request }),
      ),
  });
}

/** POST api/stay/book/: once the card page took the card, the server reads it back and books the stay. */
export function useBookNewStay() {
  return useMutation({
    mutationFn: async (requestId: string) =>
      StayNewBookingResponseSchema.parse(await apiRequest('/api/stay/book/', { body: { requestId } })),
  });
}
