import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldRequest } from '../contract/holds.schemas';
import type { BookingClock } from '../engine/booking-clock';
import { buildDayResources, findActivityNeeds } from '../engine/day-resources';
import { buildResortDay, formatOffsetDateTime } from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import type { EpochMinute, Itinerary, TreatmentChoice } from '../itinerary/itinerary';
import { holdChoice } from './hold-choice';

/** Where a held treatment is asked to go: a start, and the therapist or room wanted (else kept when free). */
export interface MoveTarget {
  start: EpochMinute;
  StaffId?: string;
  RoomId?: string;
}

/**
 * The treatments hold that moves one treatment of the itinerary to `to`, the others kept
 * where they are (their therapists and rooms as hints): the one request a staff move and
 * the move choices are checked with (decision 0372).
 *
 * @example moveRequest(catalogue, held, held.treatments[0], { start: held.treatments[0].start + 30 })
 */
export function moveRequest(
  catalogue: Catalogue,
  held: Itinerary,
  moved: TreatmentChoice,
  to: MoveTarget,
): Extract<HoldRequest, { Kind: 'treatments' }> {
  const day = buildResortDay(held.date, catalogue.Resort.TimeZone);
  const activityId = (code: string) => catalogue.Activities.find((a) => a.Code === code)?.ID ?? 0;
  return {
    Kind: 'treatments',
    Date: held.date,
    PartySize: held.partySize,
    ...(held.spaDay ?? {}),
    Items: held.treatments.map((t) => {
      const isMoved = t === moved;
      return {
        GuestIndex: t.guestIndex,
        AppointmentTypeID: activityId(t.code),
        StartTime: formatOffsetDateTime(day, isMoved ? to.start : t.start),
        StaffId: (isMoved ? to.StaffId : undefined) ?? t.StaffId,
        RoomId: (isMoved ? to.RoomId : undefined) ?? t.RoomId,
      };
    }),
  };
}

/** A place a treatment can move to: free, qualified, every rule of the booking kept. */
export interface MoveChoice {
  start: EpochMinute;
  StaffId: string;
  RoomId: string;
}

export interface MoveChoicesOptions {
  clock: Omit<BookingClock, 'spaDay'>;
  /** Choices answered at most. */
  limit?: number;
  /** The grid of starts tried, in minutes. */
  stepMinutes?: number;
  /** Moves checked at most (a bound on the work of one question). */
  maxTrials?: number;
}

/**
 * The free, qualified therapist, room and time choices for one treatment of a held
 * itinerary (issue 22 item 3), nearest to where it is first: each start on the day's grid
 * within the therapists' hours, with each therapist qualified for it who works then,
 * checked as the move itself is (`moveRequest`, `holdChoice`: the whole booking, every
 * rule, against what others hold); the room is the one the engine keeps or assigns.
 * Where the treatment is now is not a choice. `taken` must not hold the booking itself.
 *
 * @example findMoveChoices(catalogue, takenByOthers, held, held.treatments[0], { clock: { now, leadMinutes: 0 } })[0] // { start, StaffId, RoomId }
 */
export function findMoveChoices(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary,
  moved: TreatmentChoice,
  options: MoveChoicesOptions,
): MoveChoice[] {
  const { limit = 8, stepMinutes = 15, maxTrials = 240 } = options;
  const day = buildResortDay(held.date, catalogue.Resort.TimeZone);
  const resources = buildDayResources(catalogue, day, taken);
  const needs = findActivityNeeds(catalogue, resources, moved.code);
  if (!needs || !resources.openRange) return [];
  const length = needs.activity.Length;
  const [open, close] = resources.openRange;
  const starts: number[] = [];
  for (let m = Math.ceil(open / stepMinutes) * stepMinutes; m + length <= close; m += stepMinutes)
    starts.push(day.start + m);
  starts.sort((a, b) => Math.abs(a - moved.start) - Math.abs(b - moved.start) || a - b);
  const therapists = needs.therapists.map((i) => resources.therapists[i]!);
  const choices: MoveChoice[] = [];
  let trials = 0;
  for (const start of starts) {
    const from = start - day.start;
    for (const { therapist, shifts } of therapists) {
      if (choices.length >= limit || trials >= maxTrials) return choices;
      if (start === moved.start && therapist.StaffId === moved.StaffId) continue;
      if (!shifts.some(([s, e]) => s <= from && from + length <= e)) continue;
      trials += 1;
      const outcome = holdChoice(
        catalogue,
        taken,
        held,
        moveRequest(catalogue, held, moved, { start, StaffId: therapist.StaffId }),
        { clock: options.clock, alternatives: false },
      );
      if (!outcome.ok) continue;
      const landed = outcome.itinerary.treatments.find(
        (t) => t.guestIndex === moved.guestIndex && t.code === moved.code && t.start === start,
      );
      if (landed?.StaffId === therapist.StaffId)
        choices.push({ start, StaffId: landed.StaffId, RoomId: landed.RoomId });
    }
  }
  return choices;
}
