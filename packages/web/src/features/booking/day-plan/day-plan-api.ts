import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HoldResponseSchema, PlansResponseSchema, type PlanHolds, type PlansRequest } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/spa-day/session-api';

/** POST api/session/{id}/plans: the best plans of the party's whole day (holds nothing). */
export const getPlans = async (sessionId: string, request: PlansRequest, signal?: AbortSignal) =>
  PlansResponseSchema.parse(
    await apiRequest(`/api/session/${encodeURIComponent(sessionId)}/plans`, { body: request, signal }),
  );

/** A session's day plans; `ofSession` is every plan asked for it (asked again after a refused plan). */
const planQueries = {
  ofSession: (sessionId: string) => ['spa', 'day-plans', sessionId] as const,
  plans: (sessionId: string, request: PlansRequest) =>
    queryOptions({
      queryKey: [...planQueries.ofSession(sessionId), request],
      queryFn: ({ signal }) => getPlans(sessionId, request, signal),
    }),
};

export const usePlans = (sessionId: string, request: PlansRequest) =>
  useQuery(planQueries.plans(sessionId, request));

/**
 * POST api/session/{id}/plan: holds a plan (its arrival, dining, garden and treatments,
 * one transaction). The session's holds are then read again; on a refusal the plans
 * are asked again (someone took a time since).
 */
export function useTakePlan(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (plan: PlanHolds) =>
      HoldResponseSchema.parse(
        await apiRequest(`/api/session/${encodeURIComponent(sessionId)}/plan`, {
          method: 'POST',
          body: plan,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey(sessionId) }),
    onError: () => client.invalidateQueries({ queryKey: planQueries.ofSession(sessionId) }),
  });
}
