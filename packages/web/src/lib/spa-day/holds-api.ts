import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HoldExpiryResponseSchema,
  HoldResponseSchema,
  type ChoiceChange,
  type HoldKind,
  type HoldRequestBody,
} from '@spa/domain';
import { apiRequest } from '../api-client';
import { sessionKey, type SpaSession } from './session-api';

/** Every treatment-times query (features/booking/treatment-times builds its keys from it): each hold asks them again. */
export const TREATMENT_AVAILABILITY = ['spa', 'treatment-availability'] as const;

/**
 * Holds (docs/api-plan.md): choosing a time holds it for the session for
 * Resort.HoldMinutes. PUT replaces the session's previous hold of that kind;
 * a 409 names what was taken.
 */
export type { HoldKind };

export const HOLD_LABELS: Record<HoldKind, string> = {
  arrival: 'arrival time',
  dining: 'dining time',
  garden: 'spa garden time',
  treatments: 'treatment times',
  'addon-treatments': 'add-on treatment times',
  mud: 'mud room time',
  'garden-extra': 'spa garden add-on time',
};

export const putHold = async <K extends HoldKind>(sessionId: string, kind: K, body: HoldRequestBody<K>) =>
  HoldResponseSchema.parse(
    await apiRequest(`/api/session/${encodeURIComponent(sessionId)}/holds/${kind}`, { method: 'PUT', body }),
  );

/**
 * Holds a choice and moves the session's hold countdown on. The session's holds
 * are then read again (the server's answer names only the expiry), before the
 * caller goes on, so that the frame never counts the new hold as released.
 */
export function usePutHold<K extends HoldKind>(sessionId: string, kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldRequestBody<K>) => putHold(sessionId, kind, body),
    onSuccess: (answer) => {
      client.setQueryData<SpaSession>(sessionKey(sessionId), (old) =>
        old ? { ...old, HoldExpiresAt: answer.HoldExpiresAt } : old,
      );
      return client.invalidateQueries({ queryKey: sessionKey(sessionId) });
    },
  });
}

/** DELETE api/session/{id}/holds/{kind}: Reset of an add-on releases what it held. */
export const releaseHold = async (sessionId: string, kind: HoldKind) =>
  HoldExpiryResponseSchema.parse(
    await apiRequest(`/api/session/${encodeURIComponent(sessionId)}/holds/${kind}`, { method: 'DELETE' }),
  );

/** Releases a hold; the session's itinerary is then read again before the caller goes on. */
export function useReleaseHold(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: HoldKind) => releaseHold(sessionId, kind),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey(sessionId) }),
  });
}

/**
 * POST api/session/{id}/way-out: takes the way out of a treatment dead end that the
 * search offered (its changes held again in one transaction, all or nothing). The
 * session's holds and the treatment times are then read again.
 */
export function useTakeWayOut(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (Changes: ChoiceChange[]) =>
      HoldResponseSchema.parse(
        await apiRequest(`/api/session/${encodeURIComponent(sessionId)}/way-out`, {
          method: 'POST',
          body: { Changes },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sessionKey(sessionId) }),
        client.invalidateQueries({ queryKey: TREATMENT_AVAILABILITY }),
      ]),
  });
}
