import type { TimeSlot, TreatmentAvailabilityResponse } from '../../contract/spa.schemas';

/** Every slot of a guest, AM then PM. */
export function slotsOf(response: TreatmentAvailabilityResponse, guestIndex: number): TimeSlot[] {
  const guest = response.GuestAvailability.find((g) => g.GuestIndex === guestIndex);
  return guest ? [...guest.Periods.AM, ...guest.Periods.PM] : [];
}

/** The guest's slot at local 'HH:mm' (the first, on a day where it occurs twice). */
export function slotAt(
  response: TreatmentAvailabilityResponse,
  guestIndex: number,
  time: string,
): TimeSlot | undefined {
  return slotsOf(response, guestIndex).find((s) => s.DisplayTime === time);
}

/** Local display times of the guest's available slots. */
export function availableTimes(response: TreatmentAvailabilityResponse, guestIndex: number): string[] {
  return slotsOf(response, guestIndex)
    .filter((s) => s.IsAvailable)
    .map((s) => s.DisplayTime);
}

/** Local 'HH:mm' of the group sessions or times not blocked, in order. */
export function openStartTimes(slots: readonly { IsBlocked: boolean; StartDateTime: string }[]): string[] {
  return slots.filter((s) => !s.IsBlocked).map((s) => s.StartDateTime.slice(11, 16));
}
