import type { Activity, Catalogue, Therapist, TreatmentEntry } from '../../catalogue/catalogue.schema';
import { buildResortDay, localTimeToMinute } from '../resort-day';
import { takenOf, type Taken, type TakenAppointment } from '../taken';
import {
  buildActivity,
  buildRoom,
  buildTestCatalogue,
  buildTherapist,
  buildTreatment,
} from './build-test-catalogue';

/**
 * A busy generated day for the benchmark and for load-shaped tests: many therapists
 * on staggered shifts, rooms of two types, and hundreds of existing appointments
 * placed without clashes, so that what is left is scattered as on a real busy day.
 * Deterministic for a given seed.
 */
export interface BusyDay {
  catalogue: Catalogue;
  date: string;
  taken: Taken;
  /** Treatment activity codes, two per treatment. */
  codes: string[];
}

/** A small deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildBusyDay(options: {
  therapists?: number;
  rooms?: number;
  appointments?: number;
  date?: string;
  seed?: number;
  /** Share of room time over 08:00–20:00 taken by treatments; default 0.6. */
  roomLoad?: number;
}): BusyDay {
  const therapistCount = options.therapists ?? 32;
  const roomCount = options.rooms ?? 20;
  const wanted = options.appointments ?? 500;
  const date = options.date ?? '2026-07-01';
  const random = seededRandom(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const { activities, treatments, therapists, rooms, catalogue } = busyResort(therapistCount, roomCount);

  // Place treatments on the 15-minute grid where therapist and room are both free, until
  // the rooms are `roomLoad` busy over 08:00–20:00; then fill up to `appointments` with
  // therapist-only 15-minute blocks (breaks, admin, consultations). Twenty rooms cannot
  // hold 500 treatments in a day, so a busy day's 500 entries are necessarily a mix.
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  const roomMinutes = roomCount * 12 * 60 * (options.roomLoad ?? 0.6);
  const busyStaff = new Map<string, [number, number][]>();
  const busyRoom = new Map<string, [number, number][]>();
  const isFree = (map: Map<string, [number, number][]>, id: string, a: number, b: number) =>
    !(map.get(id) ?? []).some(([x, y]) => a < y && x < b);
  const mark = (map: Map<string, [number, number][]>, id: string, a: number, b: number) =>
    map.set(id, [...(map.get(id) ?? []), [a, b]]);
  const appointments: TakenAppointment[] = [];
  const slotIn = (therapist: Therapist, length: number) => {
    const shift = therapist.Shifts[0]!;
    const open = localTimeToMinute(day, shift.StartTime);
    const close = localTimeToMinute(day, shift.EndTime);
    return open + 15 * Math.floor((random() * (close - open - length + 1)) / 15);
  };
  let usedRoomMinutes = 0;
  for (
    let attempt = 0;
    attempt < 20_000 && usedRoomMinutes < roomMinutes && appointments.length < wanted;
    attempt++
  ) {
    const therapist = pick(therapists);
    const treatment = pick(treatments.filter((t) => therapist.Skills.includes(t.Skill)));
    const code = pick(treatment.Durations).Code;
    const activity = activities.find((a) => a.Code === code)!;
    const start = slotIn(therapist, activity.Length);
    const end = start + activity.Length;
    if (!isFree(busyStaff, therapist.StaffId, start, end)) continue;
    const room = rooms.find(
      (r) => treatment.RoomTypes.includes(r.RoomType) && isFree(busyRoom, r.RoomId, start, end),
    );
    if (!room) continue;
    mark(busyStaff, therapist.StaffId, start, end);
    mark(busyRoom, room.RoomId, start, end);
    usedRoomMinutes += activity.Length;
    appointments.push({
      StaffId: therapist.StaffId,
      RoomId: room.RoomId,
      start: new Date(start * 60_000),
      end: new Date(end * 60_000),
    });
  }
  for (let attempt = 0; attempt < 50_000 && appointments.length < wanted; attempt++) {
    const therapist = pick(therapists);
    const start = slotIn(therapist, 15);
    if (!isFree(busyStaff, therapist.StaffId, start, start + 15)) continue;
    mark(busyStaff, therapist.StaffId, start, start + 15);
    appointments.push({
      StaffId: therapist.StaffId,
      RoomId: null,
      start: new Date(start * 60_000),
      end: new Date((start + 15) * 60_000),
    });
  }
  return { catalogue, date, taken: takenOf({ appointments }), codes: activities.map((a) => a.Code) };
}

/** The busy day's resort: four skills × two treatments of 30 and 60 minutes, therapists on four shifts, rooms. */
function busyResort(therapistCount: number, roomCount: number) {
  const skills = ['massage', 'facial', 'body', 'hands'];
  const activities: Activity[] = [];
  const treatments: TreatmentEntry[] = skills.flatMap((skill, s) =>
    [0, 1].map((variant) => {
      // 30- and 60-minute treatments, each with 15 minutes' turnover.
      const codes = [30, 60].map((minutes) => {
        const id = activities.length + 1;
        const code = `${skill.toUpperCase()}${variant}_${minutes}`;
        activities.push(buildActivity(code, id, minutes + 15, 15, 5000 + 1000 * id));
        return code;
      });
      return buildTreatment(
        `${skill}-${variant}`,
        skill,
        s % 2 === 0 ? ['treatment'] : ['treatment', 'wet'],
        codes,
      );
    }),
  );
  const shifts = [
    ['08:00', '16:00'],
    ['09:00', '17:00'],
    ['10:00', '18:00'],
    ['12:00', '20:00'],
  ] as const;
  const therapists = Array.from({ length: therapistCount }, (_, i): Therapist => {
    const [start, end] = shifts[i % shifts.length]!;
    // Skills rotate with every fourth therapist, so that each shift has every skill pair.
    const rotation = Math.floor(i / shifts.length);
    const pair = [skills[rotation % skills.length]!, skills[(rotation + 1) % skills.length]!];
    return { ...buildTherapist(`S${i}`, pair, start, end), DisplayName: `Therapist ${i}` };
  });
  const rooms = Array.from({ length: roomCount }, (_, i) => ({
    ...buildRoom(`R${i}`, i % 4 === 3 ? 'wet' : 'treatment'),
    DisplayName: `Room ${i}`,
  }));
  // The test resort's own treatments stay too (renumbered): its Spa Day and extras name them,
  // so the catalogue passes the file's rules (the database keeps it as a version, decision 0350).
  const base = buildTestCatalogue();
  const catalogue = buildTestCatalogue({
    Activities: [...activities, ...base.Activities.map((activity, i) => ({ ...activity, ID: 900 + i }))],
    Treatments: [...treatments, ...base.Treatments],
    Therapists: therapists,
    TreatmentRooms: rooms,
    SpaTreatments: { Intro: '', Treatments: treatments.map((t) => t.Id), Extras: [] },
  });
  return { activities, treatments, therapists, rooms, catalogue };
}
