import type { Catalogue } from '../catalogue/catalogue.schema';
import type { Itinerary } from '../itinerary/itinerary';
import { beginBookingField, type ChoiceRef, type SelectionProblem } from '../itinerary/itinerary-fields';
import { resolveGardenCode } from '../itinerary/resolve-codes';
import { checkItinerary } from './check-itinerary';
import type { ChosenItinerary } from './chosen-itinerary';
import { toEpochMinute } from './resort-day';
import type { Taken } from './taken';

/**
 * checkItinerary for an itinerary read from a begin-booking body (ChosenItinerary),
 * its problems named by the body's own fields.
 *
 * @deprecated The session's holds are the itinerary: use checkItinerary on it
 * (itineraryFromClaims), and crossCheckBeginBooking for the body.
 */
export function checkSelection(
  catalogue: Catalogue,
  taken: Taken,
  chosen: ChosenItinerary,
): SelectionProblem[] {
  const fieldOf = (ref: ChoiceRef): string | undefined => {
    const at = <T extends { field: string }>(items: readonly T[]) =>
      ref.index === undefined ? undefined : items[ref.index]?.field;
    switch (ref.kind) {
      case 'package':
        return chosen.spaDay?.field;
      case 'arrival':
        return chosen.arrivals.find((a) => a.guestIndex === ref.guestIndex)?.field;
      case 'dining':
        return chosen.dining?.field;
      case 'garden':
        return at(chosen.gardens);
      case 'treatments':
        return at(chosen.treatments);
      case 'addon-treatments':
        return at(chosen.addOnTreatments);
      case 'mud':
        return chosen.mudRoom?.field;
      case 'garden-extra':
        return chosen.gardenExtra?.field;
    }
  };
  return checkItinerary(catalogue, taken, itineraryOfChosen(catalogue, chosen), {
    complete: true,
    fieldOf: (ref) => fieldOf(ref) ?? beginBookingField(ref),
  }).map(({ Field, Message }) => ({ Field, Message }));
}

function itineraryOfChosen(catalogue: Catalogue, chosen: ChosenItinerary): Itinerary {
  const treatment = (t: ChosenItinerary['treatments'][number]) => ({
    guestIndex: t.guestIndex,
    code: t.code,
    start: toEpochMinute(t.start),
    StaffId: t.StaffId,
    RoomId: t.RoomId,
  });
  return {
    date: chosen.date,
    partySize: chosen.partySize,
    spaDay: chosen.isSpaDay
      ? {
          PremierId: chosen.spaDay?.PremierId ?? '',
          BandNumber: chosen.spaDay?.BandNumber ?? 0,
        }
      : undefined,
    arrivals: chosen.isSpaDay
      ? chosen.arrivals.map((a) => ({ guestIndex: a.guestIndex, start: toEpochMinute(a.start) }))
      : [],
    dining: chosen.dining && {
      RestaurantId: chosen.dining.RestaurantId,
      start: toEpochMinute(chosen.dining.start),
      FacilityIds: chosen.dining.FacilityIds,
    },
    gardens: chosen.gardens.map((g) => ({ guestIndex: g.guestIndex, start: toEpochMinute(g.start) })),
    treatments: chosen.treatments.map(treatment),
    addOnTreatments: chosen.addOnTreatments.map(treatment),
    mudRoom: chosen.mudRoom && {
      start: toEpochMinute(chosen.mudRoom.start),
      guestIndexes: chosen.mudRoom.guestIndexes,
    },
    gardenExtra: chosen.gardenExtra && {
      code: resolveGardenCode(catalogue, chosen.gardenExtra.code),
      start: toEpochMinute(chosen.gardenExtra.start),
      guestIndexes: chosen.gardenExtra.guestIndexes,
    },
  };
}
