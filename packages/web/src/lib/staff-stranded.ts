/** Treatments stranded by an absence or a rota change, and their one-click re-home (absences and rota screens). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StrandedListSchema } from '@spa/domain';
import { apiRequest } from './api-client';
import { staffKeys } from './staff-query-keys';

/** GET api/staff/stranded?date=: confirmed treatments whose therapist is away or off the rota at their time. */
export const getStranded = async (date: string, signal?: AbortSignal) =>
  StrandedListSchema.parse(
    await apiRequest(`/api/staff/stranded?date=${encodeURIComponent(date)}`, { signal }),
  );

const strandedQuery = (date: string) =>
  queryOptions({
    queryKey: staffKeys.strandedOf(date),
    queryFn: ({ signal }) => getStranded(date, signal),
  });

export const useStranded = (date: string) => useQuery(strandedQuery(date));

/** POST api/staff/bookings/{id}/move at the same time, no therapist named: the engine finds a free qualified one. */
export function useRehome(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (treatment: { BookingId: string; ClaimId: number; Start: string }) =>
      apiRequest(`/api/staff/bookings/${encodeURIComponent(treatment.BookingId)}/move`, {
        body: { ClaimId: treatment.ClaimId, StartTime: treatment.Start },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.stranded });
      void queryClient.invalidateQueries({ queryKey: staffKeys.diaryOf(date) });
    },
  });
}
