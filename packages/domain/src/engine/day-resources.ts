import type {
  Activity,
  Catalogue,
  Therapist,
  TreatmentEntry,
  TreatmentRoom,
} from '../catalogue/catalogue.schema';
import { roomPlaces } from '../catalogue/room-places';
import { buildBusyCalendar, type BusyCalendar, type MinuteRange } from './busy-calendar';
import { intersectOpen, spaOpenRanges, weekdayRanges, type OpenRanges } from './opening-hours';
import { EngineInputError } from './engine-input-error';
import { buildResortDay, localTimeToMinute, toEpochMinute, type ResortDay } from './resort-day';
import type { Span, Taken } from './taken';

/** A therapist on the day: their shifts less absences and appointments. */
export interface TherapistDay {
  therapist: Therapist;
  calendar: BusyCalendar;
  /** Day-relative minutes of their shifts, empty when they do not work the date. */
  shifts: MinuteRange[];
}

/** One place of a treatment room (a single room has one; a couples room two), its day. */
export interface RoomDay {
  room: TreatmentRoom;
  /** The place's id: the RoomId for the first place, 'RoomId#n' after (room-places.ts). */
  placeId: string;
  calendar: BusyCalendar;
}

/** What a treatment activity needs: its timing and the resources that may serve it. */
export interface ActivityNeeds {
  activity: Activity;
  treatment: TreatmentEntry;
  /** Indexes into DayResources.therapists of therapists with the skill. */
  therapists: number[];
  /** Indexes into DayResources.rooms of rooms of a suitable type. */
  rooms: number[];
}

/** Therapists and treatment rooms of one date, ready for fast "free?" questions. */
export interface DayResources {
  day: ResortDay;
  therapists: TherapistDay[];
  /** Every place of every room, rooms in catalogue order. */
  rooms: RoomDay[];
  therapistIndex: Map<string, number>;
  /** By place id. */
  roomIndex: Map<string, number>;
  /** When the spa is open on the date (null: no hours kept, always). */
  spaOpen: OpenRanges;
  /** Earliest shift start and latest shift end of the date (day-relative); null when nobody works. */
  openRange: MinuteRange | null;
}

/** Converts a span to day-relative minutes. */
export function relativeRange(day: ResortDay, span: Span): MinuteRange {
  return [toEpochMinute(span.start) - day.start, toEpochMinute(span.end) - day.start];
}

/**
 * The resources of a date: its resort day in the resort's zone, then every calendar on it.
 * Each treatment question of the engine starts here.
 *
 * @example dayResourcesOn(catalogue, '2026-03-29', NOTHING_TAKEN).day.end // 23 hours after its start
 */
export function dayResourcesOn(catalogue: Catalogue, date: string, taken: Taken): DayResources {
  return buildDayResources(catalogue, buildResortDay(date, catalogue.Resort.TimeZone), taken);
}

/**
 * Builds every therapist's and room place's calendar for the day from the catalogue
 * and what is taken. Appointments and absences of other days are clipped away. A
 * therapist works their shifts within the spa's hours; a room is open in its own
 * hours within the spa's (either all day when the catalogue keeps none).
 */
