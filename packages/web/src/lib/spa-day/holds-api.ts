import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api-client';
import { sessionKey, type SpaSession } from './session-api';

/**
 * Holds (docs/api-plan.md): choosing a time holds it for the session for
 * Resort.HoldMinutes. PUT replaces the session's previous hold of that kind;
 * a 409 names what was taken.
 */
export type HoldKind = 'arrival' | 'dining' | 'garden' | 'treatments';

export const HOLD_LABELS: Record<HoldKind, string> = {
  arrival: 'arrival time',
  dining: 'dining time',
  garden: 'spa garden time',
  treatments: 'treatment times',
};

const HoldAnswerSchema = z.object({ HoldExpiresAt: z.string().nullish() }).loose();

export const putHold = async (sessionId: string, kind: HoldKind, body: unknown) =>
  HoldAnswerSchema.parse(
    await apiRequest(`/api/session/${encodeURIComponent(sessionId)}/holds/${kind}`, { method: 'PUT', body }),
  );

export const deleteHold = (sessionId: string, kind: HoldKind) =>
  apiRequest(`/api/session/${encodeURIComponent(sessionId)}/holds/${kind}`, { method: 'DELETE' });

/** Holds a choice and moves the session's hold countdown on. */
export function usePutHold(sessionId: string, kind: HoldKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => putHold(sessionId, kind, body),
    onSuccess: (answer) =>
      client.setQueryData<SpaSession>(sessionKey(sessionId), (old) =>
        old
          ? {
              ...old,
              HoldExpiresAt: answer.HoldExpiresAt ?? old.HoldExpiresAt,
              Holds: [
                ...old.Holds.filter((h) => h.Kind !== kind),
                { Kind: kind, ExpiresAt: answer.HoldExpiresAt ?? undefined },
              ],
            }
          : old,
      ),
  });
}
