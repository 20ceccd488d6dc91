import { z } from 'zod';
import { DESK_REFUND_TENDERS } from '../ledger/ledger';
import { trimmedText } from './person-fields';
import { PromotionCodeSchema, PromotionDiscountSchema } from './promotion.schemas';
import { LineItemSchema } from './spa.schemas';
import { LocalDateSchema, OffsetDateTimeSchema, WireCodeSchema } from './wire-formats';

/**
 * Booking at the desk (issue 22 item 1): the spa team takes a booking by phone or at the
 * desk through the guests' own session, holds and begin-booking, then confirms it with
 * how it is paid. PascalCase at the edge, as the other staff calls.
 */

/** How a desk booking is paid: a link e-mailed, the card terminal, cash, the guest's room bill, or on arrival. */
export const DESK_PAYMENT_METHODS = [
  'payment-link',
  'desk-card',
  'cash',
  'room-charge',
  'on-arrival',
] as const;
export const DeskPaymentMethodSchema = z.enum(DESK_PAYMENT_METHODS, {
  error: `Method must be one of ${DESK_PAYMENT_METHODS.join(', ')}`,
});
export type DeskPaymentMethod = z.infer<typeof DeskPaymentMethodSchema>;

/** The tenders taken at the desk for a booking's balance. */
export const DeskTenderSchema = z.enum(['desk-card', 'cash', 'room-charge'], {
  error: 'Method must be desk-card, cash or room-charge',
});
export type DeskTender = z.infer<typeof DeskTenderSchema>;

/** A stay's confirmation number at the hotel (room charge). */
const StayConfirmationSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9-]{4,20}$/i, { error: 'Choose the stay to charge' });

/** The card terminal's slip or the till's receipt number, when the desk has one. */
const TillReferenceSchema = z.string().trim().max(40, { error: 'Enter at most 40 characters' });

function stayForRoomCharge(body: { Method: string; StayConfirmation?: string }, ctx: z.RefinementCtx) {
  if (body.Method === 'room-charge' && !body.StayConfirmation)
    ctx.addIssue({ code: 'custom', path: ['StayConfirmation'], message: 'Choose the stay to charge' });
}

/** POST /api/staff/sessions/{id}/book: confirm the desk booking begin-booking made pending, and how it is paid. */
export const DeskBookRequestSchema = z
  .object({
    Method: DeskPaymentMethodSchema,
    Reference: TillReferenceSchema.optional(),
    StayConfirmation: StayConfirmationSchema.optional(),
  })
  .superRefine(stayForRoomCharge);
export type DeskBookRequest = z.infer<typeof DeskBookRequestSchema>;

/** Pence taken or given back at the desk: 1p at least (the server bounds it by the balance). */
export const DeskAmountSchema = z
  .number({ error: 'Enter the amount in pence' })
  .int({ error: 'Enter a whole number of pence' })
  .positive({ error: 'Enter an amount above nothing' })
  .max(10_000_000, { error: 'Enter at most £100,000' });

/** Made once per attempt by the page: a double click or a retried request moves money once. */
const DeskRequestIdSchema = z.uuid({ error: 'RequestId must be a UUID' });

/**
 * POST /api/staff/bookings/{id}/payments: a desk tender for the booking's balance, or part of
 * it (AmountPence; the whole balance when absent), once per RequestId (decision 0445).
 */
export const DeskPaymentRequestSchema = z
  .object({
    Method: DeskTenderSchema,
    AmountPence: DeskAmountSchema.optional(),
    RequestId: DeskRequestIdSchema,
    Reference: TillReferenceSchema.optional(),
    StayConfirmation: StayConfirmationSchema.optional(),
  })
  .superRefine(stayForRoomCharge);
export type DeskPaymentRequest = z.infer<typeof DeskPaymentRequestSchema>;

/** The tenders a credit is given back by at the desk: the card terminal or cash. */
export const DeskRefundTenderSchema = z.enum(DESK_REFUND_TENDERS, {
  error: 'Method must be desk-card or cash',
});

/**
 * POST /api/staff/bookings/{id}/desk-refunds: a spa manager gives back a booking's credit
 * (a cancelled booking paid at the desk) by the tender that took it: all it holds of the
 * credit, or AmountPence of it, once per RequestId (decision 0445).
 */
export const DeskRefundRequestSchema = z.object({
  Method: DeskRefundTenderSchema,
  AmountPence: DeskAmountSchema.optional(),
  RequestId: DeskRequestIdSchema,
  Reference: TillReferenceSchema.optional(),
});
export type DeskRefundRequest = z.infer<typeof DeskRefundRequestSchema>;

/** A stay at the hotel whose guest is in house on the booking's day (room charge). */
export const InHouseStaySchema = z.object({
  ConfirmationNumber: z.string(),
  LeadGuest: z.string(),
  Room: z.string(),
  Departs: LocalDateSchema,
});
export type InHouseStay = z.infer<typeof InHouseStaySchema>;

