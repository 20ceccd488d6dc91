/** Treatments stranded by an absence or a rota change, and their one-click re-home (absences and rota screens). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StrandedListSchema } from '@spa/domain';
import { apiRequest } from './api-client';

/** GET api/staff/stranded?date=: confirmed treatments whose therapist is away or off the rota at their time. */
export const getStranded = async (date: string, signal?: AbortSignal) =>
  StrandedListSchema.parse(
    await apiRequest(`/api/staff/stranded?date=${encodeURIComponent(date)}`, { signal }),
  );

export function useStranded(date: string) {
  return useQuery({
    queryKey: ['staff', 'stranded', date],
    queryFn: ({ signal }) => getStranded(date, signal),
  });
}

/** POST api/staff/bookings/{id}/move at the same time, no therapist named: the engine finds a free qualified one. */
export function useRehome(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (treatment: { BookingId: string; ClaimId: number; Start: string }) =>
      apiRequest(`/api/staff/bookings/${encodeURIComponent(treatment.BookingId)}/move`, {
        body: { ClaimId: treatment.ClaimId, StartTime: treatment.Start },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff', 'stranded'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'diary', date] });
    },
  });
}
