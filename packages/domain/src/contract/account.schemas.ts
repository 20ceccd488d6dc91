import { z } from 'zod';
import {
  AddressFormSchema,
  BirthdaySchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  OptionalAddressSchema,
  OptionalTelephoneSchema,
  TermsSchema,
  PersonTitleSchema,
  personFields,
  trimmedText,
} from './person-fields';

/**
 * Wire and form schemas of the account area (account-area.md §5, §7) and of the
 * booking flow's login and account creation (booking-flow.md §5, §7). One schema
 * drives a form in the web app and the same check on the server; the server
 * adds only what it alone can know (is the code right, is the password right).
 */

export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
/** Long pass phrases are welcome; the cap only stops megabyte-sized inputs. */
export const MAX_PASSWORD_LENGTH = 256;

export const MESSAGES = {
  otp: 'Must be exactly 6 digits',
  passwordsMatch: 'Passwords must match',
  passwordMin: `Minimum ${MIN_PASSWORD_LENGTH} characters`,
  passwordRequired: 'Enter your password',
} as const;

export const OtpSchema = z
  .string({ error: MESSAGES.otp })
  .trim()
  .regex(/^\d{6}$/, { message: MESSAGES.otp });

/** A new password: at least 8 characters, long ones allowed, any characters (paste allowed). */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(MIN_PASSWORD_LENGTH, { message: MESSAGES.passwordMin })
  .max(MAX_PASSWORD_LENGTH, { message: `Maximum ${MAX_PASSWORD_LENGTH} characters` });

/** A password the guest may leave empty (registration, booking details): empty, or as NewPasswordSchema. */
export const OptionalNewPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .max(MAX_PASSWORD_LENGTH, { message: `Maximum ${MAX_PASSWORD_LENGTH} characters` })
  .refine((password) => password === '' || password.length >= MIN_PASSWORD_LENGTH, {
    message: MESSAGES.passwordMin,
  });

/**
 * The new-password pair's second rule ('Passwords must match'), for a schema's
 * `.superRefine`: the repeat is checked against the password, and named as the field in error.
 *
 * @example z.object({ password1: NewPasswordSchema, password2: z.string() }).superRefine(passwordsMatch('password1', 'password2'), WITH_THE_OTHER_ERRORS)
 */
export function passwordsMatch<First extends string, Second extends string>(first: First, second: Second) {
  return (values: Record<First | Second, unknown>, ctx: z.RefinementCtx) => {
    if (values[first] !== values[second])
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordsMatch, path: [second] });
  };
}

/**
 * `.superRefine(passwordsMatch(…), WITH_THE_OTHER_ERRORS)`: the pair is checked even when another
 * field of the form is wrong, so 'Passwords must match' shows with the rest on the first submit.
 */
export const WITH_THE_OTHER_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

// ---------------------------------------------------------------- login

/** A password to check, as typed (never trimmed): `missing` when it is empty or too long to be one. */
const givenPassword = (missing: string) =>
  z.string({ error: missing }).min(1, { message: missing }).max(MAX_PASSWORD_LENGTH, { message: missing });

/** Account area login (§5: email and password required). */
export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: givenPassword(MESSAGES.passwordRequired),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Booking start screen login (booking-flow §5: Username and Password required). */
export const StartLoginFormSchema = z.object({
  username: trimmedText(
    'Enter your username',
    [1, 'Enter your username'],
    [EMAIL_MAX_LENGTH, 'Enter your username'],
  ),
  password: givenPassword(MESSAGES.passwordRequired),
});
export type StartLoginForm = z.infer<typeof StartLoginFormSchema>;

// ---------------------------------------------------------------- profile

export const AddressSchema = z.object({
  Line1: z.string().nullable(),
  Line2: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  PostCode: z.string().nullable(),
});

