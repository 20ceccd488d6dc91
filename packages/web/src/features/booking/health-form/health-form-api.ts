import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HealthFormSchema, type HealthFormRequest } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

const path = (token: string) => `/api/health-form/${encodeURIComponent(token)}`;

/** GET api/health-form/{token}: the booking's guests and any answers given. */
export const getHealthForm = async (token: string, signal?: AbortSignal) =>
  HealthFormSchema.parse(await apiRequest(path(token), { signal }));

const healthFormQuery = (token: string) =>
  queryOptions({
    queryKey: ['health-form', token],
    queryFn: ({ signal }) => getHealthForm(token, signal),
    retry: false,
  });

export const useHealthForm = (token: string) => useQuery(healthFormQuery(token));

/** PUT api/health-form/{token}: every guest's answers. */
export function useSubmitHealthForm(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: HealthFormRequest) =>
      HealthFormSchema.parse(await apiRequest(path(token), { method: 'PUT', body: request })),
    onSuccess: (form) => queryClient.setQueryData(healthFormQuery(token).queryKey, form),
  });
}
