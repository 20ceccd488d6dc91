import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HoldKind, HoldRequestBody } from '@spa/domain';
import { sameInstant } from '../format';
import { useBooking } from './booking-context';
import type { SpaDayStep } from './flow';
import { usePutHold } from './holds-api';
import type { SpaDaySearch } from './search-state';

/** What a screen chooses: its hold body without the booking's frame (date, party, package if any). */
type Choice<K extends HoldKind> = Omit<
  HoldRequestBody<K>,
  'Date' | 'PartySize' | 'PremierId' | 'BandNumber'
> & {
  /** The arrival's band; the other kinds hold in the band of the arrival held. */
  BandNumber?: number;
};

/**
 * The one way a booking screen moves on (docs/decisions.md §101): choose → hold →
 * continue. The server assigns therapists, rooms and tables and checks the choice
 * against everything the session holds; on a 409 the screen shows `hold.error` (what
 * was refused, and the nearest times free) and stays. On success the session's
 * itinerary is read again (the screens render it), the search is saved with the
 * guest's settings, and the next screen opens. `backTo` is where the step's Back goes.
 *
 * @example
 * const { hold, holdAndContinue } = useHoldStep('dining', 'dining');
 * await holdAndContinue({ RestaurantId, TimeSlot, Facilities });
 */
export function useHoldStep<K extends HoldKind>(step: SpaDayStep, kind: K) {
  const booking = useBooking();
  const { search, spaDay, sessionId, flow } = booking;
  const navigate = useNavigate();
  const hold = usePutHold(sessionId, kind);
  const to = flow.next(step);

  /** `remember`: what the screen keeps of the guest's own settings (never the times: they are the holds). */
  const holdAndContinue = async (
    choice: Choice<K>,
    remember: (search: SpaDaySearch) => SpaDaySearch = (s) => s,
  ) => {
    const body = {
      Date: search.date,
      PartySize: search.guestCount,
      PremierId: spaDay?.PremierId,
      BandNumber: booking.session.Itinerary?.BandNumber ?? undefined,
      ...choice,
    } as HoldRequestBody<K>;
    try {
      await hold.mutateAsync(body);
    } catch {
      return; // shown by the screen from hold.error
    }
    const path = flow.path(to);
    const heldKinds = search.heldKinds.includes(kind) ? search.heldKinds : [...search.heldKinds, kind];
    await booking.save({ ...remember(search), heldKinds, lastPath: path });
    void navigate(path);
  };
  return { hold, to, backTo: flow.path(flow.previous(step)), holdAndContinue };
}

/**
 * Each guest's time on a step that holds one per guest (arrival, garden): as picked on the
 * screen, else what the session holds for them, named as the times `offered` name it (one
 * instant, one key), else null.
 */
export function useGuestTimes(
  guestCount: number,
  held: readonly { GuestIndex: number; StartDateTime: string }[],
  offered: readonly { StartDateTime: string }[],
) {
  const [picked, setTimes] = useState<(string | null)[] | null>(null);
  const heldTime = (guest: number) => {
    const at = held.find((h) => h.GuestIndex === guest)?.StartDateTime;
    return at ? (offered.find((o) => sameInstant(o.StartDateTime, at))?.StartDateTime ?? at) : null;
  };
  const times = picked ?? Array.from({ length: guestCount }, (_, i) => heldTime(i));
  return [times, setTimes] as const;
}
