import { z } from 'zod';
import { HoldTreatmentItemSchema } from './holds.schemas';
import { GuestRequirementSchema } from './spa.schemas';
import { StayConfirmationNumberSchema, StayRoomRefSchema } from './stay.schemas';
import {
  GuestIndexSchema,
  LocalDateSchema,
  OffsetDateTimeSchema,
  WireCodeSchema,
  WirePenceSchema,
} from './wire-formats';

/**
 * Spa add-ons on a stay and amending a room (account-area §2, §7 Stay; decisions 150–152).
 * The spa add-ons are booked on the spa's diary through the same engine and claims as a
 * spa booking: the server assigns therapists and rooms, prices from the catalogue, and
 * never takes a price from the page.
 */

/** POST api/stay/add-spa-treatment-package/: each guest's treatments at their chosen times, on one day. */
export const StayAddSpaTreatmentRequestSchema = StayRoomRefSchema.extend({
  quantity: z.number().int().min(1).max(6).default(1),
  /** The day of the treatments; endDate the same day. */
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  /** The treatments (activity and start) per guest; therapists and rooms are the server's to assign. */
  selections: z.array(HoldTreatmentItemSchema).min(1).max(8),
});

/** One chosen group time of the mud room or the spa garden (the spec's selection). */
const GroupSelectionSchema = z.object({
  /** What the page showed; the server prices from the catalogue. */
  price: WirePenceSchema.optional(),
  guestIndexes: z.array(GuestIndexSchema).min(1).max(4),
  /** The mud room's activity code or the garden's code. */
  code: WireCodeSchema,
  /** The chosen start. */
  selection: OffsetDateTimeSchema,
  addOn: z.string().max(100).optional(),
});

/** POST api/stay/add-spa-mud-package/ and add-spa-garden-package/: one group time for guests of the room. */
export const StayAddSpaGroupRequestSchema = StayRoomRefSchema.extend({
  quantity: z.number().int().min(1).max(6).default(1),
  isMud: z.boolean().optional(),
  isSpaGarden: z.boolean().optional(),
  selections: z.array(GroupSelectionSchema).length(1, { error: 'choose one time' }),
});

/** POST api/stay/spa-treatment-availability/: the engine's treatment times on a day of the stay. */
export const StaySpaTreatmentAvailabilityRequestSchema = StayRoomRefSchema.extend({
  date: LocalDateSchema,
  GuestRequirements: z.array(GuestRequirementSchema).min(1).max(4),
});

/** POST api/stay/spa-extras-availability/: mud room or spa garden times on a day of the stay. */
export const StaySpaExtrasAvailabilityRequestSchema = StayRoomRefSchema.extend({
  date: LocalDateSchema,
  guestIndexes: z.array(GuestIndexSchema).min(1).max(4),
});

// ---------------------------------------------------------------------------
// Amend a room: the stay search page (/booking/stay/#/stay/search/?amend=…)

/** [[adults, children, dogs]] per room, as the amend link carries it (§2). */
/** One room's guests, [adults, children, dogs]. */
const RoomOccupancySchema = z.tuple([
  z.number().int().min(1).max(8),
  z.number().int().min(0).max(8),
  z.number().int().min(0).max(4),
]);

export const StayOccupancySchema = z
  .array(RoomOccupancySchema)
  .length(1, { error: 'give the guests of the one room being amended' });

export const StayAmendSearchRequestSchema = z.object({
  confirmationNumber: StayConfirmationNumberSchema,
  /** The room's InternalIdentifier. */
  amend: z.uuid({ message: 'must be a room identifier' }),
  arrivalDate: LocalDateSchema,
  numberOfNights: z
    .number()
    .int()
    .min(1, { error: 'must be at least 1 night' })
    .max(28, { error: 'must be at most 28 nights' }),
  occupancy: StayOccupancySchema,
});

const RateOptionSchema = z.object({
  RateCode: z.string(),
  DisplayName: z.string(),
  RequiresDeposit: z.boolean(),
  Total: WirePenceSchema,
  NonAdultTotal: WirePenceSchema,
  DogsTotal: WirePenceSchema,
});

