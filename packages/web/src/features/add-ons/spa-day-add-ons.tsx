import { Redirect } from '../../lib/route-meta';
import { useSpaDayBooking } from '../../lib/spa-day/booking-context';
import { nextStep, previousStep, spaDayPath } from '../../lib/spa-day/flow';
import { guestName } from '../../lib/spa-day/search-state';
import { AddOnsScreen } from './add-ons-screen';
import type { AddOnsBooking } from './add-ons-booking';

/** spa_day_add_ons: the add-ons screen in the Spa Day; a package without extras goes on to details. */
export function SpaDayAddOnsScreen() {
  const booking = useSpaDayBooking();
  const { search, spaDay, sessionId, session } = booking;
  const details = spaDayPath(sessionId, nextStep('add-ons', spaDay));
  if (!spaDay.HasExtras || spaDay.Extras.length === 0) return <Redirect to={details} />;
  const addOns: AddOnsBooking = {
    sessionId,
    frame: {
      Date: search.date,
      PartySize: search.guestCount,
      PremierId: spaDay.PremierId,
      BandNumber: session.Itinerary?.BandNumber ?? undefined,
    },
    guestNames: search.guests.map(guestName),
    extras: spaDay.Extras,
    itinerary: session.Itinerary,
    timeZone: booking.timeZone,
    backTo: spaDayPath(sessionId, previousStep('add-ons', spaDay)),
    nextTo: details,
    nextLabel: 'Details',
    onHeld: (kind) =>
      search.heldKinds.includes(kind)
        ? Promise.resolve()
        : booking.save({ ...search, heldKinds: [...search.heldKinds, kind] }),
    onContinue: () => booking.save({ ...search, lastPath: details }),
  };
  return <AddOnsScreen booking={addOns} />;
}
