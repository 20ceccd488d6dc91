import { z } from 'zod';
import { EmailSchema, requiredText, TelephoneSchema } from './person-fields';
import { PlansRequestSchema } from './plan.schemas';

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
 * Joining the waiting list from a full day (decision 0285): who to tell, each guest's
 * treatments and the window their treatments may start in. The date and the rest of
 * the day (party, package, arrival, dining, garden) are what the session holds.
 */
export const WaitingJoinRequestSchema = z
  .object({ ...waitingContactShape, GuestRequirements: PlansRequestSchema.shape.GuestRequirements })
  .refine(windowInOrder, WINDOW_OUT_OF_ORDER);
export type WaitingJoinRequest = z.infer<typeof WaitingJoinRequestSchema>;

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
