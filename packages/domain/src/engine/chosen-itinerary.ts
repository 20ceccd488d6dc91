import type { BeginBookingRequest } from '../contract/spa.schemas';
import { BEGIN_BOOKING_FIELDS } from '../itinerary/itinerary-fields';
import { ITEM_TYPE } from './item-types';
import type { InstantInput } from './taken';

/**
 * A whole itinerary as chosen in the browser, for checkSelection to re-validate.
 * Superseded by Itinerary (itinerary/itinerary.ts): kept until the api reads the
 * session's holds instead of the begin-booking body.
 * Each choice carries `field`, the path of the begin-booking body it came from, so
 * that a problem names the very choice that is no longer available.
 */
export interface ChosenTreatment {
  field: string;
  guestIndex: number;
  /** Activity code. */
  code: string;
  start: InstantInput;
  StaffId: string;
  RoomId: string;
}

export interface ChosenItinerary {
  date: string;
  partySize: number;
  isSpaDay: boolean;
  spaDay?: { field: string; PremierId: string; BandNumber: number };
  arrivals: readonly { field: string; guestIndex: number; start: InstantInput }[];
  dining?: { field: string; RestaurantId: string; start: InstantInput; FacilityIds: readonly string[] };
  /** Garden sessions included in the package, per guest. */
  gardens: readonly { field: string; guestIndex: number; start: InstantInput }[];
  treatments: readonly ChosenTreatment[];
  addOnTreatments: readonly ChosenTreatment[];
  mudRoom?: { field: string; start: InstantInput; guestIndexes: readonly number[] };
  /** The spa garden bought as an add-on: garden code (or the extra's PremierId). */
  gardenExtra?: { field: string; code: string; start: InstantInput; guestIndexes: readonly number[] };
}

/**
 * Reads the begin-booking body (already parsed by BeginBookingRequestSchema) as a
 * ChosenItinerary. Prices in the body are ignored: pricing works from the catalogue.
 *
 * @deprecated The session's holds are the itinerary (itineraryFromClaims); the body is
 * only cross-checked against them (crossCheckBeginBooking).
 */
export function itineraryFromBeginBooking(body: BeginBookingRequest): ChosenItinerary {
  return {
    date: body.date,
    partySize: body.clients.length,
    isSpaDay: body.isSpaDay,
    spaDay: body.package
      ? {
          field: BEGIN_BOOKING_FIELDS.package,
          PremierId: body.package.packageId,
          BandNumber: body.package.packageTimeBandNumber,
        }
      : undefined,
    arrivals: body.clients.flatMap((client, guestIndex) =>
      client.arrivalTime
        ? [{ field: BEGIN_BOOKING_FIELDS.arrival(guestIndex), guestIndex, start: client.arrivalTime }]
        : [],
    ),
    dining: body.restaurantTime
      ? {
          field: BEGIN_BOOKING_FIELDS.dining,
          RestaurantId: body.restaurantTime.restaurantId,
          start: body.restaurantTime.time,
          FacilityIds: body.restaurantTime.facilities,
        }
      : undefined,
    gardens: body.spaGardenTimes.map((g, i) => ({
      field: BEGIN_BOOKING_FIELDS.garden(i),
      guestIndex: g.clientIndex,
      start: g.startDateTime,
    })),
    treatments: body.items.flatMap((item, i) =>
      item.itemType === ITEM_TYPE.treatment
        ? [
            {
              field: BEGIN_BOOKING_FIELDS.treatment(i),
              guestIndex: item.clientIndex,
              code: item.code,
              start: item.startDateTime,
              StaffId: item.staffId,
              RoomId: item.roomId,
            },
          ]
        : [],
    ),
    addOnTreatments: body.extraTreatments.map((item, i) => ({
      field: BEGIN_BOOKING_FIELDS.addOnTreatment(i),
      guestIndex: item.clientIndex,
      code: item.code,
      start: item.startDateTime,
      StaffId: item.staffId,
      RoomId: item.roomId,
    })),
    mudRoom: body.mudPackage
      ? {
          field: BEGIN_BOOKING_FIELDS.mudRoom,
          start: body.mudPackage.startDateTime,
          guestIndexes: body.mudPackage.clientIndexes,
        }
      : undefined,
    gardenExtra: body.spaGardenExtraTimes
      ? {
          field: BEGIN_BOOKING_FIELDS.gardenExtra,
          code: body.spaGardenExtraTimes.code,
          start: body.spaGardenExtraTimes.startDateTime,
          guestIndexes: body.spaGardenExtraTimes.clientIndexes,
        }
      : undefined,
  };
}
