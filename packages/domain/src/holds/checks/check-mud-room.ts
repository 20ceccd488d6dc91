import { findMudRoom, isMudRoomGroupSize, whyIsMudRoomBlocked } from '../../engine/find-mud-room-slots';
import { isOnGrid } from '../../engine/resort-day';
import type { ChoiceRef } from '../../itinerary/itinerary-fields';
import type { CheckContext } from './check-context';

/**
 * The mud room: the resort has one, the group's size fits it, the time is on the grid,
 * not too soon and not blocked (§5); its guests are in it for the session.
 */
export function checkMudRoom(context: CheckContext): void {
  const { catalogue, day, problem, at } = context;
  const mud = context.itinerary.mudRoom;
  if (!mud) return;
  const ref: ChoiceRef = { kind: 'mud' };
  if (!catalogue.MudRoom) {
    problem(ref, 'this resort has no mud room');
    return;
  }
  const { mudRoom, activity } = findMudRoom(catalogue);
  const start = mud.start;
  if (!isMudRoomGroupSize(mudRoom, mud.guestIndexes.length))
    problem(
      ref,
      `a minimum of ${mudRoom.MinGuests} and at most ${mudRoom.Capacity} guests may be in the mud room`,
    );
  const why =
    (isOnGrid(day, start, catalogue.Resort.SlotStepMinutes) ? null : 'is not on the slot grid') ??
    context.tooSoon(start) ??
    whyIsMudRoomBlocked(day, mudRoom, activity, context.taken, context.compiled, {
      guestIndexes: mud.guestIndexes,
      start,
      bufferMinutes: context.buffer,
      spaOpen: context.resources.spaOpen,
    });
  if (why) problem(ref, `the mud room at ${at(start)} ${why}`);
  const end = start + activity.Length - activity.Interval;
  for (const g of mud.guestIndexes) context.addGuestSpan(ref, g, start, end, `the mud room at ${at(start)}`);
}
