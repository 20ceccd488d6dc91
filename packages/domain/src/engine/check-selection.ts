import type { Catalogue, SpaDay } from '../catalogue/catalogue.schema';
import { isFreeBetween, type BusyCalendar } from './busy-calendar';
import type { ChosenItinerary, ChosenTreatment } from './chosen-itinerary';
import { buildDayResources, findActivityNeeds } from './day-resources';
import { chooseTables, diningMinutes, freeTables } from './find-dining-slots';
import { findMudRoom, isMudRoomGroupSize, whyIsMudRoomBlocked } from './find-mud-room-slots';
import { arrivingGuests } from './find-spa-day-packages';
import { isGardenSessionOutOfBounds, listGardenSessions, type GardenSession } from './find-spa-garden-slots';
import { compileChoices, type GuestChoices, type ItineraryChoices } from './itinerary-choices';
import type { Placement } from './plan-treatments';
import {
  buildResortDay,
  formatLocalTime,
  fromEpochMinute,
  isOnGrid,
  localTimeToMinute,
  toEpochMinute,
} from './resort-day';
import { BLOCK_REASON_TEXT, doRangesOverlap, whyIsSlotBlocked, type SlotKind } from './slot-rules';
import type { Taken } from './taken';

/** A choice that cannot be booked, named by its field in the begin-booking body. */
export interface SelectionProblem {
  Field: string;
  Message: string;
}

/**
 * Is every choice of the itinerary still bookable? Re-checks, against the catalogue
 * and what is taken (leave out the asking session's own holds), everything the
 * browser chose: band time and its capacity, dining tables, garden places, each
 * treatment's therapist (skill, shift, absences, other appointments) and room
 * (type, other appointments), add-ons and the mud room, the §5 rules, and that no
 * guest, therapist, room or table is used twice within the itinerary itself.
 * Returns the problems, empty when the booking may go ahead.
 *
 * @example checkSelection(catalogue, taken, itineraryFromBeginBooking(body)) // [] or [{ Field: 'items[1]', Message: '…' }]
 */
