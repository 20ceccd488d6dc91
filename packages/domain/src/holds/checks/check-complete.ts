import { guestName, type CheckContext } from './check-context';

/**
 * The booking is whole (begin-booking): an arrival for every guest, dining when the
 * package includes it, a garden session for every guest when it includes the garden, a
 * treatment for every guest when it includes treatments; a treatment booking has one
 * for each guest (booking-flow §5, Treatments).
 */
export function checkComplete(context: CheckContext): void {
  const { itinerary, spaDay, problem } = context;
  const guests = Array.from({ length: itinerary.partySize }, (_, g) => g);
  const missing = (has: (g: number) => boolean) => guests.filter((g) => !has(g));
  const withoutTreatment = () => missing((g) => itinerary.treatments.some((t) => t.guestIndex === g));
  if (!spaDay) {
    if (itinerary.spaDay) return;
    if (itinerary.treatments.length === 0) problem({ kind: 'treatments' }, 'choose at least one treatment');
    else
      for (const g of withoutTreatment()) problem({ kind: 'treatments' }, `${guestName(g)} has no treatment`);
    return;
  }
  for (const g of missing((i) => itinerary.arrivals.some((a) => a.guestIndex === i)))
    problem({ kind: 'arrival', guestIndex: g }, `${guestName(g)} has no arrival time`);
  if (spaDay.HasDining && !itinerary.dining)
    problem({ kind: 'dining' }, 'the package includes dining: choose a restaurant and a time');
  if (spaDay.HasSpaGarden && spaDay.SpaGardenCode)
    for (const g of missing((i) => itinerary.gardens.some((s) => s.guestIndex === i)))
      problem({ kind: 'garden' }, `${guestName(g)} has no spa garden time`);
  if (spaDay.HasTreatments && spaDay.AllowedTreatments > 0)
    for (const g of withoutTreatment()) problem({ kind: 'treatments' }, `${guestName(g)} has no treatment`);
}
