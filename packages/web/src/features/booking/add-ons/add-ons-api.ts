import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExtrasResponseSchema, type ExtrasRequest } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** With the session, the server takes the choices already made from its holds (no FilteredSelections). */
export type ExtrasQuery = Omit<ExtrasRequest, 'FilteredSelections'> & { SessionId: string };

/** POST /api/spa/extras: add-on times (mud room, add-on treatments by activity code; garden by PremierId). */
export const getExtras = async (input: ExtrasQuery, signal?: AbortSignal) =>
  ExtrasResponseSchema.parse(await apiRequest('/api/spa/extras', { body: input, signal }));

/** The add-on's times while its modal is open (`enabled`); asked again after every hold. */
const extrasQuery = (input: ExtrasQuery) =>
  queryOptions({
    queryKey: ['spa', 'extras', input],
    queryFn: ({ signal }) => getExtras(input, signal),
    staleTime: 0,
  });

export const useExtras = (input: ExtrasQuery, enabled: boolean) =>
  useQuery({ ...extrasQuery(input), enabled });
