import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DiaryAbsenceSchema,
  StrandedListSchema,
  type StaffAbsenceRequest,
  type StrandedList,
} from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

/** GET api/staff/stranded?date=: confirmed treatments whose therapist is away at their time. */
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

/** POST api/staff/absences: the absence and what it strands that day. */
export function useMarkAbsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (absence: StaffAbsenceRequest) =>
      StrandedListSchema.extend({ Absence: DiaryAbsenceSchema }).parse(
        await apiRequest('/api/staff/absences', { body: absence }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData<StrandedList>(['staff', 'stranded', answer.Date], answer);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'diary', answer.Date] });
    },
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
      void queryClient.invalidateQueries({ queryKey: ['staff', 'stranded', date] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'diary', date] });
    },
  });
}
