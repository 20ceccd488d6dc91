import { z } from 'zod';
import { HoldKindSchema } from './holds.schemas';
import { ItineraryWireSchema } from './itinerary.schemas';
import { GuestIndexSchema } from './wire-formats';

/**
 * The booking session calls (api/session/…): the booking in progress lives on the
 * server against the session, with the holds on the chosen times.
 */

/** 128 random bits, base64url: the session id is the capability to the booking in progress. */
export const SessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { message: 'must be a session id' });

export const SessionIdParamsSchema = z.object({ id: SessionIdSchema });

export const SessionKindSchema = z.enum(['spa', 'stay', 'golf']);

/** POST api/session/begin/{kind}: the new session's id. */
export const BeginSessionResponseSchema = z.object({ Id: SessionIdSchema });
export const SessionStatusSchema = z.enum(['active', 'ended', 'booked']);

/** Whether creating an account at the details step was attempted, and failed (for the confirmation). */
export const AccountCreateStatusSchema = z.object({ attempted: z.boolean(), failed: z.boolean() });

/** A time the session holds (UTC instants). */
export const SessionHoldSchema = z.object({
  Kind: HoldKindSchema,
  GuestIndexes: z.array(GuestIndexSchema),
  /** The activity, spa garden or package code; 'restaurant/table' for dining. */
  Code: z.string(),
  StartDateTime: z.iso.datetime(),
  EndDateTime: z.iso.datetime(),
  ExpiresAt: z.iso.datetime().nullable(),
});

/** GET api/session/{id} */
export const SessionResponseSchema = z.object({
  Id: SessionIdSchema,
  Status: SessionStatusSchema,
  accountCreateStatus: AccountCreateStatusSchema.nullable(),
  Search: z.unknown(),
  Holds: z.array(SessionHoldSchema),
  /**
   * The itinerary the session holds, as the browser renders it (the one record of the
   * guest's choices: the browser keeps no copy); null before anything is held.
   */
  Itinerary: ItineraryWireSchema.nullable(),
  /** When the first of the holds lapses; null when nothing is held. */
  HoldExpiresAt: z.iso.datetime().nullable(),
});

/** keep-alive and releasing a hold: when the session's holds now lapse (null: nothing held). */
export const HoldExpiryResponseSchema = z.object({ HoldExpiresAt: z.iso.datetime().nullable() });

/** POST api/spa/{id}/process-booking: the confirmation number. */
export const ProcessBookingResponseSchema = z.object({ ConfirmationId: z.string() });

export type SessionKind = z.infer<typeof SessionKindSchema>;
export type SessionStatus = z.infer<typeof SessionStatusSchema>;
export type AccountCreateStatus = z.infer<typeof AccountCreateStatusSchema>;
export type SessionHold = z.infer<typeof SessionHoldSchema>;
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