/** UserProfile (account-area §3), as GET api/account/session answers it. */
export const UserProfileSchema = z.object({
  Title: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  Telephone: z.string().nullable(),
  Birthdate: z.string().nullable(),
  RegisteredInOpera: z.boolean(),
  Address: AddressSchema,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

const accountDetailsBase = { ...personFields, birthday: BirthdaySchema };

/**
 * Account details (§5). With RegisteredInOpera the address is required too
 * (line 2 optional); otherwise it is not sent.
 */
export function accountDetailsSchema(registeredInOpera: boolean) {
  return registeredInOpera
    ? z.object({ ...accountDetailsBase, address: AddressFormSchema })
    : z.object({ ...accountDetailsBase, address: OptionalAddressSchema.optional() });
}
/** The server accepts either shape and checks the address against the member's flag. */
export const AccountUpdateRequestSchema = z.object({
  ...accountDetailsBase,
  address: OptionalAddressSchema.optional(),
});
export type AccountDetailsForm = z.infer<ReturnType<typeof accountDetailsSchema>>;
export type AccountUpdateRequest = z.infer<typeof AccountUpdateRequestSchema>;

/** The repeat of a new password: checked against it (passwordsMatch), and bounded. */
export const RepeatedPasswordSchema = z
  .string({ error: MESSAGES.passwordsMatch })
  .max(MAX_PASSWORD_LENGTH, { message: MESSAGES.passwordsMatch });

// ---------------------------------------------------------------- registration

export const MailingListIdsSchema = z.array(z.number().int().positive()).max(20).default([]);

const registrationBase = {
  title: PersonTitleSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  emailAddress: EmailSchema,
  telephone: OptionalTelephoneSchema.optional().default(''),
  birthday: BirthdaySchema,
  terms: TermsSchema,
  addressBooks: MailingListIdsSchema,
  password: OptionalNewPasswordSchema.optional().default(''),
};

/**
 * The register screen's form (§5): password optional, at least 8 characters when given, and
 * repeated. The pair is its own half of an intersection: a name field's error (which stops
 * its object's refinements) never hides 'Passwords must match' until it is fixed.
 */
export const RegisterFormSchema = z.intersection(
  z.object({ ...registrationBase, password: registrationBase.password }),
  z
    .object({ password: registrationBase.password, password2: RepeatedPasswordSchema.optional().default('') })
    .superRefine(passwordsMatch('password', 'password2'), WITH_THE_OTHER_ERRORS),
);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/**
 * POST api/account/register (§7). `validationId` is what validate-migration
 * answers once the e-mail is proven with a code; the booking flow's details
 * step registers without one (see docs/decisions.md).
 */
export const RegisterRequestSchema = z.object({
  ...registrationBase,
  address: OptionalAddressSchema.optional(),
  validationId: z.string().max(200).optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

// ---------------------------------------------------------------- codes and passwords

export const EmailOnlySchema = z.object({ emailAddress: EmailSchema });
export type EmailOnly = z.infer<typeof EmailOnlySchema>;

export const OtpFormSchema = z.object({ otp: OtpSchema });

export const ValidateMigrationRequestSchema = z.object({ emailAddress: EmailSchema, code: OtpSchema });
export const ValidateMigrationResponseSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  Title: z.string(),
  /** A former member's telephone from the old system ('' when none), to prefill. */
  Telephone: z.string(),
  validationId: z.string(),
});
export type ValidateMigrationResponse = z.infer<typeof ValidateMigrationResponseSchema>;

/** Reset step 3 (§5: both required and equal). */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, password2: RepeatedPasswordSchema })
  .superRefine(passwordsMatch('password', 'password2'), WITH_THE_OTHER_ERRORS);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const PasswordResetConfirmRequestSchema = z.object({ id: z.string().min(1).max(100), otp: OtpSchema });
/** password-reset-initiate and forgot-password: always a fresh reset id, member or not. */
export const PasswordResetInitiateResponseSchema = z.object({ resetId: z.string() });
/** password-reset-confirm: the proof of the code for the change step. */
export const PasswordResetConfirmResponseSchema = z.object({ validationId: z.string() });
export const PasswordResetChangeRequestSchema = z
  .object({
    id: z.string().min(1).max(100),
    validationId: z.string().min(1).max(200),
    password: NewPasswordSchema,
    password2: RepeatedPasswordSchema,
  })
  .superRefine(passwordsMatch('password', 'password2'), WITH_THE_OTHER_ERRORS);
export type PasswordResetChangeRequest = z.infer<typeof PasswordResetChangeRequestSchema>;

/** Change password (§5): old required, new at least 8, confirmation equal. */
export const ChangePasswordSchema = z
  .object({
    oldPassword: z
      .string()
      .min(1, { message: 'Enter your current password' })
      .max(MAX_PASSWORD_LENGTH, { message: 'Enter your current password' }),
    password1: NewPasswordSchema,
    password2: RepeatedPasswordSchema,
  })
  .superRefine(passwordsMatch('password1', 'password2'), WITH_THE_OTHER_ERRORS);
export type ChangePasswordForm = z.infer<typeof ChangePasswordSchema>;

/** Change e-mail, step 1 (account details): the new address and the current password. */
export const EmailChangeRequestSchema = z.object({
  /** Named apart from the profile's emailAddress: both forms share the details screen (field ids). */
  newEmailAddress: EmailSchema,
  password: givenPassword('Enter your current password'),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;
/** Step 1's answer: the change to confirm with the code sent to the new address. */
export const EmailChangeResponseSchema = z.object({ changeId: z.string() });
/** Change e-mail, step 2: the 6-digit code from the new address. */
export const EmailChangeConfirmRequestSchema = z.object({ id: z.string().min(1).max(100), otp: OtpSchema });

// ---------------------------------------------------------------- marketing

export const MarketingDataFieldSchema = z.object({
  Key: z.enum([
    'ADDRESS1',
    'ADDRESS2',
    'CITY',
    'POSTCODE',
    'TITLE',
    'FIRSTNAME',
    'LASTNAME',
    'DATE_OF_BIRTH',
  ]),
  Value: z.string().max(200),
});
export const SubscribeRequestSchema = z.object({
  emailAddress: EmailSchema,
  addressBooks: z.array(z.number().int().positive()).max(20),
  dataFields: z.array(MarketingDataFieldSchema).max(20).optional().default([]),
});
export const UnsubscribeRequestSchema = z.object({
  emailAddress: EmailSchema,
  addressBooks: z.array(z.number().int().positive()).max(20),
});
export const AddressBookSchema = z.object({ id: z.number(), title: z.string(), subscribed: z.boolean() });
export const AddressBooksResponseSchema = z.object({ addressBooks: z.array(AddressBookSchema) });
export type AddressBook = z.infer<typeof AddressBookSchema>;

/** The account's Preferences form (account-area §7): the ids of the lists ticked. */
export const PreferencesFormSchema = z.object({ addressBooks: MailingListIdsSchema });
export type PreferencesFormInput = z.input<typeof PreferencesFormSchema>;
export type PreferencesForm = z.output<typeof PreferencesFormSchema>;

// ---------------------------------------------------------------- tokens

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** An OAuth 2.0 error answer of the token and revocation endpoints (RFC 6749 §5.2). */
export const OAuthErrorResponseSchema = z.object({ error: z.string(), error_description: z.string() });
export type OAuthErrorResponse = z.infer<typeof OAuthErrorResponseSchema>;
