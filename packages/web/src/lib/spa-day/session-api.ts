import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api-client';

/**
 * The session calls (docs/api-plan.md): the booking in progress lives on the
 * server against the session, with the holds on the chosen times.
 * Each call: schema, fetch function, hook.
 */

export const HoldSchema = z.object({ Kind: z.string().optional(), ExpiresAt: z.string().nullish() }).loose();

export const SessionSchema = z
  .object({
    Id: z.string(),
    Status: z.enum(['active', 'ended', 'booked']),
    accountCreateStatus: z.object({ attempted: z.boolean(), failed: z.boolean() }).nullish(),
    Search: z.unknown().nullish(),
    Holds: z.array(HoldSchema).default([]),
    HoldExpiresAt: z.string().nullish(),
  })
  .loose();

export type SpaSession = z.infer<typeof SessionSchema>;

export const beginSpaSession = async () =>
  z.object({ Id: z.string() }).parse(await apiRequest('/api/session/begin/spa', { method: 'POST' }));

export const getSession = async (id: string, signal?: AbortSignal) =>
  SessionSchema.parse(await apiRequest(`/api/session/${encodeURIComponent(id)}`, { signal }));

export const putSearch = (id: string, search: unknown) =>
  apiRequest<{ ok: true }>(`/api/session/${encodeURIComponent(id)}/search`, {
    method: 'PUT',
    body: { Search: search },
  });

export const keepAlive = async (id: string) =>
  z
    .object({ HoldExpiresAt: z.string().nullish() })
    .loose()
    .parse(await apiRequest(`/api/session/${encodeURIComponent(id)}/keep-alive`, { method: 'POST' }));

export const endSession = (id: string) =>
  apiRequest<{ ok: true }>(`/api/session/${encodeURIComponent(id)}/end`, { method: 'POST' });

export const sessionKey = (id: string) => ['session', id] as const;

export function useSession(id: string | undefined) {
  return useQuery({
    queryKey: sessionKey(id ?? ''),
    queryFn: ({ signal }) => getSession(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: Infinity,
  });
}

export function useKeepAlive(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => keepAlive(id),
    // Every hold was renewed: read them again (each hold's own expiry moved on).
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey(id) }),
  });
}

export function useEndSession() {
  return useMutation({ mutationFn: (id: string) => endSession(id) });
}
