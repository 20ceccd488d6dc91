import { z } from 'zod';
import { WirePenceSchema } from './wire-formats';

/**
 * The card payment calls (booking-flow §7, Payment): the booking side asks the
 * provider for a card page session and later sees only a status, a reference and
 * the masked card number. The card page's own calls are here too (sandbox provider).
 */

/**
 * Where a payment stands: 'authorising' while the card is authorised and captured,
 * 'approved' once taken for a booking still held, 'voided' or 'refunded' when no
 * booking followed (the money was released or paid back), 'refunding' in between.
 */
export const PaymentStatusSchema = z.enum([
  'pending',
  'authorising',
  'approved',
  'declined',
  'error',
  'voided',
  'refunding',
  'refunded',
]);

/**
 * POST api/payment/{sessionId}/initialise…: the provider's payment session, and what the
 * payment screen shows for it: the sandbox's card page (on the provider's origin), or
 * Stripe's Payment Element (its publishable key and the intent's client secret).
 */
export const PageSessionResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox'), iPageSessionId: z.string(), cardPageUrl: z.url() }),
  z.object({
    provider: z.literal('stripe'),
    iPageSessionId: z.string(),
    publishableKey: z.string(),
    clientSecret: z.string(),
    /** The intent's amount in pence (the server's total), shown on the Pay button. */
    amount: WirePenceSchema,
  }),
]);

/**
 * The guest's consent that the provider keeps the card for the policy's late-cancel and
 * no-show fees (decision 0330); absent is no.
 */
const KeepCardSchema = z.boolean({ error: 'keepCard must be true or false' }).optional();

/** POST api/payment/{sessionId}/initialise-spa-payment/ */
export const InitialiseSpaPaymentRequestSchema = z.object({
  amount: z.number().int().positive().describe('pence'),
  keepCard: KeepCardSchema,
});

/** POST api/payment/{sessionId}/initialise/: the server's own total (a reload of the payment screen). */
export const InitialisePaymentRequestSchema = z.object({ keepCard: KeepCardSchema }).nullish();

/** GET api/payment/{sessionId}: the session's payment as the booking side sees it. */
export const SessionPaymentResponseSchema = z.object({
  Status: PaymentStatusSchema,
  Amount: WirePenceSchema,
  /** '**** 4242' once a card was tried; null before. */
  CardMaskedNo: z.string().nullable(),
  /** The provider's reference of an approved payment. */
  Reference: z.string().nullable(),
  FailureReason: z.string().nullable(),
});

/** The outcome of settling a payment with the provider (POST api/payment/{sessionId}/complete/). */
export const CardAttemptResultSchema = z.object({
  status: z.enum(['approved', 'declined', 'error']),
  /** Why a card was declined or failed, in words for the guest. */
  reason: z.string().optional(),
  cardMasked: z.string().optional(),
  reference: z.string().optional(),
});

export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type PageSessionResponse = z.infer<typeof PageSessionResponseSchema>;
export type SessionPaymentResponse = z.infer<typeof SessionPaymentResponseSchema>;
export type CardAttemptResult = z.infer<typeof CardAttemptResultSchema>;
