import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldTreatmentItem } from '../contract/holds.schemas';
import type { ChoiceChange, TimeSlot } from '../contract/spa.schemas';
import type { BookingClock } from '../engine/booking-clock';
import { arrivingGuests } from '../engine/find-spa-day-packages';
import type { TreatmentSlotsQuery } from '../engine/find-treatment-slots';
import { findDiningSlots, findSpaGardenSlots, findTreatmentSlots } from '../contract/availability-answers';
import {
  formatLocalTime,
  formatOffsetDateTime,
  localTimeToMinute,
  toEpochMinute,
  type ResortDay,
} from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import { availabilityInputs } from '../itinerary/itinerary-conversions';
import type { Itinerary, TreatmentChoice } from '../itinerary/itinerary';

/**
 * The values each step of a planned day may take, from the engine's own slot finders
 * given what is composed so far (its choices count as taken and as §5 choices, as in
 * any availability question), and each applied to the itinerary being composed. The
 * holds that take a plan check all of it again (takePlan).
 */

/** What the options are asked with: the catalogue, what others hold, the session's choices. */
export interface OptionScene {
  catalogue: Catalogue;
  taken: Taken;
  /** What the session holds: the guests of each kind it holds and its restaurant. */
  held: Itinerary;
  day: ResortDay;
  guests: TreatmentSlotsQuery['guests'];
  startTogether: boolean;
  clock: Omit<BookingClock, 'spaDay'>;
}

/** An arrival as a change (the way out's shape). */
export type ArrivalChange = Extract<ChoiceChange, { Kind: 'arrival' }>;

/** The package's arrival times with places for the party, earliest first. */
export function arrivalOptions(scene: OptionScene): ArrivalChange[] {
  const spaDay = scene.catalogue.SpaDays.find((p) => p.PremierId === scene.held.spaDay?.PremierId);
  return (spaDay?.BandTimes ?? [])
    .map((band) => ({ band, start: localTimeToMinute(scene.day, band.StartTime) }))
    .filter(
      ({ band, start }) =>
        band.Capacity - arrivingGuests(scene.taken, spaDay?.PremierId ?? '', start) >=
        scene.held.arrivals.length,
    )
    .sort((a, b) => a.start - b.start)
    .map(({ band, start }) => ({
      Kind: 'arrival' as const,
      BandNumber: band.BandNumber,
      StartDateTime: formatOffsetDateTime(scene.day, start),
      DisplayTime: band.StartTime,
    }));
}

/** Dining times free with `itinerary` composed, at the restaurant the party chose. */
export function diningOptions(scene: OptionScene, itinerary: Itinerary): ChoiceChange[] {
  const restaurantId = scene.held.dining?.RestaurantId;
  if (!restaurantId) return [];
  const { taken, choices } = availabilityInputs(scene.catalogue, {
    taken: scene.taken,
    held: itinerary,
    scope: { kind: 'dining' },
  });
  return findDiningSlots(scene.catalogue, taken, {
    date: itinerary.date,
    restaurantIds: [restaurantId],
    guests: itinerary.partySize,
    choices,
    clock: scene.clock,
  }).flatMap((restaurant) =>
    restaurant.RestaurantAvailabilities.flatMap((sitting) =>
      sitting.Availability.TimeSlots.map((slot) => ({
        Kind: 'dining' as const,
        RestaurantId: restaurant.RestaurantId,
        DisplayName: restaurant.DisplayName,
        TimeSlot: slot.TimeSlot,
        DisplayTime: slot.DisplayTime,
      })),
    ),
  );
}

