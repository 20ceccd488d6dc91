import type { Catalogue } from '../catalogue/catalogue.schema';
import type { ItineraryWire } from '../contract/itinerary.schemas';
import { ITEM_TYPE } from '../engine/item-types';
import { formatOffsetDateTime } from '../engine/resort-day';
import { choiceSpans } from './choice-spans';
import type { Itinerary, TreatmentChoice } from './itinerary';

/**
 * The itinerary for the browser to render (ItineraryWireSchema): times with the
 * resort's offset, each choice's end from the catalogue.
 *
 * @example itineraryToWire(catalogue, held).Treatments[0] // { GuestIndex: 0, Code: 'M50', StartTime: '…+01:00', StaffId, RoomId, … }
 */
export function itineraryToWire(catalogue: Catalogue, itinerary: Itinerary): ItineraryWire {
  const spans = choiceSpans(catalogue, itinerary);
  const at = (minute: number) => formatOffsetDateTime(spans.day, minute);
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === itinerary.spaDay?.PremierId);
  const treatment = (t: TreatmentChoice) => ({
    GuestIndex: t.guestIndex,
    Code: t.code,
    ItemType: ITEM_TYPE.treatment,
    StartTime: at(t.start),
    EndTime: at(spans.treatment(t.code, t.start)?.guestEnd ?? t.start),
    StaffId: t.StaffId,
    RoomId: t.RoomId,
    FacilityId: t.RoomId,
    AppointmentTypeID: catalogue.Activities.find((a) => a.Code === t.code)?.ID ?? 0,
  });
  const dining = itinerary.dining;
  const diningDuration = dining && spans.diningMinutes(dining.RestaurantId);
  const gardenCode = spaDay?.SpaGardenCode ?? '';
  return {
    Date: itinerary.date,
    PartySize: itinerary.partySize,
    PremierId: itinerary.spaDay?.PremierId ?? null,
    BandNumber: itinerary.spaDay?.BandNumber ?? null,
    Arrivals: itinerary.arrivals.map((a) => ({
      GuestIndex: a.guestIndex,
      StartDateTime: at(a.start),
      EndDateTime: at(spans.arrival(a.start)?.end ?? a.start),
    })),
    Dining:
      dining && diningDuration
        ? {
            RestaurantId: dining.RestaurantId,
            TimeSlot: at(dining.start),
            DurationInMins: diningDuration,
            Facilities: [...dining.FacilityIds],
          }
        : null,
    Gardens: itinerary.gardens.map((g) => ({
      GuestIndex: g.guestIndex,
      StartDateTime: at(g.start),
      EndDateTime: at(spans.garden(gardenCode, g.start) ?? g.start),
    })),
    Treatments: itinerary.treatments.map(treatment),
    AddOnTreatments: itinerary.addOnTreatments.map(treatment),
    MudRoom: itinerary.mudRoom
      ? {
          StartDateTime: at(itinerary.mudRoom.start),
          EndDateTime: at(spans.mudRoom(itinerary.mudRoom.start)?.guestEnd ?? itinerary.mudRoom.start),
          GuestIndexes: [...itinerary.mudRoom.guestIndexes],
        }
      : null,
    GardenExtra: itinerary.gardenExtra
      ? {
          Code: itinerary.gardenExtra.code,
          StartDateTime: at(itinerary.gardenExtra.start),
          EndDateTime: at(
            spans.garden(itinerary.gardenExtra.code, itinerary.gardenExtra.start) ??
              itinerary.gardenExtra.start,
          ),
          GuestIndexes: [...itinerary.gardenExtra.guestIndexes],
        }
      : null,
  };
}
