import { z } from 'zod';
import { parsePounds } from '../format/money';
import { VOUCHER_KINDS } from '../vouchers/voucher-rules';
import { optionalText, requiredText } from './person-fields';
import { amountInPence, LocalDateSchema, neededForKind, wholeNumber, WireCodeSchema } from './wire-formats';

/** A code as typed: any case, spaces and hyphens allowed (decision 0340). */
export const VoucherCodeTextSchema = requiredText('Enter the code on your voucher', 'Code', 40);

/** "Check a code": what a guest typed. */
export const VoucherCheckRequestSchema = z.object({ Code: VoucherCodeTextSchema });

/** A voucher as its holder may see it: what it is worth, what is left and until when. */
export const VoucherCheckResponseSchema = z.object({
  /** The code as printed, in groups of four. */
  Code: z.string(),
  Kind: z.enum(VOUCHER_KINDS),
  /** "£200", or "Spa Day with Lunch for 2 guests". */
  Value: z.string(),
  BalancePence: z.number().int(),
  /** The last day it may be used. */
  ExpiresOn: z.string(),
  /** Why it cannot be used now (expired, used, cancelled), or null. */
  Problem: z.string().nullable(),
});
export type VoucherCheckResponse = z.infer<typeof VoucherCheckResponseSchema>;

const ReasonSchema = requiredText('Say why', 'Reason', 300);

/** The spa team gives a complimentary voucher: money, or a Spa Day for a number of guests, with a reason. */
export const StaffVoucherIssueRequestSchema = z
  .object({
    Kind: z.enum(VOUCHER_KINDS),
    AmountPence: amountInPence(
      [100, 'A voucher is worth at least £1'],
      [500_000, 'A voucher is worth at most £5,000'],
    ).optional(),
    PackageId: WireCodeSchema.optional(),
    Guests: wholeNumber(
      'Enter the number of guests',
      'Enter a whole number of guests',
      [1, 'At least one guest'],
      [20, 'At most 20 guests'],
    ).optional(),
    Reason: ReasonSchema,
    RecipientName: optionalText('Recipient', 100).optional(),
  })
  .refine(...neededForKind('money', 'AmountPence', 'Enter the amount of a money voucher'))
  .refine(...neededForKind('experience', 'PackageId', 'Choose the Spa Day of an experience voucher'));
export type StaffVoucherIssueRequest = z.infer<typeof StaffVoucherIssueRequestSchema>;

export const StaffVoucherParamsSchema = z.object({ code: VoucherCodeTextSchema });

/** Spends a voucher on a confirmed booking: all it can pay, or an amount. */
export const StaffVoucherRedeemRequestSchema = z.object({
  Booking: requiredText('Enter the confirmation number', 'Booking', 40),
  AmountPence: z
    .number({ error: 'Enter an amount in pence' })
    .int({ error: 'Enter a whole number of pence' })
    .positive({ error: 'Enter an amount above nothing' })
    .max(10_000_000, { error: 'Enter a smaller amount' })
    .optional(),
});

export const StaffVoucherExtendRequestSchema = z.object({ ExpiresOn: LocalDateSchema, Reason: ReasonSchema });
export const StaffVoucherVoidRequestSchema = z.object({ Reason: ReasonSchema });

/** A voucher as the spa team sees it: all of it, and every change. */
export const StaffVoucherSchema = VoucherCheckResponseSchema.extend({
  Id: z.string(),
  ValuePence: z.number().int(),
  Status: z.enum(['active', 'void']),
  Source: z.enum(['sold', 'complimentary']),
  Reason: z.string().nullable(),
  PackageId: z.string().nullable(),
  Guests: z.number().int().nullable(),
  /**
   * What a manager's refund would give back to the buyer's card: the price of a voucher
   * bought online and not spent; null when it cannot be refunded (given, spent, voided).
   */
  RefundablePence: z.number().int().nullable(),
  History: z.array(
    z.object({
      Kind: z.enum(['issue', 'redeem', 'refund', 'extend', 'void']),
      AmountPence: z.number().int(),
      BookingId: z.string().nullable(),
      Note: z.string().nullable(),
      At: z.iso.datetime(),
    }),
  ),
});
export type StaffVoucher = z.infer<typeof StaffVoucherSchema>;

/** What is owed on vouchers (issue 23 item 6), in pence. */
export const VoucherLiabilitySchema = z.object({
  /** Face value of vouchers sold, and given complimentary. */
  SoldPence: z.number().int(),
  ComplimentaryPence: z.number().int(),
  /** Value spent on bookings, and given back to vouchers by refunds. */
  RedeemedPence: z.number().int(),
  RefundedPence: z.number().int(),
  /** Left on valid vouchers: what the resort still owes. */
  OutstandingPence: z.number().int(),
  /** Left on vouchers past their expiry, and on voided ones. */
  ExpiredPence: z.number().int(),
  VoidedPence: z.number().int(),
});
export type VoucherLiability = z.infer<typeof VoucherLiabilitySchema>;
export type StaffVoucherRedeemRequest = z.infer<typeof StaffVoucherRedeemRequestSchema>;
export type StaffVoucherExtendRequest = z.infer<typeof StaffVoucherExtendRequestSchema>;

/** An amount as the desk types it ('£15.50'), read as pence; '' when `optional`. */
const poundsText = (optional: boolean) =>
  z
    .string()
    .max(20, { error: 'Enter an amount like 15 or 15.50' })
    .refine((text) => (optional && text.trim() === '') || (parsePounds(text) ?? 0) > 0, {
      error: 'Enter an amount like 15 or 15.50',
    });

/** The desk's redeem form: the booking's confirmation number and, if not all it can pay, an amount in pounds. */
export const StaffVoucherRedeemFormSchema = z
  .object({ Booking: StaffVoucherRedeemRequestSchema.shape.Booking, Amount: poundsText(true) })
  .transform(({ Booking, Amount }): StaffVoucherRedeemRequest => ({
    Booking,
    ...(Amount.trim() ? { AmountPence: parsePounds(Amount)! } : {}),
  }));

/** The manager's form for a complimentary money voucher: the amount in pounds, a reason, who it is for. */
export const StaffVoucherGiveFormSchema = z
  .object({ Amount: poundsText(false), Reason: ReasonSchema, RecipientName: optionalText('Recipient', 100) })
  .transform(({ Amount, Reason, RecipientName }): StaffVoucherIssueRequest => ({
    Kind: 'money',
    AmountPence: parsePounds(Amount)!,
    Reason,
    ...(RecipientName ? { RecipientName } : {}),
  }));

/** The manager's expiry form (its reason field named apart from the other forms' on the same screen). */
export const StaffVoucherExtendFormSchema = z
  .object({ ExpiresOn: LocalDateSchema, ExtendReason: ReasonSchema })
  .transform(({ ExpiresOn, ExtendReason }) => ({ ExpiresOn, Reason: ExtendReason }));

/** The manager's void form (likewise). */
export const StaffVoucherVoidFormSchema = z
  .object({ VoidReason: ReasonSchema })
  .transform(({ VoidReason }) => ({ Reason: VoidReason }));
