import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountConfiguration, SpaConfiguration } from '@spa/domain';
import { apiRequest } from './api-client';

export type { SpaConfiguration, AccountConfiguration };

/** Every configuration query (spa, account, stay): a catalogue change asks them all again. */
export const CONFIGURATION = ['configuration'] as const;

/** The spa configuration in force on a date (the catalogue changes from dates); today's without one. */
export const getSpaConfiguration = (date: string | undefined, signal?: AbortSignal) =>
  apiRequest<SpaConfiguration>(
    `/umbraco/api/spa/getConfiguration${date ? `?date=${encodeURIComponent(date)}` : ''}`,
    { signal },
  );

export const getAccountConfiguration = (signal?: AbortSignal) =>
  apiRequest<AccountConfiguration>('/umbraco/api/account/getConfiguration', { signal });

/**
 * The spa configuration (content, packages, treatments, titles, countries) in force on a
 * booking's date, or today's: prices and treatments may change from a date (issue 24).
 */
export const spaConfigurationQuery = (date?: string) =>
  queryOptions({
    queryKey: [...CONFIGURATION, 'spa', date ?? 'today'],
    queryFn: ({ signal }) => getSpaConfiguration(date, signal),
    staleTime: Infinity,
  });

export function useSpaConfiguration(date?: string) {
  return useQuery(spaConfigurationQuery(date));
}

const accountConfigurationQuery = () =>
  queryOptions({
    queryKey: [...CONFIGURATION, 'account'],
    queryFn: ({ signal }) => getAccountConfiguration(signal),
    staleTime: Infinity,
  });

export const useAccountConfiguration = () => useQuery(accountConfigurationQuery());
