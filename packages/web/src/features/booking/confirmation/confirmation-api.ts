import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { BookingResponseSchema, SendToFriendRequestSchema, SessionResponseSchema } from '@spa/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET api/spa/{id}: the confirmed booking of the session. */
export const getBooking = async (sessionId: string, signal?: AbortSignal) =>
  BookingResponseSchema.parse(await apiRequest(`/api/spa/${encodeURIComponent(sessionId)}`, { signal }));

const confirmedBookingQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['spa', 'booking', sessionId],
    queryFn: ({ signal }) => getBooking(sessionId, signal),
  });

export const useConfirmedBooking = (sessionId: string) => useQuery(confirmedBookingQuery(sessionId));

/** The session's account-creation status, for the notices on the confirmation. */
const accountCreateStatusQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['session', sessionId, 'account-status'],
    queryFn: async ({ signal }) =>
      SessionResponseSchema.parse(
        await apiRequest(`/api/session/${encodeURIComponent(sessionId)}`, { signal }),
      ).accountCreateStatus,
    retry: false,
  });

export const useAccountCreateStatus = (sessionId: string) => useQuery(accountCreateStatusQuery(sessionId));

/** The form's one field, with the call's own rule. */
export const SendToFriendSchema = SendToFriendRequestSchema.pick({ emailAddress: true });
type SendToFriend = z.infer<typeof SendToFriendSchema>;

/** POST api/spa/send-email/ {confirmation (the session id), emailAddress}. */
export function useSendToFriend(sessionId: string) {
  return useMutation({
    mutationFn: (input: SendToFriend) =>
      apiRequest('/api/spa/send-email/', {
        body: { confirmation: sessionId, emailAddress: input.emailAddress },
      }),
  });
}
