import { queryOptions, useQuery } from '@tanstack/react-query';
import { PackagesResponseSchema } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/spa/packages with the session: band times with what is left, the session's own holds not counted. */
export const getPackages = async (
  input: { date: string; numberOfClients: number; SessionId: string },
  signal?: AbortSignal,
) => PackagesResponseSchema.parse(await apiRequest('/api/spa/packages', { body: input, signal }));

const bandTimesQuery = (date: string, numberOfClients: number, sessionId: string) =>
  queryOptions({
    queryKey: ['spa', 'packages', date, numberOfClients, sessionId],
    queryFn: ({ signal }) => getPackages({ date, numberOfClients, SessionId: sessionId }, signal),
  });

export const usePackages = (date: string, numberOfClients: number, sessionId: string) =>
  useQuery(bandTimesQuery(date, numberOfClients, sessionId));
