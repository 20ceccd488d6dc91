import { isFreeBetween, type BusyCalendar } from '../../engine/busy-calendar';
import { findActivityNeeds } from '../../engine/day-resources';
import { treatmentOccupancy } from '../../engine/occupancy';
import { isOnGrid } from '../../engine/resort-day';
import { BLOCK_REASON_TEXT, doRangesOverlap, whyIsSlotBlocked, type SlotKind } from '../../engine/slot-rules';
import type { TreatmentChoice } from '../../itinerary/itinerary';
import type { ChoiceRef } from '../../itinerary/itinerary-fields';
import { guestName, type CheckContext } from './check-context';

/** The package's (or the treatment menu's) treatments, and no more per guest than the package allows. */
export function checkTreatments(context: CheckContext): void {
  const { itinerary, spaDay } = context;
  const perGuest = new Map<number, number>();
  itinerary.treatments.forEach((item, index) => {
    checkTreatment(context, { kind: 'treatments', index, guestIndex: item.guestIndex }, item, 'treatment');
    perGuest.set(item.guestIndex, (perGuest.get(item.guestIndex) ?? 0) + 1);
  });
  if (!spaDay) return;
  for (const [guestIndex, count] of perGuest)
    if (count > spaDay.AllowedTreatments)
      context.problem(
        { kind: 'treatments' },
        `${guestName(guestIndex)} has ${count} treatments; the package allows ${spaDay.AllowedTreatments}`,
      );
}

/** Add-on treatments: one a guest, each checked as a treatment under §5's add-on rules. */
export function checkAddOnTreatments(context: CheckContext): void {
  const addOnGuests = new Set<number>();
  context.itinerary.addOnTreatments.forEach((item, index) => {
    const ref: ChoiceRef = { kind: 'addon-treatments', index, guestIndex: item.guestIndex };
    if (addOnGuests.has(item.guestIndex))
      context.problem(ref, `${guestName(item.guestIndex)} may have only one add-on treatment`);
    addOnGuests.add(item.guestIndex);
    checkTreatment(context, ref, item, 'add-on');
  });
}

/**
 * One treatment: offered with this booking, on the slot grid, not too soon, not blocked
 * by the guest's other choices (§5), given by a therapist who can give it in a suitable
 * room, both free then and not used twice in this itinerary.
 */
function checkTreatment(context: CheckContext, ref: ChoiceRef, item: TreatmentChoice, kind: SlotKind): void {
  const { catalogue, resources, day } = context;
  const needs = findActivityNeeds(catalogue, resources, item.code);
  const start = item.start;
  if (!needs) {
    context.problem(ref, `unknown treatment "${item.code}"`);
    return;
  }
  const label = `${needs.treatment.DisplayName} at ${context.at(start)}`;
  const unavailable = (why: string) =>
    context.problem(ref, `${label} for ${guestName(item.guestIndex)} is no longer available: ${why}`);
  if (!isTreatmentOffered(context, item.code, kind))
    return unavailable('it is not offered with this booking');
  if (!isOnGrid(day, start, catalogue.Resort.SlotStepMinutes))
    return unavailable('it is not on the slot grid');
  const { end, guestEnd, therapistEnd, roomEnd } = treatmentOccupancy(
    needs.activity,
    needs.treatment.CleanUp,
    start,
  );
  const therapist = resources.therapistIndex.get(item.StaffId);
  const room = resources.roomIndex.get(item.RoomId);
  const soon = context.tooSoon(start);
  if (soon) return unavailable(`it ${soon}`);
  const reason = whyIsSlotBlocked(
    context.compiled,
    kind,
    item.guestIndex,
    [[start, guestEnd]],
    context.buffer,
  );
  if (reason) return unavailable(`it ${BLOCK_REASON_TEXT[reason]}`);
  if (therapist === undefined || !needs.therapists.includes(therapist))
    return unavailable('the therapist cannot give it');
  if (room === undefined || !needs.rooms.includes(room)) return unavailable('the room is not suitable');
  const rel = start - day.start;
  if (!isCalendarFree(resources.therapists[therapist]?.calendar, rel, therapistEnd - day.start))
    return unavailable('the therapist is not free then');
  if (!isCalendarFree(resources.rooms[room]?.calendar, rel, roomEnd - day.start))
    return unavailable('the room is not free then');
  const clash = context.placed.find(
    (p) =>
      (p.therapist === therapist && doRangesOverlap(start, therapistEnd, p.start, p.therapistEnd)) ||
      (p.room === room && doRangesOverlap(start, roomEnd, p.start, p.roomEnd)),
  );
  if (clash) return unavailable('its therapist or room is chosen twice in this booking');
  context.placed.push({
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
  context.addGuestSpan(ref, item.guestIndex, start, guestEnd, label);
}

/** Whether the booking offers the treatment: the package's groups (or the menu), or its add-on extras. */
function isTreatmentOffered({ catalogue, spaDay }: CheckContext, code: string, kind: SlotKind): boolean {
  const hasCode = (treatmentId: string) =>
    catalogue.Treatments.some((t) => t.Id === treatmentId && t.Durations.some((d) => d.Code === code));
  if (kind === 'treatment')
    return spaDay
      ? spaDay.TreatmentGroups.some((g) => g.Treatments.some((t) => hasCode(t.TreatmentId)))
      : catalogue.SpaTreatments.Treatments.some(hasCode);
  const keys = spaDay ? spaDay.Extras : catalogue.SpaTreatments.Extras;
  return catalogue.Extras.some(
    (e) => keys.includes(e.Key) && e.ModalType === 'TREATMENTS' && e.Codes.some((c) => c.Code === code),
  );
}

function isCalendarFree(calendar: BusyCalendar | undefined, from: number, to: number): boolean {
  return calendar !== undefined && isFreeBetween(calendar, from, to);
}
