import { queryOptions, useQuery } from '@tanstack/react-query';
import { GroupsResponseSchema } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

export interface GardenQuery {
  date: string;
  spaGardenCode: string;
  numberOfGuests: number;
  SessionId: string;
}

/**
 * POST /api/spa/groups: spa garden sessions, blocked ones marked (§5). With the
 * session the server takes the choices already made from its holds (decision 101).
 */
export const getGardenSlots = async (input: GardenQuery, signal?: AbortSignal) =>
  GroupsResponseSchema.parse(await apiRequest('/api/spa/groups', { body: input, signal }));

const gardenSlotsQuery = (input: GardenQuery) =>
  queryOptions({
    queryKey: ['spa', 'groups', input],
    queryFn: ({ signal }) => getGardenSlots(input, signal),
  });

export const useGardenSlots = (input: GardenQuery) => useQuery(gardenSlotsQuery(input));
