import type { Catalogue } from '../catalogue/catalogue.schema';
import {
  listAddonTreatmentSlots,
  type AddOnSlot,
  type AddOnSlots,
  type AddonTreatmentSlotsQuery,
} from '../engine/find-addon-treatment-slots';
import { listDiningTimes, type DiningSlotsQuery, type DiningTimes } from '../engine/find-dining-slots';
import { listExtraSlots, type ExtraSlots, type ExtraSlotsQuery } from '../engine/find-extra-slots';
import { listMudRoomSlots, type MudRoomSlotsQuery } from '../engine/find-mud-room-slots';
import {
  listSpaDayPackages,
  type SpaDayPackages,
  type SpaDayPackagesQuery,
} from '../engine/find-spa-day-packages';
import {
  listSpaGardenSlots,
  type SpaGardenSlots,
  type SpaGardenSlotsQuery,
} from '../engine/find-spa-garden-slots';
import {
  listTreatmentSlots,
  type PlannedTreatment,
  type TreatmentSlots,
  type TreatmentSlotsQuery,
} from '../engine/find-treatment-slots';
import { ITEM_TYPE } from '../engine/item-types';
import { formatLocalTime, formatOffsetDateTime, type ResortDay } from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import type {
  AddonItem,
  ExtrasResponse,
  RestaurantResponse,
  SpaDayPackageWire,
  SpaGardenSlot,
  TimeSlot,
  TreatmentAvailabilityResponse,
  TreatmentTime,
} from './spa.schemas';

/**
 * The availability calls' answers on the wire (booking-flow §7): the engine answers in
 * its own words (camelCase, epoch minutes; engine/find-*.ts), and each answer is mapped
 * here, once, to the spec's PascalCase shapes with the resort's offset. `findX` asks the
 * engine and maps; `xWire` is the mapper alone.
 */

// ---------------------------------------------------------------- treatments

/** A planned treatment as a slot's TreatmentTime. FacilityId is the room: the facility it uses. */
export function treatmentTimeWire(day: ResortDay, treatment: PlannedTreatment): TreatmentTime {
  return {
    ItemType: ITEM_TYPE.treatment,
    StartTime: formatOffsetDateTime(day, treatment.start),
    EndTime: formatOffsetDateTime(day, treatment.guestEnd),
    StaffId: treatment.staffId,
    RoomId: treatment.roomId,
    FacilityId: treatment.roomId,
    AppointmentTypeID: treatment.activityId,
  };
}

/** Each guest's slots, split AM/PM by local time. */
export function treatmentSlotsWire({ day, guests }: TreatmentSlots): TreatmentAvailabilityResponse {
  return {
    GuestAvailability: guests.map(({ guestIndex, slots }) => {
      const AM: TimeSlot[] = [];
      const PM: TimeSlot[] = [];
      for (const slot of slots) {
        const DisplayTime = formatLocalTime(day, slot.start);
        (DisplayTime < '12:00' ? AM : PM).push({
          StartTime: formatOffsetDateTime(day, slot.start),
          DisplayTime,
          IsAvailable: slot.available,
          TreatmentTimes: slot.treatments.map((t) => treatmentTimeWire(day, t)),
        });
      }
      return { GuestIndex: guestIndex, Periods: { AM, PM } };
    }),
  };
}

/** POST api/spa/search's answer (without BlockedBy: the API adds the way out). See listTreatmentSlots. */
export function findTreatmentSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: TreatmentSlotsQuery,
): TreatmentAvailabilityResponse {
  return treatmentSlotsWire(listTreatmentSlots(catalogue, taken, query));
}

// ---------------------------------------------------------------- spa garden

export function spaGardenSlotsWire({ day, garden, slots }: SpaGardenSlots): SpaGardenSlot[] {
  return slots.map((slot) => ({
    StartDateTime: formatOffsetDateTime(day, slot.start),
    EndDateTime: formatOffsetDateTime(day, slot.end),
    NumberOfSpacesAvailable: Math.max(0, slot.spaces),
    GroupAppointmentTypeID: garden.GroupAppointmentTypeID,
    IsBlocked: slot.blocked,
  }));
}

/** The spa garden's sessions on the wire. See listSpaGardenSlots. */
export function findSpaGardenSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: SpaGardenSlotsQuery,
): SpaGardenSlot[] {
  return spaGardenSlotsWire(listSpaGardenSlots(catalogue, taken, query));
}

// ---------------------------------------------------------------- dining

export function diningTimesWire({ day, restaurants }: DiningTimes): RestaurantResponse {
  return restaurants.map(({ restaurant, durationMinutes, sittings }) => ({
    RestaurantId: restaurant.RestaurantId,
    DisplayName: restaurant.DisplayName,
    DurationInMins: durationMinutes,
    RestaurantAvailabilities: sittings.map(({ sitting, times }) => ({
      Date: day.date,
      Sitting: sitting,
      Availability: {
        TimeSlots: times.map((time) => ({
          TimeSlot: formatOffsetDateTime(day, time.start),
          DisplayTime: formatLocalTime(day, time.start),
          Facilities: time.tables,
        })),
      },
    })),
  }));
}

