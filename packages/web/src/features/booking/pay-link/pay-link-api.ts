import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageSessionResponseSchema, PayLinkSchema } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

const path = (token: string) => `/api/pay/${encodeURIComponent(token)}`;

/** GET api/pay/{token}: what the link pays, and whether it still can. */
export const payLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['pay-link', token],
    queryFn: async ({ signal }) => PayLinkSchema.parse(await apiRequest(path(token), { signal })),
    retry: false,
  });

export const usePayLink = (token: string) => useQuery(payLinkQuery(token));

/** POST api/pay/{token}/initialise: the provider's card page for the link's amount, once it is known open. */
export function useLinkCardPage(token: string, open: boolean) {
  return useQuery({
    queryKey: ['pay-link', token, 'card-page'],
    queryFn: async () =>
      PageSessionResponseSchema.parse(await apiRequest(`${path(token)}/initialise`, { method: 'POST' })),
    enabled: open,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST api/pay/{token}/complete: the server settles with the provider; the link is read again. */
export function useCompleteLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ Status: string }>(`${path(token)}/complete`, { method: 'POST' })).Status,
    onSuccess: () => client.invalidateQueries({ queryKey: payLinkQuery(token).queryKey }),
  });
}
