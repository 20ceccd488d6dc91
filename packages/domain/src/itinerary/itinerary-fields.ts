import type { HoldKind } from '../contract/holds.schemas';

/**
 * Which choice of an itinerary a problem is about, and where that choice lives in the
 * begin-booking body (booking-flow §7): the one place those field paths are written.
 * `index` is the position in the itinerary's part (its hold body lists the part in the
 * same order); `guestIndex` names the guest of a per-guest choice.
 */
export interface ChoiceRef {
  kind: HoldKind | 'package';
  index?: number;
  guestIndex?: number;
}

/** A field of the begin-booking body and what is wrong with it (a 409's Problems). */
export interface SelectionProblem {
  Field: string;
  Message: string;
}

/** A choice that cannot be booked: its hold kind, its begin-booking field and why. */
export interface ItineraryProblem {
  Kind: HoldKind;
  Field: string;
  Message: string;
}

/** The begin-booking field of each part of an itinerary. */
export const BEGIN_BOOKING_FIELDS = {
  package: 'package',
  arrival: (guestIndex: number) => `clients[${guestIndex}].arrivalTime`,
  dining: 'restaurantTime',
  gardens: 'spaGardenTimes',
  garden: (index: number) => `spaGardenTimes[${index}]`,
  treatments: 'items',
  treatment: (index: number) => `items[${index}]`,
  addOnTreatments: 'extraTreatments',
  addOnTreatment: (index: number) => `extraTreatments[${index}]`,
  mudRoom: 'mudPackage',
  gardenExtra: 'spaGardenExtraTimes',
} as const;

/**
 * The begin-booking field of a choice.
 *
 * @example beginBookingField({ kind: 'arrival', guestIndex: 1 }) // 'clients[1].arrivalTime'
 * @example beginBookingField({ kind: 'treatments', index: 2 }) // 'items[2]'
 */
export function beginBookingField(ref: ChoiceRef): string {
  const f = BEGIN_BOOKING_FIELDS;
  const indexed = (whole: string, one: (i: number) => string) =>
    ref.index === undefined ? whole : one(ref.index);
  switch (ref.kind) {
    case 'package':
      return f.package;
    case 'arrival':
      return f.arrival(ref.guestIndex ?? 0);
    case 'dining':
      return f.dining;
    case 'garden':
      return indexed(f.gardens, f.garden);
    case 'treatments':
      return indexed(f.treatments, f.treatment);
    case 'addon-treatments':
      return indexed(f.addOnTreatments, f.addOnTreatment);
    case 'mud':
      return f.mudRoom;
    case 'garden-extra':
      return f.gardenExtra;
  }
}

/** The hold kind a choice belongs to (the package and band come with the arrival hold). */
export function holdKindOf(ref: ChoiceRef): HoldKind {
  return ref.kind === 'package' ? 'arrival' : ref.kind;
}
