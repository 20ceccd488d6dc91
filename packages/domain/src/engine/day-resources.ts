import type {
  Activity,
  Catalogue,
  Therapist,
  TreatmentEntry,
  TreatmentRoom,
} from '../catalogue/catalogue.schema';
import { buildBusyCalendar, type BusyCalendar, type MinuteRange } from './busy-calendar';
import { localTimeToMinute, toEpochMinute, type ResortDay } from './resort-day';
import type { Span, Taken } from './taken';

/** A therapist on the day: their shifts less absences and appointments. */
export interface TherapistDay {
  therapist: Therapist;
  calendar: BusyCalendar;
  /** Day-relative minutes of their shifts, empty when they do not work the date. */
  shifts: MinuteRange[];
}

export interface RoomDay {
  room: TreatmentRoom;
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
  rooms: RoomDay[];
  therapistIndex: Map<string, number>;
  roomIndex: Map<string, number>;
  /** Earliest shift start and latest shift end of the date (day-relative); null when nobody works. */
  openRange: MinuteRange | null;
}

/** Converts a span to day-relative minutes. */
export function relativeRange(day: ResortDay, span: Span): MinuteRange {
  return [toEpochMinute(span.start) - day.start, toEpochMinute(span.end) - day.start];
}

/**
 * Builds every therapist's and room's calendar for the day from the catalogue and
 * what is taken. Appointments and absences of other days are clipped away.
 */
export function buildDayResources(
  catalogue: Pick<Catalogue, 'Therapists' | 'TreatmentRooms'>,
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

  let openStart = Infinity;
  let openEnd = -Infinity;
  const therapists = catalogue.Therapists.map((therapist) => {
    const shifts: MinuteRange[] = working
      ? (working.get(therapist.StaffId) ?? []).map(([a, b]) => [Math.max(0, a), Math.min(dayLength, b)])
      : therapist.Shifts.filter((s) => s.Weekday === day.weekday).map((s) => [
          localTimeToMinute(day, s.StartTime) - day.start,
          localTimeToMinute(day, s.EndTime) - day.start,
        ]);
    for (const [a, b] of shifts) {
      openStart = Math.min(openStart, a);
      openEnd = Math.max(openEnd, b);
    }
    const calendar = buildBusyCalendar(dayLength, shifts, staffBusy.get(therapist.StaffId) ?? []);
    return { therapist, calendar, shifts };
  });
  const rooms = catalogue.TreatmentRooms.map((room) => ({
    room,
    calendar: buildBusyCalendar(dayLength, null, roomBusy.get(room.RoomId) ?? []),
  }));
  return {
    day,
    therapists,
    rooms,
    therapistIndex: new Map(therapists.map((t, i) => [t.therapist.StaffId, i])),
    roomIndex: new Map(rooms.map((r, i) => [r.room.RoomId, i])),
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
