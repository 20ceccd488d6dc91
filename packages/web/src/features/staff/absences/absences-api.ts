import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DiaryAbsenceSchema,
  StrandedListSchema,
  type StaffAbsenceRequest,
  type StrandedList,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-query-keys';

/** POST api/staff/absences: the absence and what it strands that day. */
export function useMarkAbsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (absence: StaffAbsenceRequest) =>
      StrandedListSchema.extend({ Absence: DiaryAbsenceSchema }).parse(
        await apiRequest('/api/staff/absences', { body: absence }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData<StrandedList>(staffKeys.strandedOf(answer.Date), answer);
      void queryClient.invalidateQueries({ queryKey: staffKeys.diaryOf(answer.Date) });
    },
  });
}