export function checkSelection(
  catalogue: Catalogue,
  taken: Taken,
  itinerary: ChosenItinerary,
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  const problem = (Field: string, Message: string) => problems.push({ Field, Message });
  const day = buildResortDay(itinerary.date, catalogue.Resort.TimeZone);
  const resources = buildDayResources(catalogue, day, taken);
  const at = (instant: number) => formatLocalTime(day, instant);
  const guestName = (index: number) => `guest ${index + 1}`;

  // Package, band and arrivals.
  let spaDay: SpaDay | undefined;
  const guestChoices = new Map<number, GuestChoices>();
  const choices: ItineraryChoices = { guests: guestChoices };
  if (itinerary.isSpaDay) {
    spaDay = catalogue.SpaDays.find((p) => p.PremierId === itinerary.spaDay?.PremierId);
    if (!spaDay || !itinerary.spaDay)
      problem(itinerary.spaDay?.field ?? 'package', 'this package is not offered');
    else checkArrivals(spaDay);
  }
  if (itinerary.dining) {
    const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === itinerary.dining?.RestaurantId);
    if (restaurant)
      choices.dining = {
        start: itinerary.dining.start,
        durationMinutes: diningMinutes(restaurant, catalogue),
      };
  }
  const compiled = compileChoices(choices);
  const buffer = catalogue.Resort.ArrivalTreatmentBufferMinutes;

  // Every guest span of the itinerary, to catch a guest in two places at once.
  const guestSpans: { guestIndex: number; start: number; end: number; field: string; label: string }[] = [];
  const addGuestSpan = (guestIndex: number, start: number, end: number, field: string, label: string) => {
    const clash = guestSpans.find(
      (s) => s.guestIndex === guestIndex && doRangesOverlap(start, end, s.start, s.end),
    );
    if (clash) problem(field, `${label} overlaps ${clash.label} for ${guestName(guestIndex)}`);
    guestSpans.push({ guestIndex, start, end, field, label });
  };

  checkDining();
  checkGardens();
  const placed: Placement[] = [];
  const perGuest = new Map<number, number>();
  for (const item of itinerary.treatments) {
    checkTreatment(item, 'treatment');
    perGuest.set(item.guestIndex, (perGuest.get(item.guestIndex) ?? 0) + 1);
  }
  if (spaDay)
    for (const [guestIndex, count] of perGuest)
      if (count > spaDay.AllowedTreatments)
        problem(
          'items',
          `${guestName(guestIndex)} has ${count} treatments; the package allows ${spaDay.AllowedTreatments}`,
        );
  const addOnGuests = new Set<number>();
  for (const item of itinerary.addOnTreatments) {
    if (addOnGuests.has(item.guestIndex))
      problem(item.field, `${guestName(item.guestIndex)} may have only one add-on treatment`);
    addOnGuests.add(item.guestIndex);
    checkTreatment(item, 'add-on');
  }
  checkMudRoom();
  return problems;

  function checkArrivals(pkg: SpaDay) {
    const bandNumber = itinerary.spaDay?.BandNumber;
    const band = pkg.TimeBands.find((b) => b.BandNumber === bandNumber);
    if (!band) {
      problem(itinerary.spaDay?.field ?? 'package', `the package has no time band ${String(bandNumber)}`);
      return;
    }
    choices.timeBand = {
      start: fromEpochMinute(localTimeToMinute(day, band.StartTime)),
      end: fromEpochMinute(localTimeToMinute(day, band.EndTime)),
    };
    const arriving = new Map<number, number>();
    for (const arrival of itinerary.arrivals) {
      const start = toEpochMinute(arrival.start);
      const bandTime = pkg.BandTimes.find(
        (b) => b.BandNumber === band.BandNumber && localTimeToMinute(day, b.StartTime) === start,
      );
      if (!bandTime) {
        problem(arrival.field, `${at(start)} is not an arrival time of this package's time band`);
        continue;
      }
      const count = (arriving.get(start) ?? 0) + 1;
      arriving.set(start, count);
      if (count + arrivingGuests(taken, pkg.PremierId, start) > bandTime.Capacity)
        problem(arrival.field, `arrival at ${at(start)} is full`);
      guestChoices.set(arrival.guestIndex, {
        arrival: {
          start: fromEpochMinute(start),
          end: fromEpochMinute(localTimeToMinute(day, bandTime.EndTime)),
        },
      });
    }
    for (let guestIndex = 0; guestIndex < itinerary.partySize; guestIndex++)
      if (!guestChoices.has(guestIndex))
        problem(`clients[${guestIndex}].arrivalTime`, `${guestName(guestIndex)} has no arrival time`);
  }

  function checkDining() {
    const dining = itinerary.dining;
    if (!dining) {
      if (spaDay?.HasDining)
        problem('restaurantTime', 'the package includes dining: choose a restaurant and a time');
      return;
    }
    const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === dining.RestaurantId);
    if (!restaurant || (spaDay && !spaDay.Restaurants.includes(restaurant.RestaurantId))) {
      problem(dining.field, `restaurant "${dining.RestaurantId}" is not offered`);
      return;
    }
    const start = toEpochMinute(dining.start);
    const end = start + diningMinutes(restaurant, catalogue);
    const onSitting = restaurant.Sittings.some((s) => {
      const first = localTimeToMinute(day, s.DiningStartTime);
      return (
        start >= first &&
        start < localTimeToMinute(day, s.DiningEndTime) &&
        (start - first) % restaurant.SlotStepMinutes === 0
      );
    });
    if (!onSitting) problem(dining.field, `${restaurant.DisplayName} does not seat guests at ${at(start)}`);
    const free = freeTables(restaurant, taken, start, end);
    const chosen = free.filter((t) => dining.FacilityIds.includes(t.FacilityId));
    const seats = chosen.reduce((sum, t) => sum + t.Seats, 0);
    if (chosen.length < dining.FacilityIds.length || seats < itinerary.partySize)
      problem(
        dining.field,
        chooseTables(free, itinerary.partySize)
          ? `the table chosen at ${restaurant.DisplayName} for ${at(start)} is no longer free`
          : `${restaurant.DisplayName} is no longer available at ${at(start)}`,
      );
    for (let g = 0; g < itinerary.partySize; g++)
      addGuestSpan(g, start, end, dining.field, `dining at ${at(start)}`);
  }

  function checkGardens() {
    const wanted: {
      field: string;
      code: string;
      start: number;
      guests: readonly number[];
      extra: boolean;
    }[] = [];
    if (spaDay?.SpaGardenCode)
      for (const g of itinerary.gardens)
        wanted.push({
          field: g.field,
          code: spaDay.SpaGardenCode,
          start: toEpochMinute(g.start),
          guests: [g.guestIndex],
          extra: false,
        });
    else if (itinerary.gardens[0]) problem(itinerary.gardens[0].field, 'the package has no spa garden');
    const gardenExtra = itinerary.gardenExtra;
    if (gardenExtra) {
      const code =
        catalogue.SpaGardens.find((g) => g.Code === gardenExtra.code)?.Code ??
        catalogue.Extras.flatMap((e) => e.Codes).find((c) => c.PremierId === gardenExtra.code)?.Code ??
        gardenExtra.code;
      if (gardenExtra.guestIndexes.length < 2)
        problem(gardenExtra.field, 'all guests must attend the spa garden together (at least 2)');
      wanted.push({
        field: gardenExtra.field,
        code,
        start: toEpochMinute(gardenExtra.start),
        guests: gardenExtra.guestIndexes,
        extra: true,
      });
    }
    const sessionsByCode = new Map<string, GardenSession[]>();
    const used = new Map<string, number>();
    for (const choice of wanted) {
      const garden = catalogue.SpaGardens.find((g) => g.Code === choice.code);
      if (!garden) {
        problem(choice.field, `unknown spa garden "${choice.code}"`);
        continue;
      }
      let sessions = sessionsByCode.get(garden.Code);
      if (!sessions) sessionsByCode.set(garden.Code, (sessions = listGardenSessions(garden, day, taken)));
      const session = sessions.find((s) => s.start === choice.start);
      if (!session) {
        problem(choice.field, `${garden.DisplayName} has no session at ${at(choice.start)}`);
        continue;
      }
      const key = `${garden.Code}@${choice.start}`;
      const count = (used.get(key) ?? 0) + choice.guests.length;
      used.set(key, count);
      if (count > session.spaces)
        problem(choice.field, `${garden.DisplayName} at ${at(choice.start)} is full`);
      else if (isGardenSessionOutOfBounds(session, compiled))
        problem(
          choice.field,
          `${garden.DisplayName} at ${at(choice.start)} is outside the time band or too close to dining`,
        );
      for (const g of choice.guests)
        addGuestSpan(g, session.start, session.end, choice.field, `the spa garden at ${at(session.start)}`);
    }
  }

  function checkTreatment(item: ChosenTreatment, kind: SlotKind) {
    const needs = findActivityNeeds(catalogue, resources, item.code);
    const start = toEpochMinute(item.start);
    if (!needs) {
      problem(item.field, `unknown treatment "${item.code}"`);
      return;
    }
    const label = `${needs.treatment.DisplayName} at ${at(start)}`;
    const unavailable = (why: string) =>
      problem(item.field, `${label} for ${guestName(item.guestIndex)} is no longer available: ${why}`);
    if (!isTreatmentOffered(item.code, kind)) return unavailable('it is not offered with this booking');
    if (!isOnGrid(day, start, catalogue.Resort.SlotStepMinutes))
      return unavailable('it is not on the slot grid');
    const { activity } = needs;
    const end = start + activity.Length;
    const guestEnd = end - activity.Interval;
    const therapist = resources.therapistIndex.get(item.StaffId);
    const room = resources.roomIndex.get(item.RoomId);
    const reason = whyIsSlotBlocked(compiled, kind, item.guestIndex, [[start, guestEnd]], buffer);
    if (reason) return unavailable(`it ${BLOCK_REASON_TEXT[reason]}`);
    if (therapist === undefined || !needs.therapists.includes(therapist))
      return unavailable('the therapist cannot give it');
    if (room === undefined || !needs.rooms.includes(room)) return unavailable('the room is not suitable');
    const rel = start - day.start;
    if (!isCalendarFree(resources.therapists[therapist]?.calendar, rel, rel + activity.Length))
      return unavailable('the therapist is not free then');
    if (!isCalendarFree(resources.rooms[room]?.calendar, rel, rel + activity.Length))
      return unavailable('the room is not free then');
    const clash = placed.find(
      (p) => (p.therapist === therapist || p.room === room) && doRangesOverlap(start, end, p.start, p.end),
    );
    if (clash) return unavailable('its therapist or room is chosen twice in this booking');
    placed.push({
      guestIndex: item.guestIndex,
      needs,
      start,
      guestEnd,
      end,
      therapist,
      room,
      staffId: item.StaffId,
      roomId: item.RoomId,
    });
    addGuestSpan(item.guestIndex, start, guestEnd, item.field, label);
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
    if (!catalogue.MudRoom) {
      problem(mud.field, 'this resort has no mud room');
      return;
    }
    const { mudRoom, activity } = findMudRoom(catalogue);
    const start = toEpochMinute(mud.start);
    if (!isMudRoomGroupSize(mudRoom, mud.guestIndexes.length))
      problem(
        mud.field,
        `a minimum of ${mudRoom.MinGuests} and at most ${mudRoom.Capacity} guests may be in the mud room`,
      );
    const why =
      (isOnGrid(day, start, catalogue.Resort.SlotStepMinutes) ? null : 'is not on the slot grid') ??
      whyIsMudRoomBlocked(day, mudRoom, activity, taken, compiled, mud.guestIndexes, start, buffer);
    if (why) problem(mud.field, `the mud room at ${at(start)} ${why}`);
    for (const g of mud.guestIndexes)
      addGuestSpan(
        g,
        start,
        start + activity.Length - activity.Interval,
        mud.field,
        `the mud room at ${at(start)}`,
      );
  }
}

function isCalendarFree(calendar: BusyCalendar | undefined, from: number, to: number): boolean {
  return calendar !== undefined && isFreeBetween(calendar, from, to);
}
