import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CancellationTermsSchema,
  OkResponseSchema,
  SpaMemberBookingDetailSchema,
  SpaMemberBookingsResponseSchema,
  type EmailOnly,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { memberBookingQueries } from '../../../lib/member-bookings-api';

/** The member's spa bookings' queries; `all` is every one of them. */
export const spaBookingQueries = {
  ...memberBookingQueries('spa', {
    list: SpaMemberBookingsResponseSchema,
    booking: SpaMemberBookingDetailSchema,
  }),
  /** GET api/spa/retrieve/{id}/cancellation: what cancelling now refunds, under the policy. */
  cancellation: (id: string) =>
    queryOptions({
      queryKey: [...spaBookingQueries.all, 'cancellation', id],
      queryFn: async ({ signal }) =>
        CancellationTermsSchema.parse(
          await apiRequest(`/api/spa/retrieve/${encodeURIComponent(id)}/cancellation`, { signal }),
        ),
    }),
};

export const useSpaBookings = () => useQuery(spaBookingQueries.list());

export const useSpaBooking = (id: string) => useQuery(spaBookingQueries.booking(id));

export const useSpaCancellationTerms = (id: string) => useQuery(spaBookingQueries.cancellation(id));

/** POST api/spa/send-email/ {confirmation (the number), emailAddress}: re-sends the member's own booking. */
export function useResendSpaConfirmation(confirmation: string) {
  return useMutation({
    mutationFn: async ({ emailAddress }: EmailOnly) =>
      OkResponseSchema.parse(
        await apiRequest('/api/spa/send-email/', { body: { confirmation, emailAddress } }),
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
      queryClient.setQueryData(spaBookingQueries.cancellation(id).queryKey, terms);
      void queryClient.invalidateQueries({ queryKey: spaBookingQueries.booking(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: spaBookingQueries.list().queryKey });
    },
  });
}
