import { z } from 'zod';
import { EmailSchema, requiredText, TelephoneSchema } from './person-fields';
import { PlansRequestSchema } from './plan.schemas';
import { LocalDateSchema } from './wire-formats';

/** 'HH:mm', the resort's local time. */
const WindowTimeSchema = z
  .string({ error: 'Enter a time, like 10:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time, like 10:00' });

/** Who to tell and the window: the join form's fields. */
const waitingContactShape = {
  Name: requiredText('Enter your name', 'Name', 100),
  Email: EmailSchema,
  Phone: TelephoneSchema,
  WindowFrom: WindowTimeSchema,
  WindowTo: WindowTimeSchema,
};

const windowInOrder = (body: { WindowFrom: string; WindowTo: string }) => body.WindowFrom < body.WindowTo;
const WINDOW_OUT_OF_ORDER = {
  error: 'Choose an end of the window later than its start',
  path: ['WindowTo'],
};

/** The join form (the guests' treatments come from the booking, not from fields). */
export const WaitingJoinFormSchema = z.object(waitingContactShape).refine(windowInOrder, WINDOW_OUT_OF_ORDER);
export type WaitingJoinForm = z.infer<typeof WaitingJoinFormSchema>;

/**
 * What a guest waits for (decisions 0285, 0370): their treatments' times (each guest's
 * treatments, the window their treatments may start in); an arrival on a Spa Day date
 * with none (the window their arrival may be in); or one guest's add-on treatment (the
 * window it may start in). The date and the rest of the day are what the session holds.
 */
export const WaitingWantsSchema = z.enum(['treatments', 'arrival', 'add-on'], {
  error: "must be 'treatments', 'arrival' or 'add-on'",
});
export type WaitingWants = z.infer<typeof WaitingWantsSchema>;

/** The add-on treatment a guest waits for: its activity code (treatment and duration). */
export const WaitingAddOnSchema = z.object({
  GuestIndex: PlansRequestSchema.shape.GuestRequirements.element.shape.GuestIndex,
  Code: PlansRequestSchema.shape.GuestRequirements.element.shape.Activities.element,
});

/**
 * Joining the waiting list from a dead end: who to tell, what is wanted and the window.
 * GuestRequirements with treatments; AddOn with an add-on; neither with an arrival.
 */
export const WaitingJoinRequestSchema = z
  .object({
    ...waitingContactShape,
    Wants: WaitingWantsSchema.default('treatments'),
    GuestRequirements: PlansRequestSchema.shape.GuestRequirements.optional(),
    AddOn: WaitingAddOnSchema.optional(),
  })
  .refine(windowInOrder, WINDOW_OUT_OF_ORDER)
  .refine((body) => body.Wants !== 'treatments' || body.GuestRequirements, {
    error: "must list each guest's treatments",
    path: ['GuestRequirements'],
  })
  .refine((body) => body.Wants !== 'add-on' || body.AddOn, {
    error: 'must name the add-on treatment and its guest',
    path: ['AddOn'],
  });
export type WaitingJoinRequest = z.infer<typeof WaitingJoinRequestSchema>;

/** The Spa Day a guest waits for on a date with none (the package list's dead end). */
const spaDayShape = { PremierId: requiredText('Choose a Spa Day', 'Spa Day', 64) };

/** The join form on a date with no Spa Day: who to tell, the Spa Day, the arrival window. */
export const WaitingDateJoinFormSchema = z
  .object({ ...waitingContactShape, ...spaDayShape })
  .refine(windowInOrder, WINDOW_OUT_OF_ORDER);
export type WaitingDateJoinForm = z.infer<typeof WaitingDateJoinFormSchema>;

/**
 * Joining the waiting list for an arrival on a date with no Spa Day free (decision 0370),
 * before any session: the date, the party and the Spa Day are the guest's wish.
 */
export const WaitingDateJoinRequestSchema = z
  .object({
    ...waitingContactShape,
    ...spaDayShape,
    Date: LocalDateSchema,
    PartySize: z
      .number({ error: 'must be a number of guests' })
      .int({ error: 'must be a whole number of guests' })
      .min(1, { error: 'must be at least 1 guest' })
      .max(4, { error: 'must be at most 4 guests' }),
  })
  .refine(windowInOrder, WINDOW_OUT_OF_ORDER);
export type WaitingDateJoinRequest = z.infer<typeof WaitingDateJoinRequestSchema>;

/** The same answer whoever the address belongs to (no account enumeration). */
export const WaitingJoinResponseSchema = z.object({
  Message: z.string(),
});

export const WaitingStateSchema = z.enum(['waiting', 'offered', 'booked', 'lapsed', 'left']);

/** An entry as the spa team and its member see it. */
export const WaitingEntrySchema = z.object({
  Id: z.string(),
  Date: z.string(),
  PartySize: z.number().int(),
  PackageName: z.string().nullable(),
  Wants: WaitingWantsSchema,
  Treatments: z.array(z.string()),
  WindowFrom: z.string(),
  WindowTo: z.string(),
  State: WaitingStateSchema,
  JoinedAt: z.string(),
  OfferedAt: z.string().nullable(),
});
export type WaitingEntryWire = z.infer<typeof WaitingEntrySchema>;

/** The spa team's view adds who to contact. */
export const StaffWaitingEntrySchema = WaitingEntrySchema.extend({
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
  OfferedByStaff: z.boolean(),
});

export const StaffWaitingListSchema = z.object({ Entries: z.array(StaffWaitingEntrySchema) });
export const MemberWaitingListSchema = z.object({ Entries: z.array(WaitingEntrySchema) });
export type StaffWaitingList = z.infer<typeof StaffWaitingListSchema>;