/** Garden sessions with places for the guests who have one, free with `itinerary` composed. */
export function gardenOptions(scene: OptionScene, itinerary: Itinerary): ChoiceChange[] {
  const code = scene.catalogue.SpaDays.find(
    (p) => p.PremierId === itinerary.spaDay?.PremierId,
  )?.SpaGardenCode;
  const guestIndexes = scene.held.gardens.map((g) => g.guestIndex);
  if (!code || guestIndexes.length === 0) return [];
  const { taken, choices } = availabilityInputs(scene.catalogue, {
    taken: scene.taken,
    held: itinerary,
    scope: { kind: 'garden', guestIndexes },
  });
  return findSpaGardenSlots(scene.catalogue, taken, {
    date: itinerary.date,
    spaGardenCode: code,
    partySize: guestIndexes.length,
    guestIndexes,
    choices,
    clock: scene.clock,
  })
    .filter((slot) => !slot.IsBlocked && slot.NumberOfSpacesAvailable >= guestIndexes.length)
    .map((slot) => ({
      Kind: 'garden' as const,
      StartDateTime: slot.StartDateTime,
      DisplayTime: formatLocalTime(scene.day, toEpochMinute(slot.StartDateTime)),
    }));
}

/**
 * Every guest's free treatment starts with `itinerary` composed (one treatment search):
 * together, the starts they share; apart, each guest's own.
 */
export function freeTreatmentStarts(
  scene: OptionScene,
  itinerary: Itinerary,
): { guestIndex: number; slots: TimeSlot[] }[] {
  const { catalogue, guests } = scene;
  const inputs = availabilityInputs(catalogue, {
    taken: scene.taken,
    held: itinerary,
    scope: { kind: 'treatments', guestIndexes: guests.map((g) => g.GuestIndex) },
  });
  const answer = findTreatmentSlots(catalogue, inputs.taken, {
    date: itinerary.date,
    guests,
    startTogether: scene.startTogether,
    choices: inputs.choices,
    clock: scene.clock,
  });
  const free = answer.GuestAvailability.map((g) => ({
    guestIndex: g.GuestIndex,
    slots: [...g.Periods.AM, ...g.Periods.PM].filter((s) => s.IsAvailable),
  }));
  return free.length > 0 && free.every((g) => g.slots.length > 0) ? free : [];
}

/** A slot's treatments as hold items (its therapists and rooms as hints). */
export function itemsOf(GuestIndex: number, slot: TimeSlot): HoldTreatmentItem[] {
  return slot.TreatmentTimes.map((t) => ({
    GuestIndex,
    AppointmentTypeID: t.AppointmentTypeID,
    StartTime: t.StartTime,
    StaffId: t.StaffId,
    RoomId: t.RoomId,
  }));
}

/**
 * The itinerary with a change applied as composed (not held): arrival and garden for
 * the guests the session holds them for, the table the slot offered.
 */
export function withChange(scene: OptionScene, itinerary: Itinerary, change: ChoiceChange): Itinerary {
  switch (change.Kind) {
    case 'arrival':
      return {
        ...itinerary,
        spaDay: itinerary.spaDay && { ...itinerary.spaDay, BandNumber: change.BandNumber },
        arrivals: scene.held.arrivals.map((a) => ({
          guestIndex: a.guestIndex,
          start: toEpochMinute(change.StartDateTime),
        })),
      };
    case 'dining':
      return {
        ...itinerary,
        dining: { RestaurantId: change.RestaurantId, start: toEpochMinute(change.TimeSlot), FacilityIds: [] },
      };
    case 'garden':
      return {
        ...itinerary,
        gardens: scene.held.gardens.map((g) => ({
          guestIndex: g.guestIndex,
          start: toEpochMinute(change.StartDateTime),
        })),
      };
  }
}

/** The itinerary with treatments as composed: the slots' therapists and rooms. */
export function withTreatmentItems(
  catalogue: Catalogue,
  itinerary: Itinerary,
  items: readonly HoldTreatmentItem[],
): Itinerary {
  const treatments = items.map((item): TreatmentChoice => ({
    guestIndex: item.GuestIndex,
    code: catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID)?.Code ?? '',
    start: toEpochMinute(item.StartTime),
    StaffId: item.StaffId ?? '',
    RoomId: item.RoomId ?? '',
  }));
  return { ...itinerary, treatments };
}
