import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DeskBookResponseSchema,
  DeskSessionSchema,
  type DeskBookRequest,
  type DeskBookResponse,
  type DeskSession,
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

/**
 * PUT api/staff/sessions/{id}/promotion (a code the guest quotes) or DELETE (null: taken off),
 * decision 0545: the desk booking as the server now prices it. A code that takes nothing off
 * fails with the promotion rules' own words (409).
 */
export function useDeskPromotion(sessionId: string) {
  const client = useQueryClient();
  const path = `/api/staff/sessions/${encodeURIComponent(sessionId)}/promotion`;
  return useMutation({
    mutationFn: async (code: string | null): Promise<DeskSession> =>
      DeskSessionSchema.parse(
        await apiRequest(
          path,
          code === null ? { method: 'DELETE' } : { method: 'PUT', body: { Code: code } },
        ),
      ),
    onSuccess: (desk) => client.setQueryData(deskSessionQuery(sessionId).queryKey, desk),
  });
}

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
