import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { PageSessionResponseSchema } from '@spa/domain';
import { apiRequest } from './api-client';

/**
 * A payment on the provider's card page for what the server keeps at `path` (a payment link,
 * a voucher order), whose own query is `of`. POST {path}/initialise: the card page, asked once
 * the payment is known `open`, and kept for the visit.
 */
export function useCardPage(of: QueryKey, path: string, open: boolean) {
  return useQuery({
    queryKey: [...of, 'card-page'],
    queryFn: async () =>
      PageSessionResponseSchema.parse(await apiRequest(`${path}/initialise`, { method: 'POST' })),
    enabled: open,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST {path}/complete: the server settles with the provider (the provider's word is only a prompt); `of` is read again. */
export function useCompleteCardPayment(of: QueryKey, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ Status: string }>(`${path}/complete`, { method: 'POST' })).Status,
    onSuccess: () => client.invalidateQueries({ queryKey: of }),
  });
}
