import { z } from 'zod';

/** booking-flow §5, Guests: title, first name and last name each required. */
export const GuestNameSchema = z.object({
  title: z.string().trim().min(1, { error: 'Select a title' }),
  firstName: z
    .string()
    .trim()
    .min(1, { error: 'Enter a first name' })
    .max(50, { error: 'First name must be 50 characters or fewer' }),
  lastName: z
    .string()
    .trim()
    .min(1, { error: 'Enter a last name' })
    .max(50, { error: 'Last name must be 50 characters or fewer' }),
  isLoggedInUser: z.boolean(),
});

export const GuestNamesFormSchema = z.object({ guests: z.array(GuestNameSchema).min(1).max(4) });
export type GuestNamesForm = z.infer<typeof GuestNamesFormSchema>;
