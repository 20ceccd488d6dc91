import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PageSessionResponseSchema,
  VoucherOrderSchema,
  VoucherShopSchema,
  type VoucherOrderRequest,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET api/vouchers/shop: the amounts, the Spa Days at their price, the delivery dates. */
export const useVoucherShop = () =>
  useQuery({
    queryKey: ['voucher-shop'],
    queryFn: async ({ signal }) =>
      VoucherShopSchema.parse(await apiRequest('/api/vouchers/shop', { signal })),
  });

/** POST api/vouchers/orders: the order, priced by the server; nothing charged yet. */
export const useOrderVoucher = () =>
  useMutation({
    mutationFn: async (body: VoucherOrderRequest) =>
      VoucherOrderSchema.parse(await apiRequest('/api/vouchers/orders', { body })),
  });

const path = (token: string) => `/api/vouchers/orders/${encodeURIComponent(token)}`;

export const voucherOrderQuery = (token: string) =>
  queryOptions({
    queryKey: ['voucher-order', token],
    queryFn: async ({ signal }) => VoucherOrderSchema.parse(await apiRequest(path(token), { signal })),
    retry: false,
  });

/** POST …/initialise: the provider's card page for the order's price, once it is known unpaid. */
export function useOrderCardPage(token: string, open: boolean) {
  return useQuery({
    queryKey: ['voucher-order', token, 'card-page'],
    queryFn: async () =>
      PageSessionResponseSchema.parse(await apiRequest(`${path(token)}/initialise`, { method: 'POST' })),
    enabled: open,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST …/complete: the server settles with the provider and issues the voucher; the order is read again. */
export function useCompleteOrder(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ Status: string }>(`${path(token)}/complete`, { method: 'POST' })).Status,
    onSuccess: () => client.invalidateQueries({ queryKey: voucherOrderQuery(token).queryKey }),
  });
}
