import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DiaryAbsenceSchema,
  StrandedListSchema,
  type StaffAbsenceRequest,
  type StrandedList,
} from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

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
