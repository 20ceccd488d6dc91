import { z } from 'zod';
import { parsePounds } from '../format/money';
import {
  PROMOTION_CODE_PATTERN,
  PROMOTION_KINDS,
  PROMOTION_STATUSES,
  readPromotionCode,
} from '../promotions/promotion-rules';
import { optionalText } from './person-fields';
import { amountInPence, LocalDateSchema, neededForKind, wholeNumber, WireCodeSchema } from './wire-formats';

/**
 * Promotion codes as the manager sets them and the screens read them (issue 23 part 3,
 * decision 0430). The request is what the API takes; the form schema is the manager's
 * form (text fields) turned into that request.
 */

const CODE_MESSAGE = 'Enter a code of 3 to 12 letters and digits, like SPRING20';

/** A code as the manager or the desk types it: any case, read as capitals without spaces or hyphens. */
export const PromotionCodeSchema = z
  .string({ error: CODE_MESSAGE })
  .max(30, { error: CODE_MESSAGE, abort: true })
  .transform((typed) => readPromotionCode(typed) ?? typed)
  .refine((code) => PROMOTION_CODE_PATTERN.test(code), { error: CODE_MESSAGE });

const capSchema = (what: string) =>
  wholeNumber(
    `Enter the ${what} as a whole number`,
    `Enter the ${what} as a whole number`,
    [1, `The ${what} is at least 1 (leave it empty for no cap)`],
    [1_000_000, `The ${what} is at most 1,000,000`],
  ).nullable();

const idList = z.array(WireCodeSchema).max(200, { error: 'Choose at most 200' });

/** One rule for a pair of days: the first on or before the last. */
const inOrder = (from: string | null, to: string | null) => from === null || to === null || from <= to;

/** Create or edit a promotion. */
export const PromotionRequestSchema = z
  .object({
    Code: PromotionCodeSchema,
    Description: optionalText('Description', 200),
    Kind: z.enum(PROMOTION_KINDS, { error: 'Choose a percentage or a fixed amount' }),
    Percent: wholeNumber(
      'Enter the percentage as a whole number',
      'Enter the percentage as a whole number',
      [1, 'The percentage is from 1 to 100'],
      [100, 'The percentage is from 1 to 100'],
    ).nullable(),
    AmountPence: amountInPence(
      [100, 'The amount is at least £1'],
      [100_000, 'The amount is at most £1,000'],
      'Enter the amount in pence',
    ).nullable(),
    PackageIds: idList,
    TreatmentIds: idList,
    VisitFrom: LocalDateSchema.nullable(),
    VisitTo: LocalDateSchema.nullable(),
    ValidFrom: LocalDateSchema.nullable(),
    ValidUntil: LocalDateSchema.nullable(),
    FirstBookingOnly: z.boolean({ error: 'must be true or false' }),
    PerGuestCap: capSchema('uses per guest'),
    TotalCap: capSchema('uses in total'),
  })
  .refine(...neededForKind('percent', 'Percent', 'Enter the percentage taken off'))
  .refine(...neededForKind('fixed', 'AmountPence', 'Enter the amount taken off'))
  .refine((p) => inOrder(p.VisitFrom, p.VisitTo), {
    error: 'The last visit day is on or after the first',
    path: ['VisitTo'],
  })
  .refine((p) => inOrder(p.ValidFrom, p.ValidUntil), {
    error: 'The last day to use it is on or after the first',
    path: ['ValidUntil'],
  });
export type PromotionRequest = z.infer<typeof PromotionRequestSchema>;

/** Pause, resume or end a promotion. */
export const PromotionStatusRequestSchema = z.object({
  Status: z.enum(PROMOTION_STATUSES, { error: 'Choose active, paused or ended' }),
});
export type PromotionStatusRequest = z.infer<typeof PromotionStatusRequestSchema>;

export const PromotionParamsSchema = z.object({ id: z.uuid({ error: 'must be a promotion id' }) });

/** A promotion as the spa team sees it, with its uses. */
export const StaffPromotionSchema = z.object({
  Id: z.string(),
  Code: z.string(),
  Description: z.string(),
  Kind: z.enum(PROMOTION_KINDS),
  Percent: z.number().int().nullable(),
  AmountPence: z.number().int().nullable(),
  PackageIds: z.array(z.string()),
  TreatmentIds: z.array(z.string()),
  VisitFrom: z.string().nullable(),
  VisitTo: z.string().nullable(),
  ValidFrom: z.string().nullable(),
  ValidUntil: z.string().nullable(),
  FirstBookingOnly: z.boolean(),
  PerGuestCap: z.number().int().nullable(),
  TotalCap: z.number().int().nullable(),
  Status: z.enum(PROMOTION_STATUSES),
  /** "20% off" or "£15 off"; "Spa Days", "treatments" or names. */
  Value: z.string(),
  AppliesTo: z.string(),
  /** Uses on confirmed bookings not cancelled, and what they took off. */
  Uses: z.number().int(),
  DiscountPence: z.number().int(),
});
export type StaffPromotion = z.infer<typeof StaffPromotionSchema>;
export const StaffPromotionListSchema = z.object({ Promotions: z.array(StaffPromotionSchema) });
export type StaffPromotionList = z.infer<typeof StaffPromotionListSchema>;

