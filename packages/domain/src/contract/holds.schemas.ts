import { z } from 'zod';
import { ErrorResponseSchema } from './common.schemas';
import { BookingContextShape, GuestIndexSchema, OffsetDateTimeSchema, WireCodeSchema } from './wire-formats';

/**
 * Bodies of PUT api/session/{id}/holds/{kind}: choosing a time holds exactly those
 * resources for the session (Resort.HoldMinutes, renewed by keep-alive).
 * Every body carries the booking's context: date, party size and, for a Spa Day,
 * the package and its time band.
 */

const Context = {
  ...BookingContextShape,
  /** The Spa Day package and band; absent in the treatment flow. */
  PremierId: BookingContextShape.PremierId.optional(),
  BandNumber: BookingContextShape.BandNumber.optional(),
};

const GuestIndexes = z.array(GuestIndexSchema).min(2, { error: 'a minimum of 2 guests must attend' });

export const HoldKindSchema = z.enum([
  'arrival',
  'dining',
  'garden',
  'treatments',
  'addon-treatments',
  'mud',
  'garden-extra',
]);

// ---------------------------------------------------------------------------
// Holds with server-side assignment (issue 8): one discriminated union on `Kind`.
// On the wire the kind is in the path (PUT api/session/{id}/holds/{kind}) and the body
// is the rest (HoldRequestBodySchemas[kind]); holdRequestOf puts them together.
// Therapists, rooms and tables are the server's to assign: StaffId, RoomId and
// Facilities are hints (kept when still free), never commands, except a therapist the
// desk asked for (StaffRequested).

/** The most treatments one guest may hold in one booking (the treatment flow offers up to this many). */
export const MAX_TREATMENTS_PER_GUEST = 4;

/** A treatment to hold: a guest's treatment and duration at a start time. */
export const HoldTreatmentItemSchema = z.object({
  GuestIndex: GuestIndexSchema,
  /** The activity's ID: the treatment and its duration. */
  AppointmentTypeID: z.number().int().positive(),
  /**
   * The guest's first item: the chosen start. A later item of the same guest: the time
   * it was shown at, preferred when still possible (else the next that follows within
   * the allowed wait).
   */
  StartTime: OffsetDateTimeSchema,
  StaffId: WireCodeSchema.optional(),
  RoomId: WireCodeSchema.optional(),
  /**
   * The spa team asked for StaffId (issue 22, a tapped slot of the diary): held with that
   * therapist or refused (409), never given to another. Desk sessions only (else 400).
   */
  StaffRequested: z.literal(true, { error: 'must be true when given' }).optional(),
});

const GuestStart = z.object({ GuestIndex: GuestIndexSchema, StartDateTime: OffsetDateTimeSchema });
const PARTY = 4;

const holdBodyShapes = {
  arrival: { ...BookingContextShape, Arrivals: z.array(GuestStart).min(1).max(PARTY) },
  dining: {
    ...Context,
    RestaurantId: WireCodeSchema,
    TimeSlot: OffsetDateTimeSchema,
    /** Tables as the availability answer offered them: a hint. */
    Facilities: z.array(WireCodeSchema).min(1).max(20).optional(),
  },
  garden: { ...BookingContextShape, Sessions: z.array(GuestStart).min(1).max(PARTY) },
  treatments: {
    ...Context,
    Items: z
      .array(HoldTreatmentItemSchema)
      .min(1)
      .max(PARTY * MAX_TREATMENTS_PER_GUEST),
  },
  'addon-treatments': { ...Context, Items: z.array(HoldTreatmentItemSchema).min(1).max(PARTY) },
  mud: { ...Context, StartDateTime: OffsetDateTimeSchema, GuestIndexes: GuestIndexes.max(PARTY) },
  'garden-extra': {
    ...Context,
    Code: WireCodeSchema,
    StartDateTime: OffsetDateTimeSchema,
    GuestIndexes: GuestIndexes.max(PARTY),
  },
} as const;

/** Guests named in a hold body must be of the party, each once where a guest has one choice. */
function checkHoldGuests(
  body: {
    PartySize: number;
    Arrivals?: readonly { GuestIndex: number }[];
    Sessions?: readonly { GuestIndex: number }[];
    Items?: readonly { GuestIndex: number }[];
    GuestIndexes?: readonly number[];
  },
  ctx: z.RefinementCtx,
  oneItemPerGuest: boolean,
) {
  const lists: [string, readonly number[], boolean][] = [
    ['Arrivals', (body.Arrivals ?? []).map((a) => a.GuestIndex), true],
    ['Sessions', (body.Sessions ?? []).map((a) => a.GuestIndex), true],
    ['Items', (body.Items ?? []).map((a) => a.GuestIndex), oneItemPerGuest],
    ['GuestIndexes', body.GuestIndexes ?? [], true],
  ];
  for (const [field, indexes, once] of lists) {
    const seen = new Set<number>();
    indexes.forEach((index, i) => {
      const path = field === 'GuestIndexes' ? [field, i] : [field, i, 'GuestIndex'];
      if (index >= body.PartySize)
        ctx.addIssue({ code: 'custom', message: `must name one of the ${body.PartySize} guest(s)`, path });
      else if (once && seen.has(index))
        ctx.addIssue({ code: 'custom', message: `guest ${index + 1} appears twice`, path });
      seen.add(index);
    });
  }
}

