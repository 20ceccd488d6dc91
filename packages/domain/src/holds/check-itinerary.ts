import type { Catalogue, SpaDay } from '../catalogue/catalogue.schema';
import type { HoldKind } from '../contract/holds.schemas';
import type { Itinerary, TreatmentChoice } from '../itinerary/itinerary';
import {
  beginBookingField,
  holdKindOf,
  type ChoiceRef,
  type ItineraryProblem,
} from '../itinerary/itinerary-fields';
import { describeEarliestStart, earliestStartOn, type BookingClock } from '../engine/booking-clock';
import { isFreeBetween, type BusyCalendar } from '../engine/busy-calendar';
import { buildDayResources, findActivityNeeds } from '../engine/day-resources';
import { chooseTables, diningMinutes, freeTables, isDiningOutsideBand } from '../engine/find-dining-slots';
import { treatmentOccupancy } from '../engine/occupancy';
import { findMudRoom, isMudRoomGroupSize, whyIsMudRoomBlocked } from '../engine/find-mud-room-slots';
import { arrivingGuests } from '../engine/find-spa-day-packages';
import {
  gardenPlacesOf,
  gardenSpaces,
  listGardenSessions,
  whyIsGardenSessionBlocked,
  type GardenSession,
} from '../engine/find-spa-garden-slots';
import { compileChoices, type GuestChoices, type ItineraryChoices } from '../engine/itinerary-choices';
import type { Placement } from '../engine/plan-treatments';
import { buildResortDay, formatLocalTime, fromEpochMinute, isOnGrid, localTimeToMinute } from '../engine/resort-day';
import { BLOCK_REASON_TEXT, doRangesOverlap, whyIsSlotBlocked, type SlotKind } from '../engine/slot-rules';
import type { Taken } from '../engine/taken';

export interface CheckItineraryOptions {
  /** The asking instant: nothing may start at or before now + the lead time (§9). */
  clock?: BookingClock;
  /**
   * The part being chosen: checked after the rest, so that a clash between it and a
   * choice already made (a guest in two places, a therapist twice) is named on it.
   */
  last?: HoldKind;
  /**
   * The booking must be whole (begin-booking): an arrival for every guest, dining when
   * the package includes it, a garden session for every guest when it includes the
   * garden, a treatment for every guest when it includes treatments.
   */
  complete?: boolean;
  /** Names a choice; its begin-booking field by default. */
  fieldOf?: (ref: ChoiceRef) => string;
}

/** The parts of an itinerary in the order they are checked (the flow's order). */
const PART_ORDER: readonly HoldKind[] = [
  'arrival',
  'dining',
  'garden',
  'garden-extra',
  'treatments',
  'addon-treatments',
  'mud',
];

/**
 * Is every choice of the itinerary bookable? Checks, against the catalogue and what
 * is taken (the asking session's own claims left out: its choices are all here),
 * the package, band and arrival capacity, dining seating and tables, garden places,
 * each treatment's therapist (skill, shift, absences, other appointments) and room,
 * add-ons and the mud room, the §5 rules, the lead time (§9, with a clock), and that
 * no guest, therapist, room or table is used twice within the itinerary itself.
 * Returns the problems, each naming its choice, empty when the booking may go ahead.
 *
 * @example checkItinerary(catalogue, takenByOthers, held, { clock: { now }, complete: true }) // [] or [{ Kind: 'treatments', Field: 'items[1]', Message: '…' }]
 */
