import { useQuery } from '@tanstack/react-query';
import { PackagesResponseSchema } from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

/** POST /api/spa/packages: the packages that can be served on the date for the party. */
export const getPackages = async (
  input: { date: string; numberOfClients: number; SessionId?: string },
  signal?: AbortSignal,
) => PackagesResponseSchema.parse(await apiRequest('/api/spa/packages', { body: input, signal }));

export function usePackages(date: string, numberOfClients: number, sessionId?: string) {
  return useQuery({
    queryKey: ['spa', 'packages', date, numberOfClients, sessionId ?? null],
    queryFn: ({ signal }) => getPackages({ date, numberOfClients, SessionId: sessionId }, signal),
    enabled: Boolean(date) && numberOfClients > 0,
  });
}