/** The restaurants' dining times on the wire. See listDiningTimes. */
export function findDiningSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: DiningSlotsQuery,
): RestaurantResponse {
  return diningTimesWire(listDiningTimes(catalogue, taken, query));
}

// ---------------------------------------------------------------- add-ons

function addOnItemWire(day: ResortDay, slot: AddOnSlot): AddonItem {
  return {
    StartDateTime: formatOffsetDateTime(day, slot.start),
    EndDateTime: formatOffsetDateTime(day, slot.end),
    ActualPrice: slot.price,
    ...(slot.staffId === undefined ? {} : { StaffId: slot.staffId }),
    ...(slot.roomId === undefined ? {} : { RoomId: slot.roomId }),
    AppointmentTypeID: slot.activityId,
  };
}

export function addOnSlotsWire({ day, slots }: AddOnSlots): AddonItem[] {
  return slots.map((slot) => addOnItemWire(day, slot));
}

/** An add-on treatment's times on the wire. See listAddonTreatmentSlots. */
export function findAddonTreatmentSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: AddonTreatmentSlotsQuery,
): AddonItem[] {
  return addOnSlotsWire(listAddonTreatmentSlots(catalogue, taken, query));
}

/** The mud room's times on the wire. See listMudRoomSlots. */
export function findMudRoomSlots(catalogue: Catalogue, taken: Taken, query: MudRoomSlotsQuery): AddonItem[] {
  return addOnSlotsWire(listMudRoomSlots(catalogue, taken, query));
}

export function extraSlotsWire({ day, appointments, groups }: ExtraSlots): ExtrasResponse {
  return {
    AddonAppointments: appointments.map(({ key, slots }) => ({
      Key: key,
      Items: slots.map((slot) => addOnItemWire(day, slot)),
    })),
    Groups: groups.map(({ key, slots }) => ({
      Key: key,
      Items: slots.map((slot) => ({
        StartDateTime: formatOffsetDateTime(day, slot.start),
        EndDateTime: formatOffsetDateTime(day, slot.end),
        ActualPrice: slot.price,
        NumberOfSpacesAvailable: slot.spaces,
      })),
    })),
  };
}

/** The extras call's answer. See listExtraSlots. */
export function findExtraSlots(catalogue: Catalogue, taken: Taken, query: ExtraSlotsQuery): ExtrasResponse {
  return extraSlotsWire(listExtraSlots(catalogue, taken, query));
}

// ---------------------------------------------------------------- Spa Day packages

export function spaDayPackagesWire({ day, packages }: SpaDayPackages): SpaDayPackageWire[] {
  return packages.map(({ spaDay, bandTimes }) => ({
    PremierId: spaDay.PremierId,
    DisplayName: spaDay.DisplayName,
    Description: spaDay.Description,
    BandTimes: bandTimes.map(({ bandTime, start, end, spaces, available }) => ({
      BandNumber: bandTime.BandNumber,
      StartTime: bandTime.StartTime,
      EndTime: bandTime.EndTime,
      StartDateTime: formatOffsetDateTime(day, start),
      EndDateTime: formatOffsetDateTime(day, end),
      Capacity: bandTime.Capacity,
      SpacesAvailable: spaces,
      IsAvailable: available,
    })),
    bookingDetails: {
      PackageID: spaDay.PremierId,
      ActualPrice: spaDay.Price,
      TimeBandIsRequired: true,
      TimeBands: spaDay.TimeBands.map(({ BandNumber, StartTime, EndTime }) => ({
        BandNumber,
        StartTime,
        EndTime,
      })),
    },
    HasDining: spaDay.HasDining,
    HasSpaGarden: spaDay.HasSpaGarden,
    HasTreatments: spaDay.HasTreatments,
    HasExtras: spaDay.HasExtras,
    Extras: spaDay.Extras,
    Restaurants: spaDay.Restaurants,
    SpaGardenCode: spaDay.SpaGardenCode,
    AllowedTreatments: spaDay.AllowedTreatments,
    TreatmentIntro: spaDay.TreatmentIntro,
    EndTime:
      spaDay.TimeBands.map((b) => b.EndTime)
        .sort()
        .at(-1) ?? '00:00',
  }));
}

/** The Spa Day packages offered on the wire. See listSpaDayPackages. */
export function findSpaDayPackages(
  catalogue: Catalogue,
  taken: Taken,
  query: SpaDayPackagesQuery,
): SpaDayPackageWire[] {
  return spaDayPackagesWire(listSpaDayPackages(catalogue, taken, query));
}
