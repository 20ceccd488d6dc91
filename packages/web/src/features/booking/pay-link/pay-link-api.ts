import { queryOptions, useQuery } from '@tanstack/react-query';
import { PayLinkSchema } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { useCardPage, useCompleteCardPayment } from '../../../lib/card-payment-api';

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
export const useLinkCardPage = (token: string, open: boolean) =>
  useCardPage(payLinkQuery(token).queryKey, path(token), open);

/** POST api/pay/{token}/complete: the server settles with the provider; the link is read again. */
export const useCompleteLink = (token: string) =>
  useCompleteCardPayment(payLinkQuery(token).queryKey, path(token));
