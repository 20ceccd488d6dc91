import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import {
  CardAttemptResultSchema,
  PageSessionResponseSchema,
  ProcessBookingResponseSchema,
  SessionPaymentResponseSchema,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST api/payment/{sessionId}/initialise-spa-payment/ {amount} when the bill is
 * at hand (the server refuses any other amount), else initialise/ for the server's
 * own total (a reload on the payment screen).
 */
export const initialisePayment = async (sessionId: string, amount: number | null, keepCard: boolean) =>
  PageSessionResponseSchema.parse(
    amount === null
      ? await apiRequest(`/api/payment/${encodeURIComponent(sessionId)}/initialise/`, { body: { keepCard } })
      : await apiRequest(`/api/payment/${encodeURIComponent(sessionId)}/initialise-spa-payment/`, {
          body: { amount, keepCard },
        }),
  );

/**
 * `keepCard`: the guest's consent that the provider keeps the card for the policy's fees (another session).
 * No card page when a gift voucher pays it all (amount 0).
 */
const initialiseQuery = (sessionId: string, amount: number | null, keepCard: boolean) =>
  queryOptions({
    queryKey: ['payment', 'initialise', sessionId, amount, keepCard],
    queryFn: amount === 0 ? skipToken : () => initialisePayment(sessionId, amount, keepCard),
    retry: false,
    staleTime: Infinity,
  });

export const useInitialisePayment = (sessionId: string, amount: number | null, keepCard: boolean) =>
  useQuery(initialiseQuery(sessionId, amount, keepCard));

/**
 * POST api/payment/{sessionId}/complete/: the card page said its outcome; the server
 * asks the provider itself and settles the payment (the message is only a prompt).
 */
export const completePayment = async (sessionId: string) =>
  CardAttemptResultSchema.parse(
    await apiRequest(`/api/payment/${encodeURIComponent(sessionId)}/complete/`, { method: 'POST' }),
  );

/** POST api/spa/{id}/process-booking: the server checks the payment itself and books once. */
export const processBooking = async (sessionId: string) =>
  ProcessBookingResponseSchema.parse(
    await apiRequest(`/api/spa/${encodeURIComponent(sessionId)}/process-booking`, { method: 'POST' }),
  );

export function useProcessBooking(sessionId: string) {
  return useMutation({ mutationFn: () => processBooking(sessionId) });
}

/**
 * GET api/payment/{sessionId}: the payment as the booking side sees it. Polled while
 * the card page is shown, so that an approval is noticed even if its message is lost
 * (another origin, a closed frame).
 */
const paymentStatusQuery = (sessionId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['payment', 'status', sessionId],
    queryFn: enabled
      ? async ({ signal }) =>
          SessionPaymentResponseSchema.parse(
            await apiRequest(`/api/payment/${encodeURIComponent(sessionId)}`, { signal }),
          ).Status
      : skipToken,
    refetchInterval: 4000,
    retry: false,
  });

export const useSessionPaymentStatus = (sessionId: string, enabled: boolean) =>
  useQuery(paymentStatusQuery(sessionId, enabled));
