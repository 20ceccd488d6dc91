import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { VoucherOrderSchema, VoucherShopSchema, type VoucherOrderRequest } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { useCardPage, useCompleteCardPayment } from '../../../lib/card-payment-api';

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
export const useOrderCardPage = (token: string, open: boolean) =>
  useCardPage(voucherOrderQuery(token).queryKey, path(token), open);

/** POST …/complete: the server settles with the provider and issues the voucher; the order is read again. */
export const useCompleteOrder = (token: string) =>
  useCompleteCardPayment(voucherOrderQuery(token).queryKey, path(token));
