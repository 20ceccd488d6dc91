import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
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
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * One of a stay's questions to the hotel: asked once there is something to ask (`asked`
 * null: nothing yet), its answer read through its schema, and not asked again when refused.
 */
const askWhenReady = <Asked, Answer>(
  key: readonly unknown[],
  asked: Asked | null,
  answer: z.ZodType<Answer>,
  ask: (asked: Asked, signal: AbortSignal) => Promise<unknown>,
  options: { staleTime?: number } = {},
) =>
  queryOptions({
    queryKey: [...key, asked],
    queryFn: asked ? async ({ signal }) => answer.parse(await ask(asked, signal)) : skipToken,
    retry: false,
    ...options,
  });

/** A stay's questions to the hotel, each asked once there is something to ask (null: nothing yet). */
export const staySearchQueries = {
  /** Every amend search (asked again when an amendment is refused). */
  amendSearches: ['stay', 'amend-search'] as const,
  /** POST api/stay/amend-search/: rooms and rates for the new dates and guests of the member's room. */
  amendSearch: (request: StayAmendSearchRequest | null) =>
    askWhenReady(staySearchQueries.amendSearches, request, StayAmendSearchResponseSchema, (body, signal) =>
      apiRequest('/api/stay/amend-search/', { signal, body }),
    ),
  /** GET api/stay/book-again/{confirmation}: the room, nights and guests a new stay starts from. */
  bookAgainFrom: (confirmation: string | null) =>
    askWhenReady(['stay', 'book-again'], confirmation, StayBookAgainResponseSchema, (number, signal) =>
      apiRequest(`/api/stay/book-again/${encodeURIComponent(number)}`, { signal }),
    ),
  /** POST api/stay/book-search/: rooms and rates free for a new stay. */
  newStaySearch: (request: StayNewSearchRequest | null) =>
    askWhenReady(['stay', 'book-search'], request, StayNewSearchResponseSchema, (body, signal) =>
      apiRequest('/api/stay/book-search/', { signal, body }),
    ),
  /**
   * POST api/stay/book/initialise/: the provider's card page for the room at the server's
   * price (one per booking attempt: the request id keeps it the same on a reload).
   */
  paymentPage: (request: StayNewBookingRequest | null) =>
    askWhenReady(
      ['stay', 'book-initialise'],
      request,
      StayPaymentPageResponseSchema,
      (body, signal) => apiRequest('/api/stay/book/initialise/', { signal, body }),
      { staleTime: Infinity },
    ),
};

export const useAmendSearch = (request: StayAmendSearchRequest | null) =>
  useQuery(staySearchQueries.amendSearch(request));

export const useBookAgainFrom = (confirmation: string | null) =>
  useQuery(staySearchQueries.bookAgainFrom(confirmation));

export const useNewStaySearch = (request: StayNewSearchRequest | null) =>
  useQuery(staySearchQueries.newStaySearch(request));

export const useStayPaymentPage = (request: StayNewBookingRequest | null) =>
  useQuery(staySearchQueries.paymentPage(request));

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

/** POST api/stay/book/: once the card page took the card, the server reads it back and books the stay. */
export function useBookNewStay() {
  return useMutation({
    mutationFn: async (requestId: string) =>
      StayNewBookingResponseSchema.parse(await apiRequest('/api/stay/book/', { body: { requestId } })),
  });
}
