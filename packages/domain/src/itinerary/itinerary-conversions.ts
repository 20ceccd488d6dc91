import type { Catalogue } from '../catalogue/catalogue.schema';
import type { ItineraryWire } from '../contract/itinerary.schemas';
import type { FilteredSelection, TreatmentTime } from '../contract/spa.schemas';
import { EngineInputError } from '../engine/engine-input-error';
import { ITEM_TYPE } from '../engine/item-types';
import { treatmentOccupancy } from '../engine/occupancy';
import { diningMinutes } from '../engine/find-dining-slots';
import { collectChoices, type ItineraryChoices } from '../engine/itinerary-choices';
import { formatOffsetDateTime, toEpochMinute } from '../engine/resort-day';
import { combineTaken, NOTHING_TAKEN, type Span, type Taken, type TakenAppointment } from '../engine/taken';
import { choiceSpans } from './choice-spans';
import {
  withoutScope,
  type ChoiceScope,
  type EpochMinute,
  type Itinerary,
  type TreatmentChoice,
} from './itinerary';

/**
 * The booking in progress's conversions, one per edge: the itinerary to the engine's
 * §5 choices and to what it takes (Taken), the browser's FilteredSelections to choices
 * (and cross-checked against the itinerary), chosen treatment times to what they take,
 * the itinerary to its wire form (ItineraryWire). Claims are the holds' (holds/itinerary-claims.ts),
 * the begin-booking body begin-booking.ts's.
 *
 * An itinerary as the engine's inputs: the §5 choices later slots must respect, and
 * what its choices take (therapists, rooms, tables, places). An availability question
 * or a hold of one part asks with the rest of what the session holds, so that one
 * guest is never in two places and one therapist or room never offered twice in a
 * booking; only the part being chosen again is set aside (ChoiceScope).
 */

const span = (start: EpochMinute, end: EpochMinute): Span => ({ start: start * 60_000, end: end * 60_000 });

/**
 * The §5 choices of an itinerary: each guest's arrival window, garden session,
 * treatments and add-ons (add-on treatments, the mud room and the garden add-on of the
 * guests in them), the time band and the dining time with its restaurant's duration.
 *
 * @example choicesOfItinerary(catalogue, held, { kind: 'treatments' }) // all but the treatments
 */
export function choicesOfItinerary(
  catalogue: Catalogue,
  itinerary: Itinerary,
  except?: ChoiceScope,
): ItineraryChoices {
  const rest = except ? withoutScope(itinerary, except) : itinerary;
  const spans = choiceSpans(catalogue, rest);
  const { choices, guest } = collectChoices();
  for (const a of rest.arrivals)
    guest(a.guestIndex).arrival = span(a.start, spans.arrival(a.start)?.end ?? a.start);
  const gardenCode = catalogue.SpaDays.find((p) => p.PremierId === rest.spaDay?.PremierId)?.SpaGardenCode;
  for (const g of rest.gardens)
    guest(g.guestIndex).garden = span(
      g.start,
      (gardenCode ? spans.garden(gardenCode, g.start) : null) ?? g.start,
    );
  for (const t of rest.treatments)
    guest(t.guestIndex).treatments.push(span(t.start, spans.treatment(t.code, t.start)?.guestEnd ?? t.start));
  for (const t of rest.addOnTreatments)
    guest(t.guestIndex).addOns.push(span(t.start, spans.treatment(t.code, t.start)?.guestEnd ?? t.start));
  if (rest.mudRoom) {
    const { start } = rest.mudRoom;
    for (const g of rest.mudRoom.guestIndexes)
      guest(g).addOns.push(span(start, spans.mudRoom(start)?.guestEnd ?? start));
  }
  if (rest.gardenExtra) {
    const { code, start } = rest.gardenExtra;
    for (const g of rest.gardenExtra.guestIndexes)
      guest(g).addOns.push(span(start, spans.garden(code, start) ?? start));
  }
  const band = spans.band();
  const diningDuration = rest.dining && spans.diningMinutes(rest.dining.RestaurantId);
  if (band) choices.timeBand = span(band[0], band[1]);
  if (rest.dining && diningDuration)
    choices.dining = { start: rest.dining.start * 60_000, durationMinutes: diningDuration };
  return choices;
}

