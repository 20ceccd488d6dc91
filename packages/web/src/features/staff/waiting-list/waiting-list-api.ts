import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffWaitingListSchema } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET api/staff/waiting-list?date=: the day's entries, oldest first. */
const waitingListQuery = (date: string) =>
  queryOptions({
    queryKey: ['staff', 'waiting-list', date],
    queryFn: async ({ signal }) =>
      StaffWaitingListSchema.parse(
        await apiRequest(`/api/staff/waiting-list?date=${encodeURIComponent(date)}`, { signal }),
      ),
  });

export const useStaffWaitingList = (date: string) => useQuery(waitingListQuery(date));

/** POST api/staff/waiting-list/{id}/offer: offers the guest a time by hand (audited). */
export function useOfferByHand(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest(`/api/staff/waiting-list/${encodeURIComponent(entryId)}/offer`, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitingListQuery(date).queryKey }),
  });
}
