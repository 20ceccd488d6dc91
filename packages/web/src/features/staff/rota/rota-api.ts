import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDays,
  RotaChangeResponseSchema,
  RotaWeekSchema,
  type ClosureRequest,
  type RotaDayRequest,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-query-keys';

/** GET api/staff/rota?from=: seven dates of each therapist's shifts, and the closures. */
const getRotaWeek = async (from: string, signal?: AbortSignal) =>
  RotaWeekSchema.parse(await apiRequest(`/api/staff/rota?from=${encodeURIComponent(from)}`, { signal }));

/** The rota's weeks; `all` is every week shown since. */
export const rotaQueries = {
  all: ['staff', 'rota'] as const,
  week: (from: string) =>
    queryOptions({
      queryKey: [...rotaQueries.all, from],
      queryFn: ({ signal }) => getRotaWeek(from, signal),
      placeholderData: (previous) => previous,
    }),
};

export const useRotaWeek = (from: string) => useQuery(rotaQueries.week(from));

/** One rota change: PUT or DELETE on a therapist-date or a closure; answers what it strands. */
type RotaChange =
  | { kind: 'shifts'; staffId: string; date: string; body: RotaDayRequest }
  | { kind: 'pattern'; staffId: string; date: string }
  | { kind: 'close'; date: string; body: ClosureRequest }
  | { kind: 'reopen'; date: string };

function requestOf(change: RotaChange) {
  const day = `${encodeURIComponent(change.date)}`;
  switch (change.kind) {
    case 'shifts':
      return apiRequest(`/api/staff/rota/${encodeURIComponent(change.staffId)}/${day}`, {
        method: 'PUT',
        body: change.body,
      });
    case 'pattern':
      return apiRequest(`/api/staff/rota/${encodeURIComponent(change.staffId)}/${day}`, { method: 'DELETE' });
    case 'close':
      return apiRequest(`/api/staff/closures/${day}`, { method: 'PUT', body: change.body });
    case 'reopen':
      return apiRequest(`/api/staff/closures/${day}`, { method: 'DELETE' });
  }
}

/** A spa manager's change to the rota; the week, the diary and the stranded lists of the date and the next reload. */
export function useRotaChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RotaChange) => RotaChangeResponseSchema.parse(await requestOf(change)),
    onSuccess: (_answer, change) => {
      void queryClient.invalidateQueries({ queryKey: rotaQueries.all });
      for (const date of [change.date, addDays(change.date, 1)]) {
        void queryClient.invalidateQueries({ queryKey: staffKeys.strandedOf(date) });
        void queryClient.invalidateQueries({ queryKey: staffKeys.diaryOf(date) });
      }
    },
  });
}