/**
 * What an itinerary's choices take, as the engine's Taken: therapists and rooms of its
 * treatments and add-ons (each until its own end: the activity's whole Length unless a
 * clean-up blocks only one of them), the mud room, its dining
 * tables for the restaurant's duration, garden places and arrival places.
 *
 * @example combineTaken(takenByOthers, takenOfItinerary(catalogue, held, { kind: 'addon-treatments', guestIndexes: [1] }))
 */
export function takenOfItinerary(catalogue: Catalogue, itinerary: Itinerary, except?: ChoiceScope): Taken {
  const rest = except ? withoutScope(itinerary, except) : itinerary;
  const spans = choiceSpans(catalogue, rest);
  // The therapist and the room each for their own span (a clean-up may block only one).
  const appointments = [...rest.treatments, ...rest.addOnTreatments].flatMap((t): TakenAppointment[] => {
    const ends = spans.treatment(t.code, t.start);
    if (!ends || ends.therapistEnd === ends.roomEnd)
      return [{ StaffId: t.StaffId, RoomId: t.RoomId, ...span(t.start, ends?.end ?? t.start) }];
    return [
      { StaffId: t.StaffId, RoomId: null, ...span(t.start, ends.therapistEnd) },
      { StaffId: null, RoomId: t.RoomId, ...span(t.start, ends.roomEnd) },
    ];
  });
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === rest.spaDay?.PremierId);
  const gardenPlaces = [
    ...(spaDay?.SpaGardenCode
      ? rest.gardens.map((g) => ({
          SpaGardenCode: spaDay.SpaGardenCode ?? '',
          start: g.start * 60_000,
          guests: 1,
        }))
      : []),
    ...(rest.gardenExtra
      ? [
          {
            SpaGardenCode: rest.gardenExtra.code,
            start: rest.gardenExtra.start * 60_000,
            guests: rest.gardenExtra.guestIndexes.length,
          },
        ]
      : []),
  ];
  const dining = rest.dining;
  const diningDuration = dining ? (spans.diningMinutes(dining.RestaurantId) ?? 0) : 0;
  return {
    ...NOTHING_TAKEN,
    appointments,
    mudRoomGroups: rest.mudRoom
      ? [span(rest.mudRoom.start, spans.mudRoom(rest.mudRoom.start)?.end ?? 0)]
      : [],
    tables: dining
      ? dining.FacilityIds.map((FacilityId) => ({
          RestaurantId: dining.RestaurantId,
          FacilityId,
          ...span(dining.start, dining.start + diningDuration),
        }))
      : [],
    gardenPlaces,
    arrivals: spaDay
      ? rest.arrivals.map((a) => ({ PremierId: spaDay.PremierId, start: a.start * 60_000, guests: 1 }))
      : [],
  };
}

/**
 * The §5 choices the browser sends (FilteredSelections), for an availability question
 * asked without a session: the one place where the spec's selection names meet the
 * engine's choices. A DINING selection lasts its DurationInMins, else its restaurant's
 * duration, else the resort's default.
 *
 * @example choicesFromSelections(catalogue, [{ Type: 'DINING', StartDateTime: '2026-07-01T13:00:00+01:00', RestaurantId: 'orangery' }])
 */
export function choicesFromSelections(
  catalogue: Catalogue,
  selections: readonly FilteredSelection[],
): ItineraryChoices {
  const { choices, guest } = collectChoices();
  for (const s of selections) {
    if (s.Type === 'DINING') {
      const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === s.RestaurantId);
      const durationMinutes =
        s.DurationInMins ??
        (restaurant ? diningMinutes(restaurant, catalogue) : catalogue.Resort.DefaultDiningDurationMinutes);
      choices.dining = { start: s.StartDateTime, durationMinutes };
      continue;
    }
    const selected = { start: s.StartDateTime, end: s.EndDateTime };
    if (s.Type === 'TIME_BAND') choices.timeBand = selected;
    else if (s.Type === 'ARRIVAL') guest(s.GuestIndex).arrival = selected;
    else if (s.Type === 'SPA_GARDEN') guest(s.GuestIndex).garden = selected;
    else if (s.Type === 'TREATMENT') guest(s.GuestIndex).treatments.push(selected);
    else guest(s.GuestIndex).addOns.push(selected);
  }
  return choices;
}

