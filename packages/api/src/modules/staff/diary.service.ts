import {
  buildResortDay,
  dayCapacity,
  formatOffsetDateTime,
  localTimeToMinute,
  type Catalogue,
  type DiaryEntry,
  type StaffDiary,
  roomPlaces,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { onDate } from '../../lib/catalogue-on-date';
import { findBookingsByIds } from '../booking';
import { healthOfBookings } from '../health-forms';
import { balancesOf } from '../ledger';
import { absencesDuring, appointmentsDuring, takenOn, workingOn } from '../holds';
import { activityLabel, guestEndOf, guestName, guestNoteOf } from './staff-labels';

export interface DiaryDeps {
  db: Executor;
  catalogue: Catalogue;
}

/** The grid's hours: the earliest working start to the latest end that date, by the rota (09:00–18:00 when none). */
async function openingHours(deps: DiaryDeps, date: string) {
  const day = buildResortDay(date, deps.catalogue.Resort.TimeZone);
  const working = await workingOn(deps, deps.db, date);
  const starts = working.map((w) => Math.floor(w.start / 60_000));
  const ends = working.map((w) => Math.ceil(w.end / 60_000));
  const opens = starts.length > 0 ? Math.min(...starts) : localTimeToMinute(day, '09:00');
  const closes = ends.length > 0 ? Math.max(...ends) : localTimeToMinute(day, '18:00');
  // Whole hours, so that the grid's lines fall on the clock's.
  return { day, working, opens: Math.floor(opens / 60) * 60, closes: Math.ceil(closes / 60) * 60 };
}

/**
 * The day's diary (issue 15): every therapist and room of the catalogue, every live
 * appointment claim of the date (confirmed bookings, and holds and bookings being paid
 * for as 'held'), the therapists' absences, and the gardens', mud room's and restaurants'
 * capacity from what the engine counts (takenOn, dayCapacity), named by the catalogue in
 * force that day (decision 0350). The route adds the ETag.
 */
export async function dayDiary(anyDay: DiaryDeps, date: string): Promise<StaffDiary> {
  // The catalogue in force on the day shown: a treatment renamed from next week keeps this week's name here.
  const deps = onDate(anyDay, date);
  const { catalogue, db } = deps;
  const { day, working, opens, closes } = await openingHours(deps, date);
  const span = { start: new Date(day.start * 60_000), end: new Date(day.end * 60_000) };
  const [claims, absences, taken] = await Promise.all([
    appointmentsDuring(db, span),
    absencesDuring(db, span),
    takenOn(deps, db, date, null),
  ]);
  const bookingIds = [...new Set(claims.flatMap((c) => (c.bookingId ? [c.bookingId] : [])))];
  const bookingRows = await findBookingsByIds(db, bookingIds);
  const bookings = new Map(bookingRows.map((b) => [b.id, b]));
  const [health, balances] = await Promise.all([
    healthOfBookings(db, bookingRows),
    balancesOf(db, 'spa', bookingIds),
  ]);
  const at = (instant: Date) =>
    formatOffsetDateTime(day, Math.min(Math.max(Math.floor(instant.getTime() / 60_000), day.start), day.end));

  const entries: DiaryEntry[] = claims.map((claim) => {
    const booking = claim.bookingId ? bookings.get(claim.bookingId) : undefined;
    const confirmed = claim.expiresAt === null;
    return {
      ClaimId: claim.id,
      Status: confirmed ? 'confirmed' : 'held',
      StaffId: claim.staffId,
      RoomId: claim.roomId,
      Start: at(claim.during.start),
      End: at(guestEndOf(catalogue, claim.activityCode, claim.during.end)),
      Label: activityLabel(catalogue, claim.activityCode),
      GuestName: booking ? guestName(booking.request, claim.guestIndexes[0]) : null,
      BookingId: booking?.status === 'confirmed' ? booking.id : null,
      ConfirmationId: booking?.confirmationId ?? null,
      Arrival: booking?.status === 'confirmed' ? booking.arrivalStatus : null,
      GuestNote: booking?.status === 'confirmed' ? guestNoteOf(booking) : '',
      HealthFlags: claim.guestIndexes.flatMap((i) => (booking && health.get(booking.id)?.flags[i]) ?? []),
      BalancePence: booking?.status === 'confirmed' ? (balances.get(booking.id) ?? 0) : 0,
    };
  });
  const rooms = [
    // A couples room is a row per place: each place takes one treatment at a time.
    ...catalogue.TreatmentRooms.flatMap((r) => roomPlaces(r).map(({ Id, Name }) => ({ Id, Name }))),
    ...(catalogue.MudRoom ? [{ Id: catalogue.MudRoom.RoomId, Name: 'Mud room' }] : []),
  ];
  return {
    Date: date,
    OpensAt: formatOffsetDateTime(day, opens),
    ClosesAt: formatOffsetDateTime(day, closes),
    Therapists: catalogue.Therapists.map((t) => ({ Id: t.StaffId, Name: t.DisplayName })),
    Rooms: rooms,
    Entries: entries,
    Absences: absences.map((a) => ({
      Id: a.id,
      StaffId: a.staffId,
      Start: at(a.during.start),
      End: at(a.during.end),
      Reason: a.reason,
    })),
    Working: working.map((w) => ({
      StaffId: w.StaffId,
      Start: at(new Date(w.start)),
      End: at(new Date(w.end)),
    })),
    Capacity: dayCapacity(catalogue, date, taken),
  };
}
