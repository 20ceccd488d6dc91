import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CancellationTermsSchema,
  OkResponseSchema,
  SpaMemberBookingDetailSchema,
  SpaMemberBookingsResponseSchema,
  type EmailOnly,
} from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

/** GET api/spa/user-bookings: the signed-in member's spa bookings. */
export const getSpaBookings = async (signal?: AbortSignal) =>
  SpaMemberBookingsResponseSchema.parse(await apiRequest('/api/spa/user-bookings', { signal }));

/** GET api/spa/retrieve/{id}: one of them, by confirmation number. */
export const getSpaBooking = async (id: string, signal?: AbortSignal) =>
  SpaMemberBookingDetailSchema.parse(
    await apiRequest(`/api/spa/retrieve/${encodeURIComponent(id)}`, { signal }),
  );

export function useSpaBookings() {
  return useQuery({ queryKey: ['spa', 'user-bookings'], queryFn: ({ signal }) => getSpaBookings(signal) });
}

export function useSpaBooking(id: string) {
  return useQuery({
    queryKey: ['spa', 'retrieve', id],
    queryFn: ({ signal }) => getSpaBooking(id, signal),
    retry: false,
  });
}

/** POST api/spa/send-email/ {confirmation (the number), emailAddress}: re-sends the member's own booking. */
export function useResendSpaConfirmation(confirmation: string) {
  return useMutation({
    mutationFn: async ({ emailAddress }: EmailOnly) =>
      OkResponseSchema.parse(
        await apiRequest('/api/spa/send-email/', { body: { confirmation, emailAddress } }),
      ),
  });
}

/** GET api/spa/retrieve/{id}/cancellation: what cancelling now refunds, under the policy. */
export function useSpaCancellationTerms(id: string) {
  return useQuery({
    queryKey: ['spa', 'cancellation', id],
    queryFn: async ({ signal }) =>
      CancellationTermsSchema.parse(
        await apiRequest(`/api/spa/retrieve/${encodeURIComponent(id)}/cancellation`, { signal }),
      ),
  });
}

/** POST api/spa/retrieve/{id}/cancel: the member cancels; the refund goes back to their card. */
export function useCancelSpaBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      CancellationTermsSchema.parse(
        await apiRequest(`/api/spa/retrieve/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
      ),
    onSuccess: (terms) => {
      queryClient.setQueryData(['spa', 'cancellation', id], terms);
      void queryClient.invalidateQueries({ queryKey: ['spa', 'retrieve', id] });
      void queryClient.invalidateQueries({ queryKey: ['spa', 'user-bookings'] });
    },
  });
}
