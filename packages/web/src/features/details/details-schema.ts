import { z } from 'zod';

const required = (message: string) => z.string().trim().min(1, { error: message });

/**
 * booking-flow §5, Details: one schema for the form; the server checks the same
 * fields again in begin-booking (BeginBookingRequestSchema).
 */
export const DetailsFormSchema = z
  .object({
    leadGuest: z.string().min(1, { error: 'Select who is the lead booker' }),
    title: required('Select a title'),
    firstName: required('Enter a first name').max(50, { error: 'First name must be 50 characters or fewer' }),
    lastName: required('Enter a last name').max(50, { error: 'Last name must be 50 characters or fewer' }),
    emailAddress: z
      .string()
      .trim()
      .min(1, { error: 'Enter an email address' })
      .pipe(z.email({ error: 'Enter an email address in the correct format, like name@example.com' })),
    telephone: required('Enter a telephone number').regex(/^[+\d][\d\s()-]{6,}$/, {
      error: 'Enter a telephone number, like 01632 960 001 or +44 1632 960 001',
    }),
    country: required('Select a country'),
    lookupPostCode: z.string(),
    line1: required('Enter address line 1'),
    line2: z.string(),
    city: required('Enter a town or city'),
    postCode: required('Enter a postcode'),
    requests: z.string().max(1000, { error: 'Special requests must be 1000 characters or fewer' }),
    password1: z.string(),
    password2: z.string(),
    joinMailingList: z.boolean(),
    mailingLists: z.array(z.string()),
    terms: z.boolean().refine((v) => v, { error: 'Agree to the privacy notice and terms and conditions' }),
  })
  .superRefine((form, ctx) => {
    if (form.password1 && form.password1.length < 8)
      ctx.addIssue({
        code: 'custom',
        path: ['password1'],
        message: 'Password must be at least 8 characters',
      });
    if (form.password2 !== form.password1)
      ctx.addIssue({ code: 'custom', path: ['password2'], message: 'Passwords must match' });
  });

export type DetailsForm = z.infer<typeof DetailsFormSchema>;

/** Order of the fields on the page, for the error summary. */
export const DETAILS_FIELDS = [
  'leadGuest',
  'title',
  'firstName',
  'lastName',
  'emailAddress',
  'telephone',
  'country',
  'line1',
  'line2',
  'city',
  'postCode',
  'requests',
  'password1',
  'password2',
  'terms',
] as const;