/** Guests must be of the party; a guest has one arrival, garden session or add-on treatment. */
const guestsOfParty = (body: Parameters<typeof checkHoldGuests>[0], ctx: z.RefinementCtx) =>
  checkHoldGuests(body, ctx, false);
const oneItemPerGuest = (body: Parameters<typeof checkHoldGuests>[0], ctx: z.RefinementCtx) =>
  checkHoldGuests(body, ctx, true);
const shapes = holdBodyShapes;

/** The body of PUT api/session/{id}/holds/{kind}, per kind (the route's schema). */
export const HoldRequestBodySchemas = {
  arrival: z.object(shapes.arrival).superRefine(guestsOfParty),
  dining: z.object(shapes.dining).superRefine(guestsOfParty),
  garden: z.object(shapes.garden).superRefine(guestsOfParty),
  treatments: z.object(shapes.treatments).superRefine(guestsOfParty),
  'addon-treatments': z.object(shapes['addon-treatments']).superRefine(oneItemPerGuest),
  mud: z.object(shapes.mud).superRefine(guestsOfParty),
  'garden-extra': z.object(shapes['garden-extra']).superRefine(guestsOfParty),
} as const;

/** A hold request: the kind and its body, one discriminated union. */
export const HoldRequestSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('arrival'), ...shapes.arrival }).superRefine(guestsOfParty),
  z.object({ Kind: z.literal('dining'), ...shapes.dining }).superRefine(guestsOfParty),
  z.object({ Kind: z.literal('garden'), ...shapes.garden }).superRefine(guestsOfParty),
  z.object({ Kind: z.literal('treatments'), ...shapes.treatments }).superRefine(guestsOfParty),
  z
    .object({ Kind: z.literal('addon-treatments'), ...shapes['addon-treatments'] })
    .superRefine(oneItemPerGuest),
  z.object({ Kind: z.literal('mud'), ...shapes.mud }).superRefine(guestsOfParty),
  z.object({ Kind: z.literal('garden-extra'), ...shapes['garden-extra'] }).superRefine(guestsOfParty),
]);

export type HoldRequest = z.infer<typeof HoldRequestSchema>;
export type HoldRequestBody<K extends HoldKind> = z.infer<(typeof HoldRequestBodySchemas)[K]>;
export type HoldTreatmentItem = z.infer<typeof HoldTreatmentItemSchema>;

/**
 * The hold request of a route's kind and body.
 *
 * @example holdRequestOf('mud', { Date: '2026-07-01', PartySize: 2, StartDateTime: '…', GuestIndexes: [0, 1] })
 */
export function holdRequestOf<K extends HoldKind>(
  kind: K,
  body: HoldRequestBody<K>,
): Extract<HoldRequest, { Kind: K }> {
  return { ...body, Kind: kind } as Extract<HoldRequest, { Kind: K }>;
}

/** A start time that does have an assignment, offered when the asked one has none. */
export const HoldAlternativeSchema = z.object({
  StartDateTime: OffsetDateTimeSchema,
  /** 'HH:mm' local. */
  DisplayTime: z.string(),
});

/**
 * 409 body of a refused hold: the choice (its kind and body field), why, the held
 * kind it clashes with if that is the reason, and the nearest start times on either
 * side of the asked one that can be held instead.
 */
export const HoldRefusalSchema = z.object({
  Kind: HoldKindSchema,
  Field: z.string(),
  Message: z.string(),
  ClashesWith: HoldKindSchema.optional(),
  Alternatives: z.array(HoldAlternativeSchema),
});

/** The 409 of a refused hold: the error answer with the refusal's fields beside its message. */
export const HoldRefusalResponseSchema = ErrorResponseSchema.extend(HoldRefusalSchema.shape);

export type HoldAlternative = z.infer<typeof HoldAlternativeSchema>;
export type HoldRefusal = z.infer<typeof HoldRefusalSchema>;

export const HoldResponseSchema = z.object({ HoldExpiresAt: OffsetDateTimeSchema.or(z.iso.datetime()) });

export type HoldKind = z.infer<typeof HoldKindSchema>;
