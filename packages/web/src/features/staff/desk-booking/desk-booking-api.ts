import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DeskBookResponseSchema,
  DeskSessionSchema,
  type DeskBookRequest,
  type DeskBookResponse,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-query-keys';

/** GET api/staff/sessions/{id}: the desk booking begin-booking made pending (or booked), and the guest's stays in house. */
export const deskSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['staff', 'desk-session', sessionId],
    queryFn: async ({ signal }) =>
      DeskSessionSchema.parse(
        await apiRequest(`/api/staff/sessions/${encodeURIComponent(sessionId)}`, { signal }),
      ),
    retry: false,
  });

export const useDeskSession = (sessionId: string) => useQuery(deskSessionQuery(sessionId));

/** POST api/staff/sessions/{id}/book: confirms the desk booking and records how it is paid; the lists are asked again. */
export function useBookAtDesk(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeskBookRequest): Promise<DeskBookResponse> =>
      DeskBookResponseSchema.parse(
        await apiRequest(`/api/staff/sessions/${encodeURIComponent(sessionId)}/book`, { body }),
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: deskSessionQuery(sessionId).queryKey }),
        client.invalidateQueries({ queryKey: staffKeys.diary }),
        client.invalidateQueries({ queryKey: staffKeys.arrivals }),
      ]),
  });
}
