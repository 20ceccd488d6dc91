import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldKind, HoldRefusal, HoldRequest } from '../contract/holds.schemas';
import type { TreatmentToAssign } from '../engine/assign-treatments';
import type { BookingClock } from '../engine/booking-clock';
import { EngineInputError } from '../engine/engine-input-error';
import { toEpochMinute, type ResortDay } from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import type {
  ArrivalChoice,
  GardenChoice,
  GardenExtraChoice,
  Itinerary,
  MudRoomChoice,
} from '../itinerary/itinerary';
import { resolveGardenCode } from '../itinerary/resolve-codes';
import type { ClaimSet } from './itinerary-claims';

export type HoldOutcome =
  /** The itinerary with the choice, and the claims of the chosen kind to write in its place. */
  { ok: true; itinerary: Itinerary; claims: ClaimSet[] } | { ok: false; refusal: HoldRefusal };

/** One hold request in itinerary terms (times in epoch minutes, codes resolved). */
export type Part =
  | { kind: 'arrival'; entries: ArrivalChoice[] }
  | { kind: 'dining'; RestaurantId: string; start: number; FacilityIds?: readonly string[] }
  | { kind: 'garden'; entries: GardenChoice[] }
  | { kind: 'treatments' | 'addon-treatments'; items: TreatmentToAssign[] }
  | { kind: 'mud'; mudRoom: MudRoomChoice }
  | { kind: 'garden-extra'; gardenExtra: GardenExtraChoice };

/** What every try at a hold is made against: the catalogue, others' claims, the rest of the itinerary. */
export interface HoldScene {
  catalogue: Catalogue;
  taken: Taken;
  /** The session's itinerary without the kind being chosen. */
  rest: Itinerary;
  day: ResortDay;
  clock: BookingClock;
  maxGapMinutes: number | undefined;
}

export type Attempt =
  | Extract<HoldOutcome, { ok: true }>
  | { ok: false; refusal: HoldRefusal; /** The refused entry of the part. */ blame: number };

/** The hold request in itinerary terms. */
export function partOfRequest(catalogue: Catalogue, request: HoldRequest): Part {
  const minute = toEpochMinute;
  switch (request.Kind) {
    case 'arrival':
      return {
        kind: 'arrival',
        entries: request.Arrivals.map((a) => ({ guestIndex: a.GuestIndex, start: minute(a.StartDateTime) })),
      };
    case 'dining':
      return {
        kind: 'dining',
        RestaurantId: request.RestaurantId,
        start: minute(request.TimeSlot),
        FacilityIds: request.Facilities,
      };
    case 'garden':
      return {
        kind: 'garden',
        entries: request.Sessions.map((s) => ({ guestIndex: s.GuestIndex, start: minute(s.StartDateTime) })),
      };
    case 'treatments':
    case 'addon-treatments':
      return {
        kind: request.Kind,
        items: request.Items.map((item, i) => {
          const activity = catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID);
          if (!activity)
            throw new EngineInputError(
              `Items[${i}].AppointmentTypeID`,
              `unknown activity ${item.AppointmentTypeID}`,
            );
          return {
            guestIndex: item.GuestIndex,
            code: activity.Code,
            start: minute(item.StartTime),
            StaffId: item.StaffId,
            RoomId: item.RoomId,
            ...(item.StaffRequested ? { staffRequested: true } : {}),
          };
        }),
      };
    case 'mud':
      return {
        kind: 'mud',
        mudRoom: { start: minute(request.StartDateTime), guestIndexes: request.GuestIndexes },
      };
    case 'garden-extra':
      return {
        kind: 'garden-extra',
        gardenExtra: {
          code: resolveGardenCode(catalogue, request.Code),
          start: minute(request.StartDateTime),
          guestIndexes: request.GuestIndexes,
        },
      };
  }
}

/** Where a choice of the part lives in its hold body. */
export function holdField(kind: HoldKind, index: number): string {
  switch (kind) {
    case 'arrival':
      return `Arrivals[${index}]`;
    case 'garden':
      return `Sessions[${index}]`;
    case 'treatments':
    case 'addon-treatments':
      return `Items[${index}]`;
    case 'dining':
      return 'TimeSlot';
    case 'mud':
    case 'garden-extra':
      return 'StartDateTime';
  }
}

/** The start of the refused entry (a treatment guest's first treatment). */
export function startOf(part: Part, blame: number): number | null {
  switch (part.kind) {
    case 'arrival':
    case 'garden':
      return part.entries[blame]?.start ?? null;
    case 'treatments':
    case 'addon-treatments': {
      const guestIndex = part.items[blame]?.guestIndex;
      return part.items.find((i) => i.guestIndex === guestIndex)?.start ?? null;
    }
    case 'dining':
      return part.start;
    case 'mud':
      return part.mudRoom.start;
    case 'garden-extra':
      return part.gardenExtra.start;
  }
}

/** The part with the refused entry moved by `delta` minutes, with every entry that started with it. */
export function shifted(part: Part, blame: number, delta: number): Part {
  switch (part.kind) {
    case 'arrival':
    case 'garden': {
      const from = part.entries[blame]?.start;
      const entries = part.entries.map((e) => (e.start === from ? { ...e, start: e.start + delta } : e));
      return { ...part, entries };
    }
    case 'treatments':
    case 'addon-treatments': {
      const moving = new Set(movingGuests(part, blame));
      return {
        ...part,
        items: part.items.map((i) => (moving.has(i.guestIndex) ? { ...i, start: i.start + delta } : i)),
      };
    }
    case 'dining':
      return { ...part, start: part.start + delta };
    case 'mud':
      return { ...part, mudRoom: { ...part.mudRoom, start: part.mudRoom.start + delta } };
    case 'garden-extra':
      return { ...part, gardenExtra: { ...part.gardenExtra, start: part.gardenExtra.start + delta } };
  }
}

/** The guests whose treatments move with the refused one's: those who started with that guest. */
export function movingGuests(part: Extract<Part, { items: unknown }>, blame: number): number[] {
  const firstStart = (g: number) => part.items.find((i) => i.guestIndex === g)?.start;
  const from = firstStart(part.items[blame]?.guestIndex ?? -1);
  return [...new Set(part.items.map((i) => i.guestIndex))].filter((g) => firstStart(g) === from);
}
