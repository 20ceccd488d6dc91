import { z } from 'zod';
import { parsePounds } from '../format/money';
import { VOUCHER_KINDS } from '../vouchers/voucher-rules';
import { emailAddress, optionalText, requiredText } from './person-fields';
import { LocalDateSchema, neededForKind } from './wire-formats';

/**
 * The online voucher shop (issue 23 item 1, decision 0400): what a buyer may choose, the
 * order they send (the server prices it), and the order as they see it while paying.
 */
export const VOUCHER_SHOP = {
  /** The amounts offered as choices, in pence. */
  amountsPence: [2_500, 5_000, 10_000, 15_000, 20_000] as const,
  /** A custom amount: whole pounds from £10 to £1,000. */
  minPence: 1_000,
  maxPence: 100_000,
  maxGuests: 4,
  messageMaxLength: 300,
  /** The latest delivery date: this many days from today. */
  deliveryDays: 180,
} as const;

const NAME_MAX = 80;

/** POST /api/vouchers/orders: what a buyer asks for. The price is the server's. */
export const VoucherOrderRequestSchema = z
  .object({
    Kind: z.enum(VOUCHER_KINDS, { error: 'Choose an amount or a Spa Day' }),
    AmountPence: z
      .number({ error: 'Enter an amount in whole pounds' })
      .int({ error: 'Enter an amount in whole pounds' })
      .multipleOf(100, { error: 'Enter an amount in whole pounds' })
      .min(VOUCHER_SHOP.minPence, { error: 'A voucher is worth at least £10' })
      .max(VOUCHER_SHOP.maxPence, { error: 'A voucher bought online is worth at most £1,000' })
      .optional(),
    PackageId: optionalText('Spa Day', 40).optional(),
    Guests: z
      .number({ error: 'Choose the number of guests' })
      .int({ error: 'Choose the number of guests' })
      .min(1, { error: 'Choose at least one guest' })
      .max(VOUCHER_SHOP.maxGuests, { error: `A voucher is for at most ${VOUCHER_SHOP.maxGuests} guests` })
      .optional(),
    BuyerName: requiredText('Enter your name', 'Your name', NAME_MAX),
    BuyerEmail: emailAddress('Enter your email address'),
    RecipientName: requiredText("Enter the recipient's name", "Recipient's name", NAME_MAX),
    /** Absent: the voucher is sent to the buyer, to hand over. */
    RecipientEmail: emailAddress("Enter the recipient's email address").optional(),
    Message: optionalText('Message', VOUCHER_SHOP.messageMaxLength, { multiline: true }).default(''),
    DeliverOn: LocalDateSchema,
  })
  .refine(...neededForKind('money', 'AmountPence', 'Choose or enter an amount'))
  .refine((o) => o.Kind !== 'experience' || (o.PackageId && o.Guests !== undefined), {
    error: 'Choose a Spa Day and the number of guests',
    path: ['PackageId'],
  });
export type VoucherOrderRequest = z.infer<typeof VoucherOrderRequestSchema>;

/** An order's token: 32 URL-safe characters (192 random bits), the buyer's way back to it. */
export const VoucherOrderParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'Not a voucher order' }),
});

/** A voucher order as its buyer sees it. */
export const VoucherOrderSchema = z.object({
  Token: z.string(),
  Status: z.enum(['open', 'paid']),
  /** "£200", or "Spa Day with Lunch for 2 guests". */
  Value: z.string(),
  PricePence: z.number().int(),
  RecipientName: z.string(),
  /** Where the voucher is sent (the buyer's own address when it is theirs to hand over). */
  SendTo: z.string(),
  DeliverOn: LocalDateSchema,
  /** Once paid: the voucher's code, last four characters only. */
  CodeEnding: z.string().nullable(),
});
export type VoucherOrder = z.infer<typeof VoucherOrderSchema>;

/** GET /api/vouchers/shop: the choices, priced by the server's catalogue. */
export const VoucherShopSchema = z.object({
  AmountsPence: z.array(z.number().int()),
  MinPence: z.number().int(),
  MaxPence: z.number().int(),
  MaxGuests: z.number().int(),
  MessageMaxLength: z.number().int(),
  SpaDays: z.array(z.object({ PackageId: z.string(), Name: z.string(), PricePence: z.number().int() })),
  /** The first and last delivery dates (the resort's today, and the bound). */
  FirstDeliveryOn: LocalDateSchema,
  LastDeliveryOn: LocalDateSchema,
});
export type VoucherShop = z.infer<typeof VoucherShopSchema>;

const CUSTOM_AMOUNT_PROBLEM = 'Enter a whole number of pounds from £10 to £1,000';
const RecipientEmailSchema = emailAddress("Enter the recipient's email address");

/**
 * The shop's form as the browser holds it (strings, a tick): `choice` is 'amount:2500',
 * 'custom' or 'day:<PackageId>'. voucherOrderOf turns it into the order the server checks again.
 */
export const VoucherShopFormSchema = z
  .object({
    choice: z.string().trim().min(1, { error: 'Choose what the voucher is for' }).max(60),
    customAmount: z.string().trim().max(12, { error: CUSTOM_AMOUNT_PROBLEM }),
    guests: z.string().max(2),
    buyerName: requiredText('Enter your name', 'Your name', NAME_MAX),
    buyerEmail: emailAddress('Enter your email address'),
    recipientName: requiredText("Enter the recipient's name", "Recipient's name", NAME_MAX),
    sendToMe: z.boolean(),
    recipientEmail: z.string().trim().max(254),
    message: optionalText('Message', VOUCHER_SHOP.messageMaxLength, { multiline: true }),
    deliverOn: LocalDateSchema,
  })
  .superRefine((form, ctx) => {
    if (form.choice === 'custom') {
      const pence = parsePounds(form.customAmount);
      if (
        pence === null ||
        pence % 100 !== 0 ||
        pence < VOUCHER_SHOP.minPence ||
        pence > VOUCHER_SHOP.maxPence
      )
        ctx.addIssue({ code: 'custom', path: ['customAmount'], message: CUSTOM_AMOUNT_PROBLEM });
    }
    if (!form.sendToMe) {
      const email = RecipientEmailSchema.safeParse(form.recipientEmail);
      if (!email.success)
        ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: email.error.issues[0]!.message });
    }
  });
export type VoucherShopFormInput = z.input<typeof VoucherShopFormSchema>;
export type VoucherShopForm = z.infer<typeof VoucherShopFormSchema>;

/** The order a checked shop form asks for (the server prices it). */
export function voucherOrderOf(form: VoucherShopForm): VoucherOrderRequest {
  const [what, value = ''] = form.choice.split(':');
  const base = {
    BuyerName: form.buyerName,
    BuyerEmail: form.buyerEmail,
    RecipientName: form.recipientName,
    ...(form.sendToMe ? {} : { RecipientEmail: form.recipientEmail }),
    Message: form.message,
    DeliverOn: form.deliverOn,
  };
  if (what === 'day')
    return { ...base, Kind: 'experience', PackageId: value, Guests: Number(form.guests) || 1 };
  const pence = what === 'custom' ? (parsePounds(form.customAmount) ?? 0) : Number(value);
  return { ...base, Kind: 'money', AmountPence: pence };
}
