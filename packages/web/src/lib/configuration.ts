import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountConfiguration, SpaConfiguration } from '@spa/domain';
import { apiRequest } from './api-client';

export type { SpaConfiguration, AccountConfiguration };

export const getSpaConfiguration = (signal?: AbortSignal) =>
  apiRequest<SpaConfiguration>('/umbraco/api/spa/getConfiguration', { signal });

export const getAccountConfiguration = (signal?: AbortSignal) =>
  apiRequest<AccountConfiguration>('/umbraco/api/account/getConfiguration', { signal });

/** The spa configuration (content, packages, treatments, titles, countries). */
export const configurationQuery = queryOptions({
  queryKey: ['configuration', 'spa'],
  queryFn: ({ signal }) => getSpaConfiguration(signal),
  staleTime: Infinity,
});

export function useSpaConfiguration() {
  return useQuery(configurationQuery);
}

export function useAccountConfiguration() {
  return useQuery({
    queryKey: ['configuration', 'account'],
    queryFn: ({ signal }) => getAccountConfiguration(signal),
    staleTime: Infinity,
  });
}