/**
 * The selections the browser sent that the session does not hold (cross-checked,
 * never trusted): each must match a held choice of the same guest, kind and times.
 * Selections of the part being chosen again are set aside.
 *
 * @example crossCheckSelections(catalogue, held, body.FilteredSelections, { kind: 'treatments' }) // [] when the browser agrees
 */
export function crossCheckSelections(
  catalogue: Catalogue,
  held: Itinerary,
  selections: readonly FilteredSelection[],
  scope?: ChoiceScope,
): FilteredSelection[] {
  const inScope = (kind: ChoiceScope['kind'], guestIndex?: number) =>
    scope?.kind === kind &&
    (guestIndex === undefined || !scope.guestIndexes || scope.guestIndexes.includes(guestIndex));
  const rest = scope ? withoutScope(held, scope) : held;
  const choices = choicesOfItinerary(catalogue, rest);
  const same = (a: Span | undefined, start: string, end: string) =>
    a !== undefined &&
    toEpochMinute(a.start) === toEpochMinute(start) &&
    toEpochMinute(a.end) === toEpochMinute(end);
  const guestOf = (index: number) => choices.guests?.get(index);
  return selections.filter((s) => {
    switch (s.Type) {
      case 'ARRIVAL':
        return (
          !inScope('arrival', s.GuestIndex) &&
          !same(guestOf(s.GuestIndex)?.arrival, s.StartDateTime, s.EndDateTime)
        );
      case 'TIME_BAND':
        return !same(choices.timeBand, s.StartDateTime, s.EndDateTime);
      case 'SPA_GARDEN':
        return (
          !inScope('garden', s.GuestIndex) &&
          !same(guestOf(s.GuestIndex)?.garden, s.StartDateTime, s.EndDateTime) &&
          !(guestOf(s.GuestIndex)?.addOns ?? []).some((a) => same(a, s.StartDateTime, s.EndDateTime))
        );
      case 'TREATMENT':
        return (
          !inScope('treatments', s.GuestIndex) &&
          !(guestOf(s.GuestIndex)?.treatments ?? []).some((t) => same(t, s.StartDateTime, s.EndDateTime))
        );
      case 'ADDON_TREATMENT':
        return (
          !inScope('addon-treatments', s.GuestIndex) &&
          !(guestOf(s.GuestIndex)?.addOns ?? []).some((t) => same(t, s.StartDateTime, s.EndDateTime))
        );
      case 'DINING':
        return (
          !inScope('dining') &&
          (choices.dining === undefined ||
            toEpochMinute(choices.dining.start) !== toEpochMinute(s.StartDateTime))
        );
    }
  });
}

/** What an availability question is asked with. */
export interface AvailabilityQuestion {
  /** What other sessions hold and have booked (the asking session's own claims left out). */
  taken: Taken;
  /** The asking session's itinerary (itineraryFromClaims); absent without a session. */
  held?: Itinerary;
  /** The part being chosen (again): set aside from `held`. */
  scope: ChoiceScope;
  /** What the browser sent (booking-flow §7): used without a session, cross-checked with one. */
  selections?: readonly FilteredSelection[];
}

export interface AvailabilityInputs {
  taken: Taken;
  choices: ItineraryChoices;
  /** Selections the session does not hold (for the log; they are not used). */
  unheldSelections: FilteredSelection[];
}

/**
 * The engine's inputs for an availability question: with a session, the §5 choices
 * come from what it holds and its other choices' resources count as taken; the
 * browser's selections are only cross-checked. Without a session, the selections are
 * the choices.
 *
 * @example
 * const { taken, choices } = availabilityInputs(catalogue, { taken: others, held, scope: { kind: 'treatments' }, selections })
 * findTreatmentSlots(catalogue, taken, { date, guests, startTogether, choices, clock: { now } })
 */
