import { Redirect } from '../../../lib/route-meta';
import { useBooking } from '../../../lib/spa-day/booking-context';
import { guestName } from '../../../lib/spa-day/search-state';
import { AddOnsScreen } from './add-ons-screen';
import type { AddOnsBooking } from './add-ons-booking';

/**
 * spa_day_add_ons and spa_treatment_add_ons: the add-ons screen with the extras the
 * booking offers (the package's, or the configuration's spa extras in the treatment
 * flow); with none it goes on to details (§2, Add-ons).
 */
export function BookingAddOnsScreen() {
  const booking = useBooking();
  const { search, spaDay, sessionId, session, flow, menu } = booking;
  const details = flow.path(flow.next('add-ons'));
  if (menu.extras.length === 0) return <Redirect to={details} />;
  const addOns: AddOnsBooking = {
    sessionId,
    frame: {
      Date: search.date,
      PartySize: search.guestCount,
      PremierId: spaDay?.PremierId,
      BandNumber: session.Itinerary?.BandNumber ?? undefined,
    },
    guestNames: search.guests.map(guestName),
    extras: menu.extras,
    itinerary: session.Itinerary,
    timeZone: booking.timeZone,
    phone: booking.phone,
    treatmentTimesTo: search.guests.some((g) => g.treatments.length > 0)
      ? flow.path('treatment-times')
      : undefined,
    backTo: flow.path(flow.previous('add-ons')),
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
