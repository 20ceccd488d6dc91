import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { LeadBookerForm, LeadBookerFormInput } from '@spa/domain';
import { createDebouncedSaver, type DebouncedSaver } from '../../../lib/debounced-saver';
import type { BookingInProgress } from '../../../lib/spa-day/booking-context';
import { putSearch } from '../../../lib/spa-day/session-api';
import { toDraft } from './details-values';

/** Save what the guest typed this long after they pause. */
export const DRAFT_DELAY_MS = 700;

type Draft = Record<string, unknown>;

/**
 * Keeps what the guest types on details in the session's saved Search
 * (`detailsDraft`, never a password), so that a reload or a return keeps it
 * (docs/decisions.md §61). Saves after each pause, when the guest leaves the
 * screen, and as the page unloads; the submit cancels it first.
 */
export function useDetailsDraft(
  form: UseFormReturn<LeadBookerFormInput, unknown, LeadBookerForm>,
  booking: BookingInProgress,
): DraftControl {
  const latest = useRef(booking);
  const saver = useRef<DebouncedSaver<Draft> | null>(null);
  useEffect(() => {
    latest.current = booking;
  });

  useEffect(() => {
    const drafts = createDebouncedSaver(
      (draft: Draft) => latest.current.save({ ...latest.current.search, detailsDraft: draft }),
      DRAFT_DELAY_MS,
    );
    saver.current = drafts;
    const subscription = form.watch((values) => drafts.schedule(toDraft(values as LeadBookerFormInput)));
    const onPageHide = () => {
      const draft = drafts.takeWaiting();
      const { sessionId, search } = latest.current;
      if (draft)
        putSearch(sessionId, { ...search, detailsDraft: draft }, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      void drafts.flush();
    };
  }, [form]);

  return { cancel: () => saver.current?.cancel() ?? Promise.resolve() };
}

export interface DraftControl {
  /** Drops what is waiting and resolves when the saves under way are done. */
  cancel(): Promise<void>;
}
