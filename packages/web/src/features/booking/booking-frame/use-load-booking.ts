import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSpaConfiguration } from '../../../lib/configuration';
import type { BookingInProgress } from '../../../lib/spa-day/booking-context';
import { spaDayFlow, treatmentFlow, type BookingKind } from '../../../lib/spa-day/booking-flow';
import { putSearch, sessionKey, useSession, type SpaSession } from '../../../lib/spa-day/session-api';
import { SpaDaySearchSchema, type SpaDaySearch } from '../../../lib/spa-day/search-state';
import { menuOfSpaDay, menuOfTreatments } from '../../../lib/spa-day/treatment-menu';

export type SessionLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ended' }
  | { state: 'booked' }
  | { state: 'error' }
  | { state: 'ready'; booking: BookingInProgress };

/**
 * Loads the session and its saved search: what a reload or a return continues from.
 * A Spa Day needs its package; the treatment flow's search names none.
 */
export function useLoadBooking(sessionId: string, kind: BookingKind): SessionLoad {
  const client = useQueryClient();
  const session = useSession(sessionId);
  // The treatments and prices in force on the booking's day (issue 24); today's until it is known.
  const date = SpaDaySearchSchema.shape.date.safeParse(
    (session.data?.Search as { date?: unknown } | undefined)?.date,
  ).data;
  const configuration = useSpaConfiguration(date);

  const save = useCallback(
    async (next: SpaDaySearch) => {
      client.setQueryData<SpaSession>(sessionKey(sessionId), (old) => (old ? { ...old, Search: next } : old));
      await putSearch(sessionId, next);
    },
    [client, sessionId],
  );

  return useMemo((): SessionLoad => {
    if (session.isPending || configuration.isPending) return { state: 'loading' };
    if (session.isError) {
      const status = (session.error as { status?: number }).status;
      return status === 404 ? { state: 'missing' } : { state: 'error' };
    }
    if (configuration.isError) return { state: 'error' };
    if (session.data.Status === 'booked') return { state: 'booked' };
    if (session.data.Status === 'ended') return { state: 'ended' };
    const parsed = SpaDaySearchSchema.safeParse(session.data.Search);
    if (!parsed.success) return { state: 'missing' };
    const common = {
      sessionId,
      session: session.data,
      search: parsed.data,
      timeZone: configuration.data.Resort.TimeZone,
      phone: configuration.data.Resort.SpaPhoneNumber,
      save,
    };
    if (kind === 'treatment') {
      if (parsed.data.spaDay !== '') return { state: 'missing' };
      const menu = menuOfTreatments(configuration.data.SpaTreatments);
      const flow = treatmentFlow(sessionId, { hasExtras: menu.extras.length > 0 });
      return { state: 'ready', booking: { ...common, spaDay: undefined, flow, menu } };
    }
    const spaDay = configuration.data.SpaDays.find((d) => d.PremierId === parsed.data.spaDay);
    if (!spaDay) return { state: 'missing' };
    return {
      state: 'ready',
      booking: { ...common, spaDay, flow: spaDayFlow(sessionId, spaDay), menu: menuOfSpaDay(spaDay) },
    };
  }, [session.isPending, session.isError, session.error, session.data, configuration, sessionId, save, kind]);
}