export const StayAmendSearchResponseSchema = z.object({
  ConfirmationNumber: StayConfirmationNumberSchema,
  Leg: z.number().int(),
  /** The room as booked now. */
  Current: z.object({
    RoomCode: z.string(),
    RateCode: z.string(),
    ArrivalDate: LocalDateSchema,
    DepartureDate: LocalDateSchema,
    Total: WirePenceSchema,
  }),
  DepartureDate: LocalDateSchema,
  /** Why the room cannot be amended online, or null. */
  CannotAmendReason: z.string().nullable(),
  /** Room types that sleep the guests with a room free every night, rates priced for the new stay. */
  Rooms: z.array(
    z.object({
      RoomCode: z.string(),
      DisplayName: z.string(),
      Description: z.string(),
      RoomsLeft: z.number().int(),
      Rates: z.array(RateOptionSchema),
    }),
  ),
});

export const StayAmendRequestSchema = StayAmendSearchRequestSchema.extend({
  roomCode: WireCodeSchema,
  rateCode: WireCodeSchema,
});

/** The most rooms one amend-all changes (a stay's rooms, bounded). */
export const MAX_AMEND_ALL_ROOMS = 10;

/**
 * 'Amend all rooms' (account-area §2, cancel-all's twin): the new dates for every room, each
 * room's guests, room type and rate; all or nothing. The request id makes a repeat (a double
 * submit, a retry) change and charge nothing more.
 */
export const StayAmendAllRequestSchema = StayAmendRequestSchema.pick({
  confirmationNumber: true,
  arrivalDate: true,
  numberOfNights: true,
}).extend({
  requestId: z.uuid({ message: 'must be a request identifier' }),
  rooms: z
    .array(StayAmendRequestSchema.pick({ amend: true, occupancy: true, roomCode: true, rateCode: true }))
    .min(1, { error: 'give at least one room' })
    .max(MAX_AMEND_ALL_ROOMS, { error: `give at most ${MAX_AMEND_ALL_ROOMS} rooms` })
    .refine((rooms) => new Set(rooms.map((r) => r.amend)).size === rooms.length, {
      error: 'give each room once',
    }),
});

/**
 * The 'Amend all rooms' link's query (the stay search page): the rooms being amended, the
 * dates they move to together, and each room's guests, one entry per room in the same order.
 */
export const StayAmendAllSearchSchema = StayAmendAllRequestSchema.pick({
  confirmationNumber: true,
  arrivalDate: true,
  numberOfNights: true,
})
  .extend({
    amend: z.array(z.uuid()).min(1).max(MAX_AMEND_ALL_ROOMS),
    occupancy: z.array(RoomOccupancySchema).min(1).max(MAX_AMEND_ALL_ROOMS),
  })
  .refine((search) => search.amend.length === search.occupancy.length, {
    error: 'give the guests of each room',
    path: ['occupancy'],
  });

/**
 * The stay search form (a new stay, one room amended, or every room amended together): the
 * dates, and each room's guests (one room, or up to every room of the stay).
 */
export const StayDatesAndGuestsFormSchema = StayAmendSearchRequestSchema.pick({
  arrivalDate: true,
  numberOfNights: true,
}).extend({ occupancy: z.array(RoomOccupancySchema).min(1).max(MAX_AMEND_ALL_ROOMS) });

export type StayAmendSearchRequest = z.infer<typeof StayAmendSearchRequestSchema>;
export type StayAmendAllSearch = z.infer<typeof StayAmendAllSearchSchema>;
export type StayAmendAllRequest = z.infer<typeof StayAmendAllRequestSchema>;
export type StayAmendSearchResponse = z.infer<typeof StayAmendSearchResponseSchema>;
export type StayAmendRequest = z.infer<typeof StayAmendRequestSchema>;
export type StayAddSpaTreatmentRequest = z.infer<typeof StayAddSpaTreatmentRequestSchema>;
export type StayAddSpaGroupRequest = z.infer<typeof StayAddSpaGroupRequestSchema>;
