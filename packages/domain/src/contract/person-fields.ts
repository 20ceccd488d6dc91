import { z } from 'zod';
import { isCalendarDate, type Bound } from './wire-formats';

/**
 * One rule per field of a person and an address, shared by every form that asks
 * for them (booking details and guest names, account details, registration) and
 * by the server's checks of the same fields, so that a form never accepts what
 * the server refuses. The messages are what a guest reads under the field
 * (booking-flow §5, account-area §5): plain words that name the limit, never the
 * validation library's own wording.
 */

export const NAME_MAX_LENGTH = 50;
export const TITLE_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const COUNTRY_CODE_MAX_LENGTH = 3;
export const POSTCODE_MAX_LENGTH = 16;
export const TELEPHONE_MAX_LENGTH = 20;
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;

// ---------------------------------------------------------------- plain text

/** Control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** Half of a character (an unpaired UTF-16 surrogate): never typed, it breaks storage and e-mail. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Is `text` something a person could have typed into the field: no control
 * characters (NUL and the like), no halves of a character and, unless the field
 * takes several lines, no line breaks?
 *
 * @example isPlainText('Zoë O’Brien') // true
 * @example isPlainText('Ann\u0000') // false
 * @example isPlainText('line 1\nline 2', { multiline: true }) // true
 */
export function isPlainText(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  if (CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text)) return false;
  return multiline || !LINE_BREAK_OR_TAB.test(text);
}

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;
const notPlain = (label: string) => `${label} must not contain line breaks or special characters`;

/**
 * A line of text that may be left empty: trimmed, at most `max` characters, plain.
 *
 * @example optionalText('Address line 2', 100).parse('  Flat 2 ') // 'Flat 2'
 */
export function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: tooLong(label, max) })
    .trim()
    .max(max, { error: tooLong(label, max), abort: true })
    .refine((text) => isPlainText(text, options), { error: notPlain(label) });
}

/**
 * A line of text that must be given: as optionalText, and `missing` when empty.
 *
 * @example requiredText('Enter a first name', 'First name', 50).safeParse('  ').error?.issues[0]?.message
 * // 'Enter a first name'
 */
export function requiredText(missing: string, label: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: tooLong(label, max), abort: true })
    .refine((text) => isPlainText(text), { error: notPlain(label) });
}

/**
 * A line the staff type in a form: trimmed, at least `min` characters (`missing` when fewer),
 * at most `max` ('Enter at most 80 characters').
 *
 * @example typedText('Enter a name', 80).safeParse(' ').error?.issues[0]?.message // 'Enter a name'
 */
export function typedText(missing: string, max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min, { error: missing })
    .max(max, { error: `Enter at most ${max} characters` });
}

/**
 * A line that must be typed, trimmed, from `min` to `max` characters: `missing` when it is no
 * text at all, and the words of the bound it passes.
 *
 * @example trimmedText('Write the note', [1, 'Write the note'], [1000, 'Keep the note to 1000 characters']).safeParse(' ').error?.issues[0]?.message // 'Write the note'
 */
export function trimmedText(missing: string, [min, tooShort]: Bound, [max, tooLongWords]: Bound) {
  return z.string({ error: missing }).trim().min(min, { error: tooShort }).max(max, { error: tooLongWords });
}

// ---------------------------------------------------------------- person

export const PersonTitleSchema = requiredText('Select a title', 'Title', TITLE_MAX_LENGTH);
export const FirstNameSchema = requiredText('Enter a first name', 'First name', NAME_MAX_LENGTH);
export const LastNameSchema = requiredText('Enter a last name', 'Last name', NAME_MAX_LENGTH);

const EMAIL_INVALID = 'Enter a valid email address, like name@example.com';

/** An e-mail address; `missing` is the words for an empty field ('Enter your email address'). */
export function emailAddress(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: tooLong('Email address', EMAIL_MAX_LENGTH) })
    .pipe(z.email({ error: EMAIL_INVALID }));
}

/** The guest's own e-mail address (login, registration, details). */
export const EmailSchema = emailAddress('Enter your email address');

const TELEPHONE_INVALID = 'Enter a valid telephone number, like 01632 960 001 or +44 1632 960 001';
const isTelephone = (value: string) =>
  /^\+?[\d\s()-]{7,20}$/.test(value) && value.replace(/\D/g, '').length >= 7;

/** A UK telephone or an international one: 7 or more digits, spaces, brackets, dashes, an optional leading +. */
export const TelephoneSchema = z
  .string({ error: 'Enter your telephone number' })
  .trim()
  .min(1, { error: 'Enter your telephone number', abort: true })
  .max(TELEPHONE_MAX_LENGTH, { error: TELEPHONE_INVALID, abort: true })
  .refine(isTelephone, { error: TELEPHONE_INVALID });

