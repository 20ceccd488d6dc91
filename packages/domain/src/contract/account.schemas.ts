import { z } from 'zod';

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
  email: 'Enter a valid email address',
  emailRequired: 'Enter your email address',
  passwordRequired: 'Enter your password',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, { message });

export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { message: MESSAGES.emailRequired })
  .max(254, { message: MESSAGES.email })
  .pipe(z.email({ message: MESSAGES.email }));

export const OtpSchema = z
  .string({ error: MESSAGES.otp })
  .trim()
  .regex(/^\d{6}$/, { message: MESSAGES.otp });

/** A new password: at least 8 characters, long ones allowed, any characters (paste allowed). */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(MIN_PASSWORD_LENGTH, { message: MESSAGES.passwordMin })
  .max(MAX_PASSWORD_LENGTH, { message: `Maximum ${MAX_PASSWORD_LENGTH} characters` });

/** A UK telephone or an international one: digits, spaces, brackets, dashes, an optional leading +. */
export const TelephoneSchema = z
  .string({ error: 'Enter your telephone number' })
  .trim()
  .min(1, { message: 'Enter your telephone number' })
  .regex(/^\+?[\d\s()-]{7,20}$/, { message: 'Enter a valid telephone number' })
  .refine((value) => value.replace(/\D/g, '').length >= 7, { message: 'Enter a valid telephone number' });

/** YYYY-MM-DD; an empty string means not given. */
export const BirthdaySchema = z
  .string()
  .trim()
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'Enter a valid date' })
  .or(z.literal(''))
  .optional();

// ---------------------------------------------------------------- postcodes

/** Outward code, optional space, inward code; anchored, checked after upper-casing. */
export const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

/** 'co7 7aa', 'CO77AA', ' Co7  7Aa ' → 'CO7 7AA'; null when it is not a UK postcode. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = UK_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

export const PostcodeLookupRequestSchema = z.object({
  postalCode: z
    .string({ error: 'Enter a postcode' })
    .trim()
    .min(1, { message: 'Enter a postcode' })
    .max(16, { message: 'Enter a valid UK postcode' })
    .refine((value) => normaliseUkPostcode(value) !== null, { message: 'Enter a valid UK postcode' }),
});
export const LookupAddressSchema = z.object({ line1: z.string(), locality: z.string(), city: z.string() });
export const PostcodeLookupResponseSchema = z.object({
  postalCode: z.string().nullable(),
  addresses: z.array(LookupAddressSchema),
});
export type LookupAddress = z.infer<typeof LookupAddressSchema>;

// ---------------------------------------------------------------- login

/** Account area login (§5: email and password required). */
export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { message: MESSAGES.passwordRequired }),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Booking start screen login (booking-flow §5: Username and Password required). */
export const StartLoginFormSchema = z.object({
  username: required('Enter your username'),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { message: MESSAGES.passwordRequired }),
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

const AddressInputSchema = z.object({
  line1: z.string().trim().max(100).optional().default(''),
  line2: z.string().trim().max(100).optional().default(''),
  city: z.string().trim().max(100).optional().default(''),
  country: z.string().trim().max(3).optional().default(''),
  postCode: z.string().trim().max(16).optional().default(''),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

const RequiredAddressSchema = z.object({
  line1: required('Enter address line 1').pipe(z.string().max(100)),
  line2: z.string().trim().max(100).optional().default(''),
  city: required('Enter a city').pipe(z.string().max(100)),
  country: required('Select a country').pipe(z.string().max(3)),
  postCode: required('Enter a postcode').pipe(z.string().max(16)),
});

const accountDetailsBase = {
  title: required('Select a title'),
  firstName: required('Enter your first name').pipe(z.string().max(100)),
  lastName: required('Enter your last name').pipe(z.string().max(100)),
  emailAddress: EmailSchema,
  telephone: TelephoneSchema,
  birthday: BirthdaySchema,
};

/**
 * Account details (§5). With RegisteredInOpera the address is required too
 * (line 2 optional); otherwise it is not sent.
 */
export function accountDetailsSchema(registeredInOpera: boolean) {
  return registeredInOpera
    ? z.object({ ...accountDetailsBase, address: RequiredAddressSchema })
    : z.object({ ...accountDetailsBase, address: AddressInputSchema.optional() });
}
/** The server accepts either shape and checks the address against the member's flag. */
export const AccountUpdateRequestSchema = z.object({
  ...accountDetailsBase,
  address: AddressInputSchema.optional(),
});
export type AccountDetailsForm = z.infer<ReturnType<typeof accountDetailsSchema>>;
export type AccountUpdateRequest = z.infer<typeof AccountUpdateRequestSchema>;

// ---------------------------------------------------------------- registration

const MailingListIdsSchema = z.array(z.number().int().positive()).max(20).default([]);

const registrationBase = {
  title: required('Select a title'),
  firstName: required('Enter your first name').pipe(z.string().max(100)),
  lastName: required('Enter your last name').pipe(z.string().max(100)),
  emailAddress: EmailSchema,
  telephone: z.string().trim().max(30).optional().default(''),
  birthday: BirthdaySchema,
  terms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  addressBooks: MailingListIdsSchema,
};

/** The register screen's form (§5): password optional, at least 8 characters when given. */
export const RegisterFormSchema = z.object({
  ...registrationBase,
  password: NewPasswordSchema.or(z.literal('')).optional(),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/**
 * POST api/account/register (§7). `validationId` is what validate-migration
 * answers once the e-mail is proven with a code; the booking flow's details
 * step registers without one (see docs/decisions.md).
 */
export const RegisterRequestSchema = z.object({
  ...registrationBase,
  telephone: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || TelephoneSchema.safeParse(v).success, {
      message: 'Enter a valid telephone number',
    })
    .optional()
    .default(''),
  password: NewPasswordSchema.or(z.literal('')).optional(),
  address: AddressInputSchema.optional(),
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
  validationId: z.string(),
});
export type ValidateMigrationResponse = z.infer<typeof ValidateMigrationResponseSchema>;

/** Reset step 3 (§5: both required and equal). */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, password2: z.string() })
  .refine((v) => v.password === v.password2, { message: MESSAGES.passwordsMatch, path: ['password2'] });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const PasswordResetConfirmRequestSchema = z.object({ id: z.string().min(1).max(100), otp: OtpSchema });
export const PasswordResetChangeRequestSchema = z
  .object({
    id: z.string().min(1).max(100),
    validationId: z.string().min(1).max(200),
    password: NewPasswordSchema,
    password2: z.string(),
  })
  .refine((v) => v.password === v.password2, { message: MESSAGES.passwordsMatch, path: ['password2'] });

/** Change password (§5): old required, new at least 8, confirmation equal. */
export const ChangePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, { message: 'Enter your current password' }),
    password1: NewPasswordSchema,
    password2: z.string(),
  })
  .refine((v) => v.password1 === v.password2, { message: MESSAGES.passwordsMatch, path: ['password2'] });
export type ChangePasswordForm = z.infer<typeof ChangePasswordSchema>;

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

// ---------------------------------------------------------------- tokens

export const OAUTH_CLIENT_ID = 'spa-web';
export const OAUTH_SCOPES = 'openid profile email spa-api spa-user offline_access';

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** OAuth error codes the web app reacts to (booking-flow §8, account-area §8). */
export const LOGIN_ERRORS = {
  invalidCredentials: 'invalid_username_or_password',
  migrationInitiated: 'member_migration_initiated',
} as const;
