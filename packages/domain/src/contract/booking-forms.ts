import { z } from 'zod';
import {
  MailingListIdsSchema,
  OptionalNewPasswordSchema,
  RepeatedPasswordSchema,
  WITH_THE_OTHER_ERRORS,
  passwordsMatch,
} from './account.schemas';
import {
  AddressFormSchema,
  GuestNameSchema,
  SpecialRequestsSchema,
  TermsSchema,
  personFields,
} from './person-fields';
import { SEARCH_CODE_MAX_LENGTH, searchDateProblem, type SearchDates } from './search-rules';
import { parsePounds } from '../format/money';

/**
 * The booking flow's forms (booking-flow §5), with the spec's field names (§3:
 * details {selectedGuest, leadGuest, requests, account}, terms). Every field is
 * a rule of person-fields, the same one begin-booking and register check on the
 * server.
 */

/** Guests (§5): title, first name and last name for every guest; one may be the signed-in member. */
export const GuestNamesFormSchema = z.object({
  guests: z
    .array(GuestNameSchema.extend({ isLoggedInUser: z.boolean() }))
    .min(1)
    .max(4),
});
export type GuestNamesForm = z.infer<typeof GuestNamesFormSchema>;

/** The lead booker choice for a booker who is none of the guests. */
export const SOMEONE_ELSE = 'someone-else';

/**
 * Details (§5): the lead booker (a guest's index as text, or SOMEONE_ELSE), their
 * contact details and address, requests, the optional account (a password typed
 * twice, mailing lists) and the terms.
 */
export const LeadBookerFormSchema = z.object({
  selectedGuest: z
    .string({ error: 'Select who is the lead booker' })
    .min(1, { error: 'Select who is the lead booker' })
    .max(SOMEONE_ELSE.length, { error: 'Select who is the lead booker' }),
  leadGuest: z.object({ ...personFields, address: AddressFormSchema }),
  requests: SpecialRequestsSchema,
  account: z
    .object({
      password1: OptionalNewPasswordSchema,
      password2: RepeatedPasswordSchema,
      joinMailingList: z.boolean(),
      addressBooks: MailingListIdsSchema,
    })
    .superRefine(passwordsMatch('password1', 'password2'), WITH_THE_OTHER_ERRORS),
  terms: TermsSchema,
});
export type LeadBookerFormInput = z.input<typeof LeadBookerFormSchema>;
export type LeadBookerForm = z.infer<typeof LeadBookerFormSchema>;

/** The optional gift voucher or offer code of the searches and of the summary. */
const SearchCodeSchema = z
  .string()
  .trim()
  .max(SEARCH_CODE_MAX_LENGTH, { error: 'Enter a code of up to 40 characters' });

/** The summary's code field (decision 0341): the search's code, changed where the bill is seen. */
export const VoucherCodeFormSchema = z.object({ code: SearchCodeSchema });
export type VoucherCodeForm = z.infer<typeof VoucherCodeFormSchema>;

/**
 * The summary's "how much of the voucher" (issue 23): pounds and pence, or empty for as
 * much as the booking needs. Its upper bound is the bill's (voucherSpendProblem).
 */
export const VoucherAmountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .max(12, { error: 'Enter an amount in pounds, like 150 or 150.50' })
    .refine((text) => text === '' || parsePounds(text) !== null, {
      error: 'Enter an amount in pounds, like 150 or 150.50',
    }),
});
export type VoucherAmountForm = z.infer<typeof VoucherAmountFormSchema>;

/**
 * The searches of both flows (booking-flow §2: Spa Day search, spa treatment search):
 * a date the search offers (searchDateProblem), the guests (1 to 4, or 0 for 5+,
 * which books by phone) and an optional code.
 *
 * @example searchFormSchema({ earliest: '2026-07-02', last: '2027-07-02', earliestText: 'tomorrow', lastText: 'Friday 2 July 2027' })
 */
export function searchFormSchema(bounds: SearchDates) {
  return z.object({
    date: z
      .string()
      .max(10)
      .superRefine((date, ctx) => {
        const problem = searchDateProblem(date, bounds);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    guests: z.number().int().min(0).max(4),
    code: SearchCodeSchema,
  });
}
export type SearchForm = z.infer<ReturnType<typeof searchFormSchema>>;