/** A telephone where the spec makes it optional (registration): empty, or as TelephoneSchema. */
export const OptionalTelephoneSchema = z
  .string({ error: TELEPHONE_INVALID })
  .trim()
  .max(TELEPHONE_MAX_LENGTH, { error: TELEPHONE_INVALID, abort: true })
  .refine((value) => value === '' || isTelephone(value), { error: TELEPHONE_INVALID });

/** YYYY-MM-DD; an empty string means not given. */
export const BirthdaySchema = z
  .string()
  .trim()
  .regex(/^((19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/, {
    error: 'Enter a real date of birth',
    abort: true,
  })
  .refine((text) => text === '' || isCalendarDate(text), { error: 'Enter a real date of birth' })
  .optional();

/**
 * Title, first name, last name, e-mail and telephone: the person fields of the
 * booking details, account details and registration forms, to spread into a schema.
 */
export const personFields = {
  title: PersonTitleSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  emailAddress: EmailSchema,
  telephone: TelephoneSchema,
};

/** A guest's name (booking-flow §5, Guests: title, first name and last name required). */
export const GuestNameSchema = z.object({
  title: PersonTitleSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
});
export type GuestName = z.infer<typeof GuestNameSchema>;

/** Everything the guest writes in 'Any special requests?': several lines allowed. */
export const SpecialRequestsSchema = optionalText('Special requests', SPECIAL_REQUESTS_MAX_LENGTH, {
  multiline: true,
});

const TERMS = 'Agree to the privacy notice and terms and conditions';
/** 'I agree to the privacy notice and terms of use' must be ticked. */
export const TermsSchema = z.boolean({ error: TERMS }).refine((agreed) => agreed, { error: TERMS });

// ---------------------------------------------------------------- address

const POSTCODE_INVALID = 'Enter a real postcode, like CO7 7AA';
/** Any country's postcode: letters and digits, perhaps spaced or hyphenated ('CO7 7AA', '75008', '1010-123'). */
const isPostcodeShaped = (value: string) => /^[A-Z0-9]+([ -][A-Z0-9]+)*$/i.test(value);

/**
 * An address the guest must give (the lead booker; a member registered in the
 * property system): line 2 optional, the postcode upper-cased.
 */
export const AddressFormSchema = z.object({
  line1: requiredText('Enter address line 1', 'Address line 1', ADDRESS_LINE_MAX_LENGTH),
  line2: optionalText('Address line 2', ADDRESS_LINE_MAX_LENGTH).optional().default(''),
  city: requiredText('Enter a town or city', 'Town or city', ADDRESS_LINE_MAX_LENGTH),
  country: requiredText('Select a country', 'Country', COUNTRY_CODE_MAX_LENGTH),
  postCode: requiredText('Enter a postcode', 'Postcode', POSTCODE_MAX_LENGTH)
    .toUpperCase()
    .refine(isPostcodeShaped, { error: POSTCODE_INVALID }),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

/** An address that may be left out or partly given (registration, the optional account address). */
export const OptionalAddressSchema = z.object({
  line1: optionalText('Address line 1', ADDRESS_LINE_MAX_LENGTH).optional().default(''),
  line2: optionalText('Address line 2', ADDRESS_LINE_MAX_LENGTH).optional().default(''),
  city: optionalText('Town or city', ADDRESS_LINE_MAX_LENGTH).optional().default(''),
  country: optionalText('Country', COUNTRY_CODE_MAX_LENGTH).optional().default(''),
  postCode: optionalText('Postcode', POSTCODE_MAX_LENGTH)
    .toUpperCase()
    .refine((value) => value === '' || isPostcodeShaped(value), { error: POSTCODE_INVALID })
    .optional()
    .default(''),
});
export type AddressInput = z.infer<typeof OptionalAddressSchema>;

// ---------------------------------------------------------------- postcode lookup

/** Outward code, optional space, inward code; anchored, checked after upper-casing. */
export const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

/** 'co7 7aa', 'CO77AA', ' Co7  7Aa ' → 'CO7 7AA'; null when it is not a UK postcode. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = UK_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** The postcode typed into 'Find Address' (GB only). */
export const LookupPostcodeSchema = z
  .string({ error: 'Enter a postcode' })
  .trim()
  .min(1, { error: 'Enter a postcode', abort: true })
  .max(POSTCODE_MAX_LENGTH, { error: 'Enter a real UK postcode, like CO7 7AA', abort: true })
  .refine((value) => normaliseUkPostcode(value) !== null, {
    error: 'Enter a real UK postcode, like CO7 7AA',
  });

export const PostcodeLookupRequestSchema = z.object({ postalCode: LookupPostcodeSchema });
export const LookupAddressSchema = z.object({ line1: z.string(), locality: z.string(), city: z.string() });
export const PostcodeLookupResponseSchema = z.object({
  postalCode: z.string().nullable(),
  addresses: z.array(LookupAddressSchema),
});
export type LookupAddress = z.infer<typeof LookupAddressSchema>;
