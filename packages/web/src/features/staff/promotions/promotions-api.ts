import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffPromotionListSchema,
  StaffPromotionSchema,
  type PromotionRequest,
  type PromotionStatus,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET api/staff/promotions: every promotion with its uses (reception reads; managers change). */
const promotionsQuery = queryOptions({
  queryKey: ['staff', 'promotions'],
  queryFn: async ({ signal }) =>
    StaffPromotionListSchema.parse(await apiRequest('/api/staff/promotions', { signal })),
});

export const usePromotions = () => useQuery(promotionsQuery);

/** POST api/staff/promotions, or PUT api/staff/promotions/{id} when `id` (managers; audited). */
export function useSavePromotion(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PromotionRequest) =>
      StaffPromotionSchema.parse(
        await apiRequest(id ? `/api/staff/promotions/${id}` : '/api/staff/promotions', {
          body,
          method: id ? 'PUT' : 'POST',
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey }),
  });
}

/** POST api/staff/promotions/{id}/status: pause, resume or end (managers; audited). */
export function usePromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: PromotionStatus }) =>
      StaffPromotionSchema.parse(
        await apiRequest(`/api/staff/promotions/${id}/status`, { body: { Status: status } }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey }),
  });
}
