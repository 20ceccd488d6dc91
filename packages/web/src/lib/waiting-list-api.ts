import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MemberWaitingListSchema,
  WaitingJoinResponseSchema,
  type WaitingDateJoinRequest,
  type WaitingJoinForm,
  type WaitingJoinRequest,
} from '@spa/domain';
import { apiRequest } from './api-client';

/**
 * Where a join goes (decisions 0285, 0370): a session's dead end (the server keeps what
 * the session holds; `wish`: what is wanted), or a date's package list, before any session.
 */
export type WaitingTarget =
  | { sessionId: string; wish: Omit<WaitingJoinRequest, keyof WaitingJoinForm> }
  | { date: string; partySize: number };

/** The join form's values: the Spa Day is asked for only on a date's package list. */
export type WaitingJoinValues = WaitingJoinForm & { PremierId?: string };

/** POST api/session/{id}/waiting-list, or api/spa/waiting-list for a date: joins the list. */
export function useJoinWaitingList(target: WaitingTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ PremierId, ...contact }: WaitingJoinValues) =>
      WaitingJoinResponseSchema.parse(
        'sessionId' in target
          ? await apiRequest(`/api/session/${encodeURIComponent(target.sessionId)}/waiting-list`, {
              body: { ...contact, ...target.wish } satisfies WaitingJoinRequest,
            })
          : await apiRequest('/api/spa/waiting-list', {
              body: {
                ...contact,
                PremierId: PremierId ?? '',
                Date: target.date,
                PartySize: target.partySize,
              } satisfies WaitingDateJoinRequest,
            }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MEMBER_WAITING_KEY }),
  });
}

const MEMBER_WAITING_KEY = ['account', 'waiting-list'] as const;

/** GET api/account/waiting-list: the signed-in member's entries. */
export function useMemberWaitingList() {
  return useQuery({
    queryKey: MEMBER_WAITING_KEY,
    queryFn: async ({ signal }) =>
      MemberWaitingListSchema.parse(await apiRequest('/api/account/waiting-list', { signal })),
  });
}

/** DELETE api/account/waiting-list/{id}: leaves the list. */
export function useLeaveWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest(`/api/account/waiting-list/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MEMBER_WAITING_KEY }),
  });
}