export function buildDayResources(
  catalogue: Pick<Catalogue, 'Therapists' | 'TreatmentRooms' | 'SpaHours'>,
  day: ResortDay,
  taken: Pick<Taken, 'appointments' | 'absences' | 'working'>,
): DayResources {
  const dayLength = day.end - day.start;
  const staffBusy = new Map<string, MinuteRange[]>();
  const roomBusy = new Map<string, MinuteRange[]>();
  const push = (map: Map<string, MinuteRange[]>, key: string, range: MinuteRange) => {
    if (range[1] <= 0 || range[0] >= dayLength) return;
    const list = map.get(key);
    if (list) list.push(range);
    else map.set(key, [range]);
  };
  for (const appointment of taken.appointments) {
    const range = relativeRange(day, appointment);
    if (appointment.StaffId) push(staffBusy, appointment.StaffId, range);
    if (appointment.RoomId) push(roomBusy, appointment.RoomId, range);
  }
  for (const absence of taken.absences) push(staffBusy, absence.StaffId, relativeRange(day, absence));
  // The dated rota's working time when given (decision 185), else the weekly pattern.
  const working = taken.working ? new Map<string, MinuteRange[]>() : null;
  for (const span of taken.working ?? []) push(working!, span.StaffId, relativeRange(day, span));

  const spaOpen = spaOpenRanges(catalogue, day);
  let openStart = Infinity;
  let openEnd = -Infinity;
  const therapists = catalogue.Therapists.map((therapist) => {
    const rota: MinuteRange[] = working
      ? (working.get(therapist.StaffId) ?? []).map(([a, b]) => [Math.max(0, a), Math.min(dayLength, b)])
      : therapist.Shifts.filter((s) => s.Weekday === day.weekday).map((s) => [
          localTimeToMinute(day, s.StartTime) - day.start,
          localTimeToMinute(day, s.EndTime) - day.start,
        ]);
    // Within the spa's hours (decision 182).
    const shifts = [...(intersectOpen(rota, spaOpen) ?? rota)];
    for (const [a, b] of shifts) {
      openStart = Math.min(openStart, a);
      openEnd = Math.max(openEnd, b);
    }
    const calendar = buildBusyCalendar(dayLength, shifts, staffBusy.get(therapist.StaffId) ?? []);
    return { therapist, calendar, shifts };
  });
  const rooms = catalogue.TreatmentRooms.flatMap((room) => {
    const open = intersectOpen(room.Hours ? weekdayRanges(room.Hours, day) : null, spaOpen);
    return roomPlaces(room).map((place) => ({
      room,
      placeId: place.Id,
      calendar: buildBusyCalendar(dayLength, open, roomBusy.get(place.Id) ?? []),
    }));
  });
  return {
    day,
    therapists,
    rooms,
    therapistIndex: new Map(therapists.map((t, i) => [t.therapist.StaffId, i])),
    roomIndex: new Map(rooms.map((r, i) => [r.placeId, i])),
    spaOpen,
    openRange: openStart < openEnd ? [openStart, openEnd] : null,
  };
}

/**
 * Resolves an activity code to what serving it needs, or null when the code is
 * not a treatment activity of the catalogue.
 */
export function findActivityNeeds(
  catalogue: Pick<Catalogue, 'Activities' | 'Treatments'>,
  resources: DayResources,
  code: string,
): ActivityNeeds | null {
  const activity = catalogue.Activities.find((a) => a.Code === code);
  const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code));
  if (!activity || !treatment) return null;
  const therapists: number[] = [];
  resources.therapists.forEach((t, i) => {
    if (t.therapist.Skills.includes(treatment.Skill)) therapists.push(i);
  });
  const rooms: number[] = [];
  resources.rooms.forEach((r, i) => {
    if (treatment.RoomTypes.includes(r.room.RoomType)) rooms.push(i);
  });
  return { activity, treatment, therapists, rooms };
}

/**
 * What serving a requested activity code needs; a code that is not a treatment
 * activity is an EngineInputError naming the request's `field`.
 */
export function requestedActivityNeeds(
  catalogue: Pick<Catalogue, 'Activities' | 'Treatments'>,
  resources: DayResources,
  code: string,
  field: string,
): ActivityNeeds {
  const needs = findActivityNeeds(catalogue, resources, code);
  if (!needs) throw new EngineInputError(field, `unknown treatment activity "${code}"`);
  return needs;
}

/** `requestedActivityNeeds` for a request that names codes again and again: each resolved once. */
export function requestedNeedsLookup(
  catalogue: Pick<Catalogue, 'Activities' | 'Treatments'>,
  resources: DayResources,
): (code: string, field: string) => ActivityNeeds {
  const cache = new Map<string, ActivityNeeds>();
  return (code, field) => {
    const cached = cache.get(code);
    if (cached) return cached;
    const needs = requestedActivityNeeds(catalogue, resources, code, field);
    cache.set(code, needs);
    return needs;
  };
}

/**
 * The needs of an activity given only by the therapist the desk asked for (issue 22):
 * none when they lack the skill or are not in the catalogue.
 *
 * @example withTherapist(resources, needs, 'ANNA').therapists // [index of ANNA] or []
 */
export function withTherapist(resources: DayResources, needs: ActivityNeeds, staffId: string): ActivityNeeds {
  const index = resources.therapistIndex.get(staffId);
  return { ...needs, therapists: needs.therapists.filter((t) => t === index) };
}