export function checkItinerary(
  catalogue: Catalogue,
  taken: Taken,
  itinerary: Itinerary,
  options: CheckItineraryOptions = {},
): ItineraryProblem[] {
  const fieldOf = options.fieldOf ?? beginBookingField;
  const problems: ItineraryProblem[] = [];
  const problem = (ref: ChoiceRef, Message: string) =>
    problems.push({ Kind: holdKindOf(ref), Field: fieldOf(ref), Message });
  const day = buildResortDay(itinerary.date, catalogue.Resort.TimeZone);
  const resources = buildDayResources(catalogue, day, taken);
  const at = (instant: number) => formatLocalTime(day, instant);
  const guestName = (index: number) => `guest ${index + 1}`;
  const earliest = earliestStartOn(
    catalogue,
    day,
    options.clock && { ...options.clock, spaDay: !!itinerary.spaDay },
  );
  const tooSoon = (start: number) =>
    earliest !== null && start < earliest
      ? `is too soon to book: ${describeEarliestStart(day, earliest)}`
      : null;

  // The frame every choice is checked in: package, band, arrival windows, dining duration.
  let spaDay: SpaDay | undefined;
  const guestChoices = new Map<number, GuestChoices>();
  const choices: ItineraryChoices = { guests: guestChoices };
  if (itinerary.spaDay) {
    spaDay = catalogue.SpaDays.find((p) => p.PremierId === itinerary.spaDay?.PremierId);
    if (!spaDay) problem({ kind: 'package' }, 'this package is not offered');
  }
  const band = spaDay?.TimeBands.find((b) => b.BandNumber === itinerary.spaDay?.BandNumber);
  if (spaDay && !band)
    problem({ kind: 'package' }, `the package has no time band ${String(itinerary.spaDay?.BandNumber)}`);
  if (band)
    choices.timeBand = {
      start: fromEpochMinute(localTimeToMinute(day, band.StartTime)),
      end: fromEpochMinute(localTimeToMinute(day, band.EndTime)),
    };
  const bandTimeOf = (start: number) =>
    spaDay?.BandTimes.find(
      (b) => b.BandNumber === band?.BandNumber && localTimeToMinute(day, b.StartTime) === start,
    );
  for (const arrival of itinerary.arrivals) {
    const bandTime = bandTimeOf(arrival.start);
    if (bandTime)
      guestChoices.set(arrival.guestIndex, {
        arrival: {
          start: fromEpochMinute(arrival.start),
          end: fromEpochMinute(localTimeToMinute(day, bandTime.EndTime)),
        },
      });
  }
  const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === itinerary.dining?.RestaurantId);
  if (itinerary.dining && restaurant)
    choices.dining = {
      start: fromEpochMinute(itinerary.dining.start),
      durationMinutes: diningMinutes(restaurant, catalogue),
    };
  const compiled = compileChoices(choices, earliest);
  const buffer = catalogue.Resort.ArrivalTreatmentBufferMinutes;

  // Every guest span of the itinerary, to catch a guest in two places at once.
  const guestSpans: { guestIndex: number; start: number; end: number; label: string }[] = [];
  const addGuestSpan = (ref: ChoiceRef, guestIndex: number, start: number, end: number, label: string) => {
    const clash = guestSpans.find(
      (s) => s.guestIndex === guestIndex && doRangesOverlap(start, end, s.start, s.end),
    );
    if (clash) problem(ref, `${label} overlaps ${clash.label} for ${guestName(guestIndex)}`);
    guestSpans.push({ guestIndex, start, end, label });
  };
  const placed: Placement[] = [];
  const gardenSessions = new Map<string, GardenSession[]>();
  const gardenPlacesUsed = new Map<string, { start: number; guests: number }[]>();

  const checks: Record<HoldKind, () => void> = {
    arrival: checkArrivals,
    dining: checkDining,
    garden: () =>
      itinerary.gardens.forEach((g, index) => {
        const ref: ChoiceRef = { kind: 'garden', index, guestIndex: g.guestIndex };
        if (!spaDay?.SpaGardenCode) problem(ref, 'the package has no spa garden');
        else checkGarden(ref, spaDay.SpaGardenCode, g.start, [g.guestIndex], false);
      }),
    'garden-extra': () => {
      const extra = itinerary.gardenExtra;
      if (!extra) return;
      const ref: ChoiceRef = { kind: 'garden-extra' };
      if (extra.guestIndexes.length < 2)
        problem(ref, 'all guests must attend the spa garden together (at least 2)');
      checkGarden(ref, extra.code, extra.start, extra.guestIndexes, true);
    },
    treatments: () => {
      const perGuest = new Map<number, number>();
      itinerary.treatments.forEach((item, index) => {
        checkTreatment({ kind: 'treatments', index, guestIndex: item.guestIndex }, item, 'treatment');
        perGuest.set(item.guestIndex, (perGuest.get(item.guestIndex) ?? 0) + 1);
      });
      if (spaDay)
        for (const [guestIndex, count] of perGuest)
          if (count > spaDay.AllowedTreatments)
            problem(
              { kind: 'treatments' },
              `${guestName(guestIndex)} has ${count} treatments; the package allows ${spaDay.AllowedTreatments}`,
            );
    },
    'addon-treatments': () => {
      const addOnGuests = new Set<number>();
      itinerary.addOnTreatments.forEach((item, index) => {
        const ref: ChoiceRef = { kind: 'addon-treatments', index, guestIndex: item.guestIndex };
        if (addOnGuests.has(item.guestIndex))
          problem(ref, `${guestName(item.guestIndex)} may have only one add-on treatment`);
        addOnGuests.add(item.guestIndex);
        checkTreatment(ref, item, 'add-on');
      });
    },
    mud: checkMudRoom,
  };
  const order = options.last ? [...PART_ORDER.filter((k) => k !== options.last), options.last] : PART_ORDER;
  for (const kind of order) checks[kind]();
  if (options.complete) checkComplete();
  return problems;

  function checkArrivals() {
    const arriving = new Map<number, number>();
    for (const arrival of itinerary.arrivals) {
      const ref: ChoiceRef = { kind: 'arrival', guestIndex: arrival.guestIndex };
      const start = arrival.start;
      if (!itinerary.spaDay) problem(ref, 'arrival times belong to a Spa Day package');
      if (!spaDay || !band) continue; // the package's own problem names it
      const bandTime = bandTimeOf(start);
      if (!bandTime) {
        problem(ref, `${at(start)} is not an arrival time of this package's time band`);
        continue;
      }
      const soon = tooSoon(start);
      if (soon) problem(ref, `arrival at ${at(start)} ${soon}`);
      const count = (arriving.get(start) ?? 0) + 1;
      arriving.set(start, count);
      if (count + arrivingGuests(taken, spaDay.PremierId, start) > bandTime.Capacity)
        problem(ref, `arrival at ${at(start)} is full`);
    }
  }

  function checkDining() {
    const dining = itinerary.dining;
    if (!dining) return;
    const ref: ChoiceRef = { kind: 'dining' };
    if (!restaurant || (spaDay && !spaDay.Restaurants.includes(restaurant.RestaurantId))) {
      problem(ref, `restaurant "${dining.RestaurantId}" is not offered`);
      return;
    }
    const start = dining.start;
    const end = start + diningMinutes(restaurant, catalogue);
    const onSitting = restaurant.Sittings.some((s) => {
      const first = localTimeToMinute(day, s.DiningStartTime);
      return (
        start >= first &&
        start < localTimeToMinute(day, s.DiningEndTime) &&
        (start - first) % restaurant.SlotStepMinutes === 0
      );
    });
    if (!onSitting) problem(ref, `${restaurant.DisplayName} does not seat guests at ${at(start)}`);
    const bandRange = band
      ? ([localTimeToMinute(day, band.StartTime), localTimeToMinute(day, band.EndTime)] as const)
      : null;
    if (isDiningOutsideBand(bandRange, start, end - start))
      problem(
        ref,
        `dining at ${at(start)} is outside the package's day (${band?.StartTime}–${band?.EndTime})`,
      );
    const soon = tooSoon(start);
    if (soon) problem(ref, `dining at ${at(start)} ${soon}`);
    const free = freeTables(restaurant, taken, start, end);
    const chosen = free.filter((t) => dining.FacilityIds.includes(t.FacilityId));
    const seats = chosen.reduce((sum, t) => sum + t.Seats, 0);
    if (chosen.length < dining.FacilityIds.length || seats < itinerary.partySize)
      problem(
        ref,
        chooseTables(free, itinerary.partySize)
          ? `the table chosen at ${restaurant.DisplayName} for ${at(start)} is no longer free`
          : `${restaurant.DisplayName} is no longer available at ${at(start)}`,
      );
    for (let g = 0; g < itinerary.partySize; g++) addGuestSpan(ref, g, start, end, `dining at ${at(start)}`);
  }

  function checkGarden(
    ref: ChoiceRef,
    code: string,
    start: number,
    guests: readonly number[],
    addOn: boolean,
  ) {
    const garden = catalogue.SpaGardens.find((g) => g.Code === code);
    if (!garden) {
      problem(ref, `unknown spa garden "${code}"`);
      return;
    }
    let sessions = gardenSessions.get(garden.Code);
    if (!sessions)
      gardenSessions.set(garden.Code, (sessions = listGardenSessions(catalogue, garden, day, taken)));
    const session = sessions.find((s) => s.start === start);
    if (!session) {
      problem(ref, `${garden.DisplayName} has no session at ${at(start)}`);
      return;
    }
    const label = `the spa garden at ${at(session.start)}`;
    // This itinerary's own places count too: at the same start, or overlapping ones.
    const own = gardenPlacesUsed.get(garden.Code) ?? [];
    own.push({ start, guests: guests.length });
    gardenPlacesUsed.set(garden.Code, own);
    const left = gardenSpaces(garden, [...gardenPlacesOf(garden, taken.gardenPlaces), ...own], start);
    const why =
      left < 0
        ? 'is full'
        : (tooSoon(start) ??
          whyIsGardenSessionBlocked(session, compiled, { guestIndexes: [], places: 0, addOn }));
    if (why) problem(ref, `${garden.DisplayName} at ${at(start)} ${why}`);
    for (const g of guests) addGuestSpan(ref, g, session.start, session.end, label);
  }

  function checkTreatment(ref: ChoiceRef, item: TreatmentChoice, kind: SlotKind) {
    const needs = findActivityNeeds(catalogue, resources, item.code);
    const start = item.start;
    if (!needs) {
      problem(ref, `unknown treatment "${item.code}"`);
      return;
    }
    const label = `${needs.treatment.DisplayName} at ${at(start)}`;
    const unavailable = (why: string) =>
      problem(ref, `${label} for ${guestName(item.guestIndex)} is no longer available: ${why}`);
    if (!isTreatmentOffered(item.code, kind)) return unavailable('it is not offered with this booking');
    if (!isOnGrid(day, start, catalogue.Resort.SlotStepMinutes))
      return unavailable('it is not on the slot grid');
    const { activity } = needs;
    const { end, guestEnd, therapistEnd, roomEnd } = treatmentOccupancy(
      activity,
      needs.treatment.CleanUp,
      start,
    );
    const therapist = resources.therapistIndex.get(item.StaffId);
    const room = resources.roomIndex.get(item.RoomId);
    const soon = tooSoon(start);
    if (soon) return unavailable(`it ${soon}`);
    const reason = whyIsSlotBlocked(compiled, kind, item.guestIndex, [[start, guestEnd]], buffer);
    if (reason) return unavailable(`it ${BLOCK_REASON_TEXT[reason]}`);
    if (therapist === undefined || !needs.therapists.includes(therapist))
      return unavailable('the therapist cannot give it');
    if (room === undefined || !needs.rooms.includes(room)) return unavailable('the room is not suitable');
    const rel = start - day.start;
    if (!isCalendarFree(resources.therapists[therapist]?.calendar, rel, therapistEnd - day.start))
      return unavailable('the therapist is not free then');
    if (!isCalendarFree(resources.rooms[room]?.calendar, rel, roomEnd - day.start))
      return unavailable('the room is not free then');
    const clash = placed.find(
      (p) =>
        (p.therapist === therapist && doRangesOverlap(start, therapistEnd, p.start, p.therapistEnd)) ||
        (p.room === room && doRangesOverlap(start, roomEnd, p.start, p.roomEnd)),
    );
    if (clash) return unavailable('its therapist or room is chosen twice in this booking');
    placed.push({
      guestIndex: item.guestIndex,
      needs,
      start,
      guestEnd,
      end,
      therapistEnd,
      roomEnd,
      therapist,
      room,
      staffId: item.StaffId,
      roomId: item.RoomId,
    });
    addGuestSpan(ref, item.guestIndex, start, guestEnd, label);
  }

  function isTreatmentOffered(code: string, kind: SlotKind): boolean {
    if (kind === 'treatment') {
      if (!spaDay) return catalogue.SpaTreatments.Treatments.some((id) => treatmentHasCode(id, code));
      return spaDay.TreatmentGroups.some((g) =>
        g.Treatments.some((t) => treatmentHasCode(t.TreatmentId, code)),
      );
    }
    const keys = spaDay ? spaDay.Extras : catalogue.SpaTreatments.Extras;
    return catalogue.Extras.some(
      (e) => keys.includes(e.Key) && e.ModalType === 'TREATMENTS' && e.Codes.some((c) => c.Code === code),
    );
  }

  function treatmentHasCode(treatmentId: string, code: string): boolean {
    return catalogue.Treatments.some((t) => t.Id === treatmentId && t.Durations.some((d) => d.Code === code));
  }

  function checkMudRoom() {
    const mud = itinerary.mudRoom;
    if (!mud) return;
    const ref: ChoiceRef = { kind: 'mud' };
    if (!catalogue.MudRoom) {
      problem(ref, 'this resort has no mud room');
      return;
    }
    const { mudRoom, activity } = findMudRoom(catalogue);
    const start = mud.start;
    if (!isMudRoomGroupSize(mudRoom, mud.guestIndexes.length))
      problem(
        ref,
        `a minimum of ${mudRoom.MinGuests} and at most ${mudRoom.Capacity} guests may be in the mud room`,
      );
    const why =
      (isOnGrid(day, start, catalogue.Resort.SlotStepMinutes) ? null : 'is not on the slot grid') ??
      tooSoon(start) ??
      whyIsMudRoomBlocked(day, mudRoom, activity, taken, compiled, {
        guestIndexes: mud.guestIndexes,
        start,
        bufferMinutes: buffer,
        spaOpen: resources.spaOpen,
      });
    if (why) problem(ref, `the mud room at ${at(start)} ${why}`);
    for (const g of mud.guestIndexes)
      addGuestSpan(
        ref,
        g,
        start,
        start + activity.Length - activity.Interval,
        `the mud room at ${at(start)}`,
      );
  }

  function checkComplete() {
    const guests = Array.from({ length: itinerary.partySize }, (_, g) => g);
    const missing = (has: (g: number) => boolean) => guests.filter((g) => !has(g));
    if (!spaDay) {
      if (itinerary.spaDay) return;
      if (itinerary.treatments.length === 0) problem({ kind: 'treatments' }, 'choose at least one treatment');
      // Treatment flow: each guest needs one of their own (booking-flow §5, Treatments).
      else
        for (const g of missing((g) => itinerary.treatments.some((t) => t.guestIndex === g)))
          problem({ kind: 'treatments' }, `${guestName(g)} has no treatment`);
      return;
    }
    for (const g of missing((g) => itinerary.arrivals.some((a) => a.guestIndex === g)))
      problem({ kind: 'arrival', guestIndex: g }, `${guestName(g)} has no arrival time`);
    if (spaDay.HasDining && !itinerary.dining)
      problem({ kind: 'dining' }, 'the package includes dining: choose a restaurant and a time');
    if (spaDay.HasSpaGarden && spaDay.SpaGardenCode)
      for (const g of missing((g) => itinerary.gardens.some((s) => s.guestIndex === g)))
        problem({ kind: 'garden' }, `${guestName(g)} has no spa garden time`);
    if (spaDay.HasTreatments && spaDay.AllowedTreatments > 0)
      for (const g of missing((g) => itinerary.treatments.some((t) => t.guestIndex === g)))
        problem({ kind: 'treatments' }, `${guestName(g)} has no treatment`);
  }
}

function isCalendarFree(calendar: BusyCalendar | undefined, from: number, to: number): boolean {
  return calendar !== undefined && isFreeBetween(calendar, from, to);
}