/** A promotion on a booking's bill: its code and what it took off. */
export const PromotionDiscountSchema = z.object({ Code: z.string(), DiscountPence: z.number().int() });
export type PromotionDiscount = z.infer<typeof PromotionDiscountSchema>;

/** The desk's promotion code field (decision 0545): a code the guest quotes, checked as the server checks it. */
export const PromotionCodeFormSchema = z.object({ code: PromotionCodeSchema });
export type PromotionCodeForm = z.infer<typeof PromotionCodeFormSchema>;

// ------------------------------------------------------------------ the manager's form

const daysText = z
  .string()
  .max(10, { error: "Enter a date like '2026-12-01'" })
  .refine((text) => text === '' || LocalDateSchema.safeParse(text).success, {
    error: "Enter a date like '2026-12-01'",
  });
const wholeText = (what: string) =>
  z
    .string()
    .max(9, { error: `Enter the ${what} as a whole number` })
    .refine((text) => text.trim() === '' || /^\d+$/.test(text.trim()), {
      error: `Enter the ${what} as a whole number`,
    });
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The manager's form: every field as typed, made into the request (which checks the rest). */
export const PromotionFormSchema = z
  .object({
    Code: z.string().max(30, { error: CODE_MESSAGE }),
    Description: z.string().max(200, { error: 'Keep the description to 200 characters' }),
    Kind: z.enum(PROMOTION_KINDS, { error: 'Choose a percentage or a fixed amount' }),
    Percent: wholeText('percentage'),
    Amount: z
      .string()
      .max(20, { error: 'Enter an amount like 15 or 15.50' })
      .refine((text) => text.trim() === '' || (parsePounds(text) ?? 0) > 0, {
        error: 'Enter an amount like 15 or 15.50',
      }),
    PackageIds: z.array(z.string()),
    TreatmentIds: z.array(z.string()),
    VisitFrom: daysText,
    VisitTo: daysText,
    ValidFrom: daysText,
    ValidUntil: daysText,
    FirstBookingOnly: z.boolean(),
    PerGuestCap: wholeText('uses per guest'),
    TotalCap: wholeText('uses in total'),
  })
  .transform((form) => ({
    Code: form.Code,
    Description: form.Description,
    Kind: form.Kind,
    Percent: form.Kind === 'percent' ? numberOrNull(form.Percent) : null,
    AmountPence: form.Kind === 'fixed' && form.Amount.trim() ? (parsePounds(form.Amount) ?? null) : null,
    PackageIds: form.PackageIds,
    TreatmentIds: form.TreatmentIds,
    VisitFrom: orNull(form.VisitFrom),
    VisitTo: orNull(form.VisitTo),
    ValidFrom: orNull(form.ValidFrom),
    ValidUntil: orNull(form.ValidUntil),
    FirstBookingOnly: form.FirstBookingOnly,
    PerGuestCap: numberOrNull(form.PerGuestCap),
    TotalCap: numberOrNull(form.TotalCap),
  }))
  .pipe(PromotionRequestSchema);
export type PromotionForm = z.input<typeof PromotionFormSchema>;

/** The form's values of a promotion being edited (or a new one: `null`). */
export function promotionFormValues(promotion: StaffPromotion | null): PromotionForm {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    Code: promotion?.Code ?? '',
    Description: promotion?.Description ?? '',
    Kind: promotion?.Kind ?? 'percent',
    Percent: text(promotion?.Percent ?? null),
    Amount: promotion?.AmountPence ? (promotion.AmountPence / 100).toFixed(2) : '',
    PackageIds: promotion?.PackageIds ?? [],
    TreatmentIds: promotion?.TreatmentIds ?? [],
    VisitFrom: promotion?.VisitFrom ?? '',
    VisitTo: promotion?.VisitTo ?? '',
    ValidFrom: promotion?.ValidFrom ?? '',
    ValidUntil: promotion?.ValidUntil ?? '',
    FirstBookingOnly: promotion?.FirstBookingOnly ?? false,
    PerGuestCap: text(promotion?.PerGuestCap ?? null),
    TotalCap: text(promotion?.TotalCap ?? null),
  };
}
