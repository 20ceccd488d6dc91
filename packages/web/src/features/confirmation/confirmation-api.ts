import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LineItemSchema } from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

export const ConfirmedBookingSchema = z.object({
  ConfirmationId: z.string(),
  Payment: z.object({ CardMaskedNo: z.string() }),
  Date: z.string(),
  PackageName: z.string().nullable(),
  Guests: z.array(z.object({ Title: z.string(), FirstName: z.string(), LastName: z.string() })),
  Items: z.array(
    z.object({
      GuestIndexes: z.array(z.number()),
      DisplayName: z.string(),
      StartDateTime: z.string(),
      EndDateTime: z.string(),
      Kind: z.string().optional(),
    }),
  ),
  LineItems: z.array(LineItemSchema),
  Total: z.number(),
});
export type ConfirmedBooking = z.infer<typeof ConfirmedBookingSchema>;

/** GET api/spa/{id}: the confirmed booking of the session. */
export const getBooking = async (sessionId: string, signal?: AbortSignal) =>
  ConfirmedBookingSchema.parse(await apiRequest(`/api/spa/${encodeURIComponent(sessionId)}`, { signal }));

export function useConfirmedBooking(sessionId: string) {
  return useQuery({
    queryKey: ['spa', 'booking', sessionId],
    queryFn: ({ signal }) => getBooking(sessionId, signal),
  });
}

const AccountStatusSchema = z
  .object({ accountCreateStatus: z.object({ attempted: z.boolean(), failed: z.boolean() }).nullish() })
  .loose();

/** The session's account-creation status, for the notices on the confirmation. */
export function useAccountCreateStatus(sessionId: string) {
  return useQuery({
    queryKey: ['session', sessionId, 'account-status'],
    queryFn: async ({ signal }) =>
      AccountStatusSchema.parse(await apiRequest(`/api/session/${encodeURIComponent(sessionId)}`, { signal }))
        .accountCreateStatus ?? null,
    retry: false,
  });
}

export const SendToFriendSchema = z.object({
  emailAddress: z
    .string()
    .trim()
    .min(1, { error: 'Enter an email address' })
    .pipe(z.email({ error: 'Enter an email address in the correct format, like name@example.com' })),
});
export type SendToFriend = z.infer<typeof SendToFriendSchema>;

/** POST api/spa/send-email/ {confirmation (the session id), emailAddress}. */
export function useSendToFriend(sessionId: string) {
  return useMutation({
    mutationFn: (input: SendToFriend) =>
      apiRequest('/api/spa/send-email/', {
        body: { confirmation: sessionId, emailAddress: input.emailAddress },
      }),
  });
}
