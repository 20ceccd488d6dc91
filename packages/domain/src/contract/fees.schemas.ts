import { z } from 'zod';
import { DeskAmountSchema, DeskRefundTenderSchema, InHouseStaySchema } from './desk.schemas';
import { trimmedText } from './person-fields';

/**
 * Money at the desk after the booking (issues 21.5, 22.5; decision 0330): the card kept
 * for the policy, its late-cancel and no-show fees with a spa manager's approval, and a
 * manager's goodwill refund.
 */

/** The policy's fees (amounts in bookings/policy-fees.ts; the contract imports nothing from there: one chunk each). */
export const PolicyFeeKindSchema = z.enum(['no-show', 'late-cancel'], {
  error: "Kind must be 'no-show' or 'late-cancel'",
});
export type PolicyFeeKind = z.infer<typeof PolicyFeeKindSchema>;

/** A fee's life: proposed by reception, charged (or declined) once a spa manager approves; withdrawn. */
export const FeeStatusSchema = z.enum(['proposed', 'charging', 'charged', 'declined', 'withdrawn']);
export type FeeStatus = z.infer<typeof FeeStatusSchema>;

export const StaffFeeSchema = z.object({
  Id: z.uuid(),
  Kind: PolicyFeeKindSchema,
  AmountPence: z.number().int().positive(),
  Status: FeeStatusSchema,
  ProposedBy: z.string(),
  ApprovedBy: z.string().nullable(),
  /** The provider's reference of the charge. */
  Reference: z.string().nullable(),
  /** The bank's words when the kept card was declined. */
  DeclineReason: z.string().nullable(),
  At: z.iso.datetime(),
});
export type StaffFee = z.infer<typeof StaffFeeSchema>;

/** The booking's kept card and the fees it can carry, as the spa team's booking page reads them. */
export const StaffBookingFeesSchema = z.object({
  /** The kept card ('**** 4242'), or null: then no fee can be taken. */
  KeptCard: z.object({ CardMasked: z.string().nullable() }).nullable(),
  Fees: z.array(StaffFeeSchema),
  /**
   * The policy's fees the booking's no-show or cancellations make due now (decision 0390): what
   * the policy keeps less what was paid. AmountPence 0: nothing to take (a prepaid booking), Why says so.
   */
  FeesDue: z.array(
    z.object({
      Kind: PolicyFeeKindSchema,
      AmountPence: z.number().int().nonnegative(),
      Why: z.string(),
    }),
  ),
  /** What a goodwill refund can give back at most (the card payment less what it gave back). */
  GoodwillRefundablePence: z.number().int().nonnegative(),
  /** The lead booker's stays in house today (by e-mail): the room charges offered first (decision 0445). */
  InHouseStays: z.array(InHouseStaySchema),
  /** What the booking's credit can give back at the desk, by the tender that took it (decision 0445). */
  DeskRefundable: z.array(
    z.object({ Method: DeskRefundTenderSchema, AmountPence: z.number().int().positive() }),
  ),
});

/** POST api/staff/bookings/{id}/fees: reception proposes, a spa manager charges at once. */
export const StaffFeeRequestSchema = z.object({ Kind: PolicyFeeKindSchema });

export const StaffFeeParamsSchema = z.object({
  id: z.uuid({ error: 'Not a booking id' }),
  fee: z.uuid({ error: 'Not a fee id' }),
});

/** POST api/staff/bookings/{id}/goodwill-refund: a spa manager's refund, with the reason, once per RequestId. */
export const StaffGoodwillRefundRequestSchema = z.object({
  AmountPence: DeskAmountSchema,
  Reason: trimmedText(
    'Enter the reason',
    [5, 'Enter the reason (5 characters at least)'],
    [500, 'Enter at most 500 characters'],
  ),
  /** Made once per attempt by the page: a double submit refunds once. */
  RequestId: z.uuid({ error: 'RequestId must be a UUID' }),
});
export type StaffGoodwillRefundRequest = z.infer<typeof StaffGoodwillRefundRequestSchema>;
