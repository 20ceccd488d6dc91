import type { BeginBookingRequest } from '../contract/spa.schemas';
import { ITEM_TYPE } from './item-types';
import type { InstantInput } from './taken';

/**
 * A whole itinerary as chosen in the browser, for checkSelection to re-validate.
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
 */
export function itineraryFromBeginBooking(body: BeginBookingRequest): ChosenItinerary {
  return {
    date: body.date,
    partySize: body.clients.length,
    isSpaDay: body.isSpaDay,
    spaDay: body.package
      ? {
          field: 'package',
          PremierId: body.package.packageId,
          BandNumber: body.package.packageTimeBandNumber,
        }
      : undefined,
    arrivals: body.clients.flatMap((client, guestIndex) =>
      client.arrivalTime
        ? [{ field: `clients[${guestIndex}].arrivalTime`, guestIndex, start: client.arrivalTime }]
        : [],
    ),
    dining: body.restaurantTime
      ? {
          field: 'restaurantTime',
          RestaurantId: body.restaurantTime.restaurantId,
          start: body.restaurantTime.time,
          FacilityIds: body.restaurantTime.facilities,
        }
      : undefined,
    gardens: body.spaGardenTimes.map((g, i) => ({
      field: `spaGardenTimes[${i}]`,
      guestIndex: g.clientIndex,
      start: g.startDateTime,
    })),
    treatments: body.items.flatMap((item, i) =>
      item.itemType === ITEM_TYPE.treatment
        ? [
            {
              field: `items[${i}]`,
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
      field: `extraTreatments[${i}]`,
      guestIndex: item.clientIndex,
      code: item.code,
      start: item.startDateTime,
      StaffId: item.staffId,
      RoomId: item.roomId,
    })),
    mudRoom: body.mudPackage
      ? {
          field: 'mudPackage',
          start: body.mudPackage.startDateTime,
          guestIndexes: body.mudPackage.clientIndexes,
        }
      : undefined,
    gardenExtra: body.spaGardenExtraTimes
      ? {
          field: 'spaGardenExtraTimes',
          code: body.spaGardenExtraTimes.code,
          start: body.spaGardenExtraTimes.startDateTime,
          guestIndexes: body.spaGardenExtraTimes.clientIndexes,
        }
      : undefined,
  };
}
