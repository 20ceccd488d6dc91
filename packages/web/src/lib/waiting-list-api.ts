import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MemberWaitingListSchema, WaitingJoinResponseSchema, type WaitingJoinRequest } from '@spa/domain';
import { apiRequest } from './api-client';

/** POST api/session/{id}/waiting-list: joins the list for the day the session holds. */
export function useJoinWaitingList(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: WaitingJoinRequest) =>
      WaitingJoinResponseSchema.parse(
        await apiRequest(`/api/session/${encodeURIComponent(sessionId)}/waiting-list`, { body: request }),
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
