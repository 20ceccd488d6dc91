import { z } from 'zod';
import {
  GuestIndexSchema,
  LocalDateSchema,
  OffsetDateTimeSchema,
  PartySizeSchema,
  WireCodeSchema,
} from './wire-formats';

/**
 * Bodies of PUT api/session/{id}/holds/{kind}: choosing a time holds exactly those
 * resources for the session (Resort.HoldMinutes, renewed by keep-alive).
 * Every body carries the booking's context: date, party size and, for a Spa Day,
 * the package and its time band.
 */

const Context = {
  Date: LocalDateSchema,
  PartySize: PartySizeSchema,
  /** The Spa Day package; absent in the treatment flow. */
  PremierId: WireCodeSchema.optional(),
  BandNumber: z.number().int().positive().optional(),
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

/** A treatment time as the availability answer gave it, for one guest. */
const HeldTreatmentSchema = z.object({
  GuestIndex: GuestIndexSchema,
  StartTime: OffsetDateTimeSchema,
  StaffId: WireCodeSchema,
  RoomId: WireCodeSchema,
  AppointmentTypeID: z.number().int().positive(),
});

export const HoldBodySchemas = {
  arrival: z.object({
    ...Context,
    PremierId: WireCodeSchema,
    BandNumber: z.number().int().positive(),
    Arrivals: z.array(z.object({ GuestIndex: GuestIndexSchema, StartDateTime: OffsetDateTimeSchema })).min(1),
  }),
  dining: z.object({
    ...Context,
    RestaurantId: WireCodeSchema,
    TimeSlot: OffsetDateTimeSchema,
    Facilities: z.array(WireCodeSchema).min(1, { error: 'must name the tables' }),
  }),
  garden: z.object({
    ...Context,
    PremierId: WireCodeSchema,
    BandNumber: z.number().int().positive(),
    Sessions: z.array(z.object({ GuestIndex: GuestIndexSchema, StartDateTime: OffsetDateTimeSchema })).min(1),
  }),
  treatments: z.object({ ...Context, Items: z.array(HeldTreatmentSchema).min(1) }),
  'addon-treatments': z.object({ ...Context, Items: z.array(HeldTreatmentSchema).min(1) }),
  mud: z.object({ ...Context, StartDateTime: OffsetDateTimeSchema, GuestIndexes }),
  'garden-extra': z.object({
    ...Context,
    Code: WireCodeSchema,
    StartDateTime: OffsetDateTimeSchema,
    GuestIndexes,
  }),
} as const;

export const HoldResponseSchema = z.object({ HoldExpiresAt: OffsetDateTimeSchema.or(z.iso.datetime()) });

export type HoldKind = z.infer<typeof HoldKindSchema>;
export type HoldBody<K extends HoldKind> = z.infer<(typeof HoldBodySchemas)[K]>;
export type HeldTreatment = z.infer<typeof HeldTreatmentSchema>;
