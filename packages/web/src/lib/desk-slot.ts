import { useQuery } from '@tanstack/react-query';
import { useStoredSlot, type TappedSlot } from './desk-mode';
import { getDeskSlot } from './desk-session';
import type { TreatmentMenu } from './spa-day/treatment-menu';

/**
 * A therapist's slot tapped on the diary, on the booking pages at the desk (decision 0440):
 * which slot applies to the booking in progress, what fits it, and the menu it leaves.
 */

/**
 * Whether a tapped slot is for this booking: the tab books for one at the desk, the booking
 * is on its date and for one guest (its date or party changed on the search: any therapist).
 */
export function slotFor(
  slot: TappedSlot | null,
  search: { date: string; guestCount: number },
): TappedSlot | null {
  return slot && slot.date === search.date && search.guestCount === 1 ? slot : null;
}

/** The tapped slot the booking in progress is for, or null; a screen re-renders when another is chosen. */
export function useTappedSlot(search: { date: string; guestCount: number }): TappedSlot | null {
  return slotFor(useStoredSlot(), search);
}

/** What fits the slot, asked afresh each time (the diary changes by the minute). */
export function useSlotFit(sessionId: string, slot: TappedSlot | null) {
  return useQuery({
    queryKey: ['desk-slot', sessionId, slot?.staffId, slot?.startTime],
    queryFn: ({ signal }) => getDeskSlot(sessionId, slot!, signal),
    enabled: slot !== null,
    staleTime: 0,
  });
}

/**
 * The treatment menu for a tapped slot: only the durations that fit it (the server's
 * `Fits`), treatments with none left out, one treatment for the guest.
 *
 * @example menuForSlot(menu, ['SWED-60']).groups[0].Treatments // [Swedish Massage with its 60-minute duration]
 */
export function menuForSlot(menu: TreatmentMenu, fits: readonly string[]): TreatmentMenu {
  const fitting = new Set(fits);
  return {
    ...menu,
    groups: menu.groups
      .map((group) => ({
        ...group,
        Treatments: group.Treatments.map((t) => ({
          ...t,
          Durations: t.Durations.filter((d) => fitting.has(d.Code)),
        })).filter((t) => t.Durations.length > 0),
      }))
      .filter((group) => group.Treatments.length > 0),
    allowed: 1,
  };
}
