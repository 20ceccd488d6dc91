import { z } from 'zod';
import { GuestIndexSchema, LocalDateSchema, OffsetDateTimeSchema, WirePenceSchema } from './wire-formats';
import { BookingResponseSchema, LineItemSchema } from './spa.schemas';

/**
 * A member's spa bookings in the account area (account-area §3 'Spa booking', §7
 * Spa): GET api/spa/user-bookings and GET api/spa/retrieve/{id}. Field names are
 * the spec's; money is integer pence, date-times carry the resort's offset.
 */

/** 'SPA-' and 8 Crockford characters, as process-booking issues them. */
export const SpaConfirmationNumberSchema = z
  .string()
  .regex(/^SPA-[0-9A-HJKMNP-TV-Z]{8}$/, { message: 'must be a spa confirmation number' });

export const SpaConfirmationParamsSchema = z.object({ id: SpaConfirmationNumberSchema });

/** One guest of a spa booking; Id is the guest's index in the booking. */
const SpaBookingClientSchema = z.object({
  Id: GuestIndexSchema,
  Title: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** Their arrival time (a Spa Day's band time), when there is one. */
  ArrivalTime: OffsetDateTimeSchema.nullable(),
});

/** A treatment of one guest: its name, minutes with the guest (the slot less its turnover), price. */
const SpaBookingTreatmentSchema = z.object({
  DisplayName: z.string(),
  Duration: z.number().int().positive(),
  Price: z.number().int(),
  ClientIndex: GuestIndexSchema,
  StartDateTime: OffsetDateTimeSchema,
});

export const SpaMemberBookingSchema = z.object({
  /** The confirmation number: the id of the account area's routes. */
  Id: SpaConfirmationNumberSchema,
  Date: LocalDateSchema,
  /** Calendar days from today (the resort's) to the booking's day; negative once it has passed. */
  DaysToGo: z.number().int(),
  /** Cancelled by the member or the spa team (as a stay's IsCancelled): listed apart, no live confirmation. */
  IsCancelled: z.boolean(),
  /** When it was cancelled, or null. */
  CancellationDateTime: z.iso.datetime({ offset: true }).nullable(),
  /** What the cancellation policy refunded to the card, pence; null while not cancelled. */
  RefundPence: WirePenceSchema.nullable(),
  Item: z.object({
    ConfirmationId: SpaConfirmationNumberSchema,
    /** Null for a treatment booking: a booking with a package is a Spa Day (§4). */
    Package: z
      .object({ DisplayName: z.string(), Price: WirePenceSchema, EndTime: OffsetDateTimeSchema.nullable() })
      .nullable(),
    Clients: z.array(SpaBookingClientSchema),
    Items: z.array(SpaBookingTreatmentSchema),
    /** What was paid, pence. */
    CalculatedAmount: WirePenceSchema,
    RestaurantTime: z.object({ DisplayName: z.string(), Time: OffsetDateTimeSchema }).nullable(),
    SpaGardenTimes: z.array(
      z.object({
        GuestIndex: GuestIndexSchema,
        Selection: z.object({
          GroupAppointmentTypeDescription: z.string(),
          StartDateTime: OffsetDateTimeSchema,
          ActualPrice: z.number().int(),
        }),
      }),
    ),
  }),
});

export const SpaMemberBookingsResponseSchema = z.array(SpaMemberBookingSchema);

/** retrieve/{id}: the booking, its bill and each guest's itinerary. */
export const SpaMemberBookingDetailSchema = SpaMemberBookingSchema.extend({
  LineItems: z.array(LineItemSchema),
  Itinerary: BookingResponseSchema.shape.Items,
  /** Of the refund, what was taken off the bills of the stays the booking was charged to (decision 0535); null when none. */
  RoomBillRefund: z.object({ AmountPence: WirePenceSchema, Stays: z.array(z.string()) }).nullable(),
  /** A cancelled booking: what the policy kept and where the refund went, as its cancellation notice says; null when not cancelled. */
  RefundWords: z.string().nullable(),
});

export type SpaMemberBooking = z.infer<typeof SpaMemberBookingSchema>;
export type SpaMemberBookingDetail = z.infer<typeof SpaMemberBookingDetailSchema>;