export function availabilityInputs(catalogue: Catalogue, question: AvailabilityQuestion): AvailabilityInputs {
  const selections = question.selections ?? [];
  if (!question.held)
    return {
      taken: question.taken,
      choices: choicesFromSelections(catalogue, selections),
      unheldSelections: [],
    };
  // Held choices the caller echoes (the part being chosen again too) add nothing; every other
  // selection narrows, the part's own included (a guest's first treatment, when choosing a second).
  const unheldSelections = crossCheckSelections(catalogue, question.held, selections);
  return {
    taken: combineTaken(question.taken, takenOfItinerary(catalogue, question.held, question.scope)),
    choices: narrowChoices(
      choicesOfItinerary(catalogue, question.held, question.scope),
      choicesFromSelections(catalogue, unheldSelections),
    ),
    unheldSelections,
  };
}

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

/**
 * The appointments a chosen slot takes, ready to store as holds and to feed back as
 * Taken: the wire's EndTime is when the guest is done, but the therapist and room are
 * held for the activity's whole Length (turnover included), or each until its own end
 * when the treatment's clean-up blocks only one of them (two entries then).
 *
 * @example toTakenAppointments(catalogue, slot.TreatmentTimes) // [{ StaffId, RoomId, start, end: start + Length }]
 */
export function toTakenAppointments(
  catalogue: Pick<Catalogue, 'Activities' | 'Treatments'>,
  items: readonly TreatmentTime[],
): TakenAppointment[] {
  return items.flatMap((item, i): TakenAppointment[] => {
    const activity = catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID);
    if (!activity)
      throw new EngineInputError(
        `TreatmentTimes[${i}].AppointmentTypeID`,
        `unknown activity ${item.AppointmentTypeID}`,
      );
    const start = toEpochMinute(item.StartTime);
    const cleanUp = catalogue.Treatments.find((t) =>
      t.Durations.some((d) => d.Code === activity.Code),
    )?.CleanUp;
    const ends = treatmentOccupancy(activity, cleanUp, start);
    const at = (minute: number) => new Date(minute * 60_000);
    if (ends.therapistEnd === ends.roomEnd)
      return [{ StaffId: item.StaffId, RoomId: item.RoomId, start: at(start), end: at(ends.end) }];
    return [
      { StaffId: item.StaffId, RoomId: null, start: at(start), end: at(ends.therapistEnd) },
      { StaffId: null, RoomId: item.RoomId, start: at(start), end: at(ends.roomEnd) },
    ];
  });
}

const later = (a: Span, b: Span) => (toEpochMinute(b.end) > toEpochMinute(a.end) ? b : a);

/**
 * Choices that hold both sets: the session's, narrowed by the selections a caller sent and
 * the session does not hold (issue 25). Never wider than either: every busy span of both,
 * the later arrival, the overlap of the time bands (empty when apart), and a garden or
 * dining time the session already has kept, the other one busy as well.
 *
 * @example narrowChoices(choicesOfItinerary(catalogue, held), choicesFromSelections(catalogue, unheld))
 */
export function narrowChoices(held: ItineraryChoices, sent: ItineraryChoices): ItineraryChoices {
  const { choices, guest } = collectChoices();
  for (const source of [held, sent])
    for (const [index, g] of source.guests ?? []) {
      const draft = guest(index);
      if (g.arrival) draft.arrival = draft.arrival ? later(draft.arrival, g.arrival) : g.arrival;
      if (g.garden && draft.garden) draft.addOns.push(g.garden);
      else if (g.garden) draft.garden = g.garden;
      draft.treatments.push(...(g.treatments ?? []));
      draft.addOns.push(...(g.addOns ?? []));
    }
  const [a, b] = [held.timeBand, sent.timeBand];
  if (a && b) {
    const start = Math.max(toEpochMinute(a.start), toEpochMinute(b.start));
    const end = Math.max(start, Math.min(toEpochMinute(a.end), toEpochMinute(b.end)));
    choices.timeBand = { start: start * 60_000, end: end * 60_000 };
  } else if (a ?? b) choices.timeBand = a ?? b;
  const dining = held.dining ?? sent.dining;
  if (dining) choices.dining = dining;
  return choices;
}
