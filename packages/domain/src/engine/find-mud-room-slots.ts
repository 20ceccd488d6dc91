import type { Activity, Catalogue, MudRoom } from '../catalogue/catalogue.schema';
import { addOnUnitPrice } from '../catalogue/extra-prices';
import { earliestStartOn, type BookingClock } from './booking-clock';
import { EngineInputError } from './engine-input-error';
import type { AddOnSlot, AddOnSlots } from './find-addon-treatment-slots';
import { compileChoices, type CompiledChoices, type ItineraryChoices } from './itinerary-choices';
import { buildResortDay, ceilToGrid, localTimeToMinute, toEpochMinute, type ResortDay } from './resort-day';
import { BLOCK_REASON_TEXT, doRangesOverlap, isTooSoon, whyIsSlotBlocked } from './slot-rules';
import { isOpenThroughout, spaOpenRanges, type OpenRanges } from './opening-hours';
import type { Taken } from './taken';

export interface MudRoomSlotsQuery {
  date: string;
  /** The guests going in together. */
  guestIndexes: readonly number[];
  choices?: ItineraryChoices;
  clock?: BookingClock;
}

/** The mud room and its activity, or an EngineInputError when the resort has none. */
export function findMudRoom(catalogue: Pick<Catalogue, 'MudRoom' | 'Activities'>): {
  mudRoom: MudRoom;
  activity: Activity;
} {
  const mudRoom = catalogue.MudRoom;
  const activity = mudRoom && catalogue.Activities.find((a) => a.Code === mudRoom.ActivityCode);
  if (!mudRoom || !activity) throw new EngineInputError('appointmentExtras', 'this resort has no mud room');
  return { mudRoom, activity };
}

/** Does the group size suit the mud room (at least MinGuests, at most Capacity)? */
export function isMudRoomGroupSize(mudRoom: MudRoom, guests: number): boolean {
  return guests >= mudRoom.MinGuests && guests <= mudRoom.Capacity;
}

/**
 * Why a mud room session for a group is not possible at `start`, or null: outside
 * the room's hours or the spa's, another group in the room, or a §5 rule for any of the guests.
 */
export function whyIsMudRoomBlocked(
  day: ResortDay,
  mudRoom: MudRoom,
  activity: Activity,
  taken: Pick<Taken, 'mudRoomGroups'>,
  choices: CompiledChoices,
  group: {
    guestIndexes: readonly number[];
    start: number;
    bufferMinutes: number;
    /** The spa's hours on the day (spaOpenRanges). */
    spaOpen: OpenRanges;
  },
): string | null {
  const { guestIndexes, start, bufferMinutes } = group;
  const end = start + activity.Length;
  if (isTooSoon(choices, start)) return BLOCK_REASON_TEXT['too-soon'];
  if (start < localTimeToMinute(day, mudRoom.OpenTime) || end > localTimeToMinute(day, mudRoom.CloseTime))
    return 'is outside the mud room hours';
  if (!isOpenThroughout(group.spaOpen, start - day.start, end - day.start))
    return 'is outside the spa opening hours';
  for (const other of taken.mudRoomGroups)
    if (doRangesOverlap(start, end, toEpochMinute(other.start), toEpochMinute(other.end)))
      return 'is taken by another group';
  const guestEnd = end - activity.Interval;
  for (const guest of guestIndexes) {
    const reason = whyIsSlotBlocked(choices, 'add-on', guest, [[start, guestEnd]], bufferMinutes);
    if (reason) return `${BLOCK_REASON_TEXT[reason]} (guest ${guest + 1})`;
  }
  return null;
}

/**
 * When can this group have the mud room? One group at a time, for the mud activity's
 * Length (60 minutes), at one group price for the party size. Empty when the group is
 * smaller than MinGuests (2) or larger than the room.
 *
 * @example listMudRoomSlots(catalogue, taken, { date: '2026-07-01', guestIndexes: [0, 1] })
 */
export function listMudRoomSlots(catalogue: Catalogue, taken: Taken, query: MudRoomSlotsQuery): AddOnSlots {
  const { mudRoom, activity } = findMudRoom(catalogue);
  const guests = query.guestIndexes.length;
  const day = buildResortDay(query.date, catalogue.Resort.TimeZone);
  if (!isMudRoomGroupSize(mudRoom, guests)) return { day, slots: [] };
  const choices = compileChoices(query.choices, earliestStartOn(catalogue, day, query.clock));
  const step = catalogue.Resort.SlotStepMinutes;
  const price =
    addOnUnitPrice(catalogue, { code: activity.Code, partySize: guests, modalType: 'MUDROOM' }) ??
    activity.StandardPrice;
  const slots: AddOnSlot[] = [];
  const bufferMinutes = catalogue.Resort.ArrivalTreatmentBufferMinutes;
  const spaOpen = spaOpenRanges(catalogue, day);
  const close = localTimeToMinute(day, mudRoom.CloseTime);
  for (
    let start = ceilToGrid(day, localTimeToMinute(day, mudRoom.OpenTime), step);
    start + activity.Length <= close;
    start += step
  ) {
    const group = { guestIndexes: query.guestIndexes, start, bufferMinutes, spaOpen };
    if (whyIsMudRoomBlocked(day, mudRoom, activity, taken, choices, group)) continue;
    slots.push({ start, end: start + activity.Length - activity.Interval, price, activityId: activity.ID });
  }
  return { day, slots };
}
