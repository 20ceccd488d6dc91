import { z } from 'zod';
import { PageSessionResponseSchema } from './payment.schemas';
import { StayConfirmationNumberSchema } from './stay.schemas';
import { StayAmendSearchRequestSchema, StayAmendSearchResponseSchema } from './stay-extras.schemas';
import { WireCodeSchema, WirePenceSchema } from './wire-formats';

// ---------------------------------------------------------------------------
// 'Book Again' (account-area §1): a new stay on the stay search page (/booking/stay/#/stay/book/)

/** Dates and guests of the new stay: the amend search's fields without the room being amended. */
export const StayNewSearchRequestSchema = StayAmendSearchRequestSchema.pick({
  arrivalDate: true,
  numberOfNights: true,
  occupancy: true,
});
export type StayNewSearchRequest = z.infer<typeof StayNewSearchRequestSchema>;

export const StayNewSearchResponseSchema = StayAmendSearchResponseSchema.pick({
  DepartureDate: true,
  Rooms: true,
});
export type StayNewSearchResponse = z.infer<typeof StayNewSearchResponseSchema>;

/** The stay being booked again (prefills the search), the member's own. */
export const StayBookAgainParamsSchema = z.object({ confirmation: StayConfirmationNumberSchema });

export const StayBookAgainResponseSchema = z.object({
  ConfirmationNumber: StayConfirmationNumberSchema,
  RoomCode: z.string(),
  RateCode: z.string(),
  NumberOfNights: z.number().int(),
  Occupancy: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
});
export type StayBookAgainResponse = z.infer<typeof StayBookAgainResponseSchema>;

export const StayNewBookingRequestSchema = StayNewSearchRequestSchema.extend({
  roomCode: WireCodeSchema,
  rateCode: WireCodeSchema,
  /** The booking attempt's own id, made by the page once per attempt: sent twice (a double click, a retry), one stay is booked. */
  requestId: z.uuid({ error: 'must be the id of this booking attempt' }),
});
export type StayNewBookingRequest = z.infer<typeof StayNewBookingRequestSchema>;

/** POST api/stay/book/: the attempt whose card the provider's page took (the rest was given to initialise). */
export const StayNewBookingCompleteRequestSchema = StayNewBookingRequestSchema.pick({ requestId: true });

/**
 * POST api/stay/book/initialise/: the provider's payment session for the server's price of
 * the room (no card reaches our API: the guest types it into the provider's card page).
 */
export const StayPaymentPageResponseSchema = PageSessionResponseSchema.and(
  z.object({
    /** 'deposit': the amount is charged on booking; 'guarantee': the card is authorised only. */
    Payment: z.enum(['deposit', 'guarantee']),
    Amount: WirePenceSchema,
  }),
);
export type StayPaymentPageResponse = z.infer<typeof StayPaymentPageResponseSchema>;

/** The new stay: its number, and what happened on the card. */
export const StayNewBookingResponseSchema = z.object({
  ConfirmationNumber: StayConfirmationNumberSchema,
  /** 'deposit': the amount was charged; 'guarantee': the card was authorised only. */
  Payment: z.enum(['deposit', 'guarantee']),
  Amount: WirePenceSchema,
  CardMaskedNo: z.string(),
});
export type StayNewBookingResponse = z.infer<typeof StayNewBookingResponseSchema>;
