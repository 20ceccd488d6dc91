import {
  buildResortDay,
  formatOffsetDateTime,
  toEpochMinute,
  type BeginBookingRequest,
  type Catalogue,
  type ResortDay,
  findRoomPlace,
} from '@spa/domain';

/** Words and times the spa team reads, from the catalogue and a booking's guests. */

/** 'Swedish Massage (60 mins)', 'Mud room': an appointment's activity as the guest's e-mail names it. */
export function activityLabel(catalogue: Catalogue, code: string): string {
  if (catalogue.MudRoom?.ActivityCode === code) return 'Mud room';
  const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code));
  const activity = catalogue.Activities.find((a) => a.Code === code);
  const minutes = activity ? activity.Length - activity.Interval : 0;
  return `${treatment?.DisplayName ?? code} (${minutes} mins)`;
}

/** Where the guest's part ends: a treatment's turnover after it is the room's and therapist's. */
export function guestEndOf(catalogue: Catalogue, code: string, end: Date): Date {
  const activity = catalogue.Activities.find((a) => a.Code === code);
  return activity ? new Date(end.getTime() - activity.Interval * 60_000) : end;
}

export const therapistName = (catalogue: Catalogue, id: string | null) =>
  id === null ? null : (catalogue.Therapists.find((t) => t.StaffId === id)?.DisplayName ?? id);

export const roomName = (catalogue: Catalogue, id: string | null) =>
  id === null
    ? null
    : catalogue.MudRoom?.RoomId === id
      ? 'Mud room'
      : (findRoomPlace(catalogue.TreatmentRooms, id)?.Name ?? id);

export function guestName(request: BeginBookingRequest, index: number | undefined): string | null {
  const client = request.clients[index ?? request.leadGuestIndex];
  return client ? `${client.firstName} ${client.lastName}` : null;
}

/** The resort's offset date-time of an instant on a booking's date. */
export function offsetTimeOf(catalogue: Catalogue, date: string) {
  const day: ResortDay = buildResortDay(date, catalogue.Resort.TimeZone);
  return (at: Date) => formatOffsetDateTime(day, toEpochMinute(at));
}

/** What the guest told us when booking (special requests, a code from the search), for every staff view. */
export const guestNoteOf = (booking: { request: BeginBookingRequest }): string =>
  (booking.request.specialRequest ?? '').trim();
