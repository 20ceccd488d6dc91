import { listAddonTreatmentSlots } from '../engine/find-addon-treatment-slots';
import { listGardenSessions } from '../engine/find-spa-garden-slots';
import { listTreatmentSlots } from '../engine/find-treatment-slots';
import { formatLocalTime, formatOffsetDateTime, localTimeToMinute } from '../engine/resort-day';
import { combineTaken } from '../engine/taken';
import type { HoldAlternative } from '../contract/holds.schemas';
import { choicesOfItinerary, takenOfItinerary } from '../itinerary/itinerary-conversions';
import { movingGuests, shifted, startOf, type HoldScene, type Part } from './hold-part';
import { tryHold } from './try-hold';

/** At most this many alternative start times either side of the one asked. */
export const ALTERNATIVES_PER_SIDE = 2;
/** Candidate times tried for alternatives, at most (each is a whole hold check). */
const MAX_ALTERNATIVE_TRIALS = 24;

/**
 * The nearest start times on either side of the refused one that can be held instead:
 * candidates of the kind (treatment slots, band times, sittings, sessions, the mud
 * room's grid) nearest first, each confirmed by a whole hold check. The refused entry
 * moves, with every entry that started with it (a combined start moves together).
 */
export function findAlternatives(scene: HoldScene, part: Part, blame: number): HoldAlternative[] {
  const { day } = scene;
  const asked = startOf(part, blame);
  if (asked === null) return [];
  const candidates = candidateStarts(scene, part, blame)
    .filter((c) => c !== asked)
    .sort((a, b) => Math.abs(a - asked) - Math.abs(b - asked) || a - b);
  const before: number[] = [];
  const after: number[] = [];
  let trials = 0;
  for (const start of candidates) {
    const side = start < asked ? before : after;
    if (side.length >= ALTERNATIVES_PER_SIDE) continue;
    if (trials++ >= MAX_ALTERNATIVE_TRIALS) break;
    if (tryHold(scene, shifted(part, blame, start - asked)).ok) side.push(start);
    if (before.length >= ALTERNATIVES_PER_SIDE && after.length >= ALTERNATIVES_PER_SIDE) break;
  }
  return [...before, ...after]
    .sort((a, b) => a - b)
    .map((start) => ({
      StartDateTime: formatOffsetDateTime(day, start),
      DisplayTime: formatLocalTime(day, start),
    }));
}

/** Where the refused entry could start instead, before the whole check. */
function candidateStarts(scene: HoldScene, part: Part, blame: number): number[] {
  const { catalogue, taken, rest, day, clock } = scene;
  const grid = (from: number, to: number, step: number) => {
    const starts: number[] = [];
    for (let t = from; t <= to; t += step) starts.push(t);
    return starts;
  };
  switch (part.kind) {
    case 'arrival': {
      const spaDay = catalogue.SpaDays.find((p) => p.PremierId === rest.spaDay?.PremierId);
      return (spaDay?.BandTimes ?? [])
        .filter((b) => b.BandNumber === rest.spaDay?.BandNumber)
        .map((b) => localTimeToMinute(day, b.StartTime));
    }
    case 'garden':
    case 'garden-extra': {
      const code =
        part.kind === 'garden-extra'
          ? part.gardenExtra.code
          : catalogue.SpaDays.find((p) => p.PremierId === rest.spaDay?.PremierId)?.SpaGardenCode;
      const garden = catalogue.SpaGardens.find((g) => g.Code === code);
      return garden ? listGardenSessions(catalogue, garden, day, taken).map((s) => s.start) : [];
    }
    case 'dining': {
      const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === part.RestaurantId);
      return (restaurant?.Sittings ?? []).flatMap((s) =>
        grid(
          localTimeToMinute(day, s.DiningStartTime),
          localTimeToMinute(day, s.DiningEndTime) - 1,
          restaurant?.SlotStepMinutes ?? 30,
        ),
      );
    }
    case 'mud': {
      const mud = catalogue.MudRoom;
      const length = catalogue.Activities.find((a) => a.Code === mud?.ActivityCode)?.Length ?? 0;
      return mud
        ? grid(
            localTimeToMinute(day, mud.OpenTime),
            localTimeToMinute(day, mud.CloseTime) - length,
            catalogue.Resort.SlotStepMinutes,
          )
        : [];
    }
    case 'treatments':
    case 'addon-treatments': {
      // The availability search over the guests that move: its available slots.
      const guestIndex = part.items[blame]?.guestIndex ?? 0;
      const moving = movingGuests(part, blame);
      const others = combineTaken(taken, takenOfItinerary(catalogue, rest));
      const choices = choicesOfItinerary(catalogue, rest);
      if (part.kind === 'addon-treatments' && moving.length === 1)
        return listAddonTreatmentSlots(catalogue, others, {
          date: rest.date,
          activityCode: part.items[blame]?.code ?? '',
          guestIndex,
          choices,
          clock,
        }).slots.map((slot) => slot.start);
      const { guests } = listTreatmentSlots(catalogue, others, {
        date: rest.date,
        guests: moving.map((g) => ({
          GuestIndex: g,
          Activities: part.items.filter((i) => i.guestIndex === g).map((i) => i.code),
        })),
        startTogether: moving.length > 1,
        choices,
        clock,
        maxGapMinutes: scene.maxGapMinutes,
      });
      return (guests[0]?.slots ?? []).filter((slot) => slot.available).map((slot) => slot.start);
    }
  }
}