/** GET /api/staff/in-house-stays?q=: today's in-house stays by room, the lead guest's name or e-mail, or stay number. */
export const InHouseStayQuerySchema = z.object({
  q: trimmedText(
    'Enter a room, a name, an e-mail or a stay number',
    [2, 'Enter 2 characters at least'],
    [40, 'Enter at most 40 characters'],
  ),
});

/** The stays in house today that a room charge may go to. */
export const InHouseStayListSchema = z.object({ Stays: z.array(InHouseStaySchema) });
export type InHouseStayList = z.infer<typeof InHouseStayListSchema>;

/** GET /api/staff/sessions/{id}: the desk booking as its payment step reads it. */
export const DeskSessionSchema = z.object({
  SessionId: z.string(),
  /** 'pending': begin-booking was done and it awaits payment; 'confirmed': booked; 'open': not yet begun. */
  Status: z.enum(['open', 'pending', 'confirmed']),
  BookingId: z.string().nullable(),
  ConfirmationId: z.string().nullable(),
  Date: LocalDateSchema.nullable(),
  LeadName: z.string().nullable(),
  LeadEmail: z.string().nullable(),
  /** The bill's lines, as begin-booking priced them (none while open). */
  LineItems: z.array(LineItemSchema),
  TotalPence: z.number().int().nonnegative(),
  /** Pending: what the desk is to take (the total less a promotion's discount and a gift voucher); confirmed: the ledger's balance. */
  BalancePence: z.number().int(),
  /** The promotion code on the booking and what it takes off (decision 0545); null when none. */
  Promotion: PromotionDiscountSchema.nullable(),
  /** The lead booker's stays in house that day (by e-mail): what a room charge may go to. */
  InHouseStays: z.array(InHouseStaySchema),
});
export type DeskSession = z.infer<typeof DeskSessionSchema>;

/**
 * PUT /api/staff/sessions/{id}/promotion: a promotion code the guest quotes, applied to the desk
 * booking before it is confirmed (decision 0545), by the promotions module's own rules.
 */
export const DeskPromotionRequestSchema = z.object({ Code: PromotionCodeSchema });
export type DeskPromotionRequest = z.infer<typeof DeskPromotionRequestSchema>;

/** The answer of a desk booking or a desk payment: the booking and what is left to pay. */
export const DeskBookResponseSchema = z.object({
  BookingId: z.string(),
  ConfirmationId: z.string(),
  TotalPence: z.number().int(),
  BalancePence: z.number().int(),
  /** When a payment link was e-mailed: until when it works. */
  LinkExpiresAt: z.iso.datetime().nullable(),
});
export type DeskBookResponse = z.infer<typeof DeskBookResponseSchema>;

/** A payment link's token: 32 URL-safe characters (192 random bits). */
export const PayLinkParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'Not a payment link' }),
});

/** GET /api/pay/{token}: what the link pays, and whether it still can. */
export const PayLinkSchema = z.object({
  ConfirmationId: z.string(),
  Date: LocalDateSchema,
  /** 'guarantee': the card is kept for the cancellation policy and nothing is charged (AmountPence 0, decision 0391). */
  Purpose: z.enum(['payment', 'guarantee']),
  AmountPence: z.number().int().nonnegative(),
  Status: z.enum(['open', 'paid', 'expired', 'replaced']),
  ExpiresAt: z.iso.datetime(),
  CardMasked: z.string().nullable(),
});
export type PayLink = z.infer<typeof PayLinkSchema>;

/**
 * GET /api/staff/sessions/{id}/slot?StaffId=&StartTime=: a therapist's slot tapped on the
 * diary (issue 22 item 1, decision 0440). Which treatments of the treatment flow that
 * therapist can give from then, and where none can, why and the nearest ways on.
 */
export const DeskSlotQuerySchema = z.object({
  StaffId: WireCodeSchema,
  StartTime: OffsetDateTimeSchema,
});
export type DeskSlotQuery = z.infer<typeof DeskSlotQuerySchema>;

const SlotTimeSchema = z.object({ StartTime: OffsetDateTimeSchema, DisplayTime: z.string() });

export const DeskSlotSchema = z.object({
  StaffId: z.string(),
  StaffName: z.string(),
  Date: LocalDateSchema,
  StartTime: OffsetDateTimeSchema,
  DisplayTime: z.string(),
  /** The activity codes (treatment and duration) that fit, shortest first as the menu lists them. */
  Fits: z.array(z.string()),
  /** Where the therapist's free time from StartTime ends; null when they are busy or off shift then. */
  FreeUntil: SlotTimeSchema.nullable(),
  /** Why nothing fits, in words for the desk; null when something does. */
  Reason: z.string().nullable(),
  /** When nothing fits: the same therapist's nearest times at which something does. */
  OtherTimes: z.array(SlotTimeSchema),
  /** When nothing fits: other therapists to whom something fits at StartTime. */
  OtherTherapists: z.array(z.object({ StaffId: z.string(), Name: z.string() })),
});
export type DeskSlot = z.infer<typeof DeskSlotSchema>;
