import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BeginSessionResponseSchema,
  HoldExpiryResponseSchema,
  SessionResponseSchema,
  type SessionResponse,
} from '@spa/domain';
import { apiRequest } from '../api-client';

/**
 * The session calls (docs/api-plan.md): the booking in progress lives on the
 * server against the session, with the holds on the chosen times.
 * Each call: schema, fetch function, hook.
 */

export type SpaSession = SessionResponse;

export const beginSpaSession = async () =>
  BeginSessionResponseSchema.parse(await apiRequest('/api/session/begin/spa', { method: 'POST' }));

export const getSession = async (id: string, signal?: AbortSignal) =>
  SessionResponseSchema.parse(await apiRequest(`/api/session/${encodeURIComponent(id)}`, { signal }));

/** `keepalive` lets the save finish while the page unloads (a reload with a draft not yet saved). */
export const putSearch = (id: string, search: unknown, options: { keepalive?: boolean } = {}) =>
  apiRequest<{ ok: true }>(`/api/session/${encodeURIComponent(id)}/search`, {
    method: 'PUT',
    body: { Search: search },
    keepalive: options.keepalive,
  });

export const keepAlive = async (id: string) =>
  HoldExpiryResponseSchema.parse(
    await apiRequest(`/api/session/${encodeURIComponent(id)}/keep-alive`, { method: 'POST' }),
  );

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
