import { StaffBookingFeesSchema } from './fees.schemas';
import { LedgerStatementSchema } from './ledger.schemas';
import { z } from 'zod';
import { LoginFormSchema, NewPasswordSchema, WITH_THE_OTHER_ERRORS, passwordsMatch } from './account.schemas';
import { HealthFormStatusSchema } from './health.schemas';
import { GuestStaySchema, StaffNoteSchema } from './guest-record.schemas';
import { EmailSchema, typedText } from './person-fields';
import { LocalDateSchema, OffsetDateTimeSchema, WireCodeSchema } from './wire-formats';

/**
 * The spa team's side (issue 15): staff sign-in, the day's diary, finding a booking,
 * arrivals and changes made on a guest's behalf. PascalCase at the edge, as the
 * guest-facing calls.
 */

/** Reception runs the day; a spa manager also marks absences. */
export const StaffRoleSchema = z.enum(['reception', 'spa_manager']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const StaffProfileSchema = z.object({
  Id: z.string(),
  Email: z.string(),
  Name: z.string(),
  Role: StaffRoleSchema,
});
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

/** The staff sign-in form: e-mail and password, the members' rules and words. */
export const StaffSignInRequestSchema = LoginFormSchema;
export type StaffSignInRequest = z.infer<typeof StaffSignInRequestSchema>;

/** A spa manager adds a staff account (the first manager comes from STAFF_MANAGER_EMAIL). */
export const StaffAccountRequestSchema = z.object({
  Email: EmailSchema,
  Name: typedText('Enter a name', 100),
  Role: StaffRoleSchema,
  Password: NewPasswordSchema,
});
export type StaffAccountRequest = z.infer<typeof StaffAccountRequestSchema>;

/**
 * The manager's new-account form: the request's rules, and the password typed twice. The pair is
 * its own half of an intersection (as the register form's): an empty e-mail, which stops its
 * object's refinements, never hides 'Passwords must match' until it is fixed.
 */
export const StaffAccountFormSchema = z.intersection(
  StaffAccountRequestSchema.omit({ Password: true }),
  z
    .object({ Password: NewPasswordSchema, Password2: z.string() })
    .superRefine(passwordsMatch('Password', 'Password2'), WITH_THE_OTHER_ERRORS),
);
export type StaffAccountForm = z.infer<typeof StaffAccountFormSchema>;

/** A staff account as the spa manager's list shows it. */
export const StaffAccountSchema = StaffProfileSchema.extend({
  CreatedAt: z.iso.datetime(),
  Disabled: z.boolean(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountListSchema = z.object({ Accounts: z.array(StaffAccountSchema) });
export type StaffAccountList = z.infer<typeof StaffAccountListSchema>;
export const StaffAccountParamsSchema = z.object({ staffId: z.uuid({ error: 'Not a staff id' }) });
/** Disable an account (its sign-ins stop at once) or enable it again. */
export const StaffAccountStatusRequestSchema = z.object({ Disabled: z.boolean() });

export const StaffSignInResponseSchema = z.object({
  AccessToken: z.string(),
  ExpiresAt: z.iso.datetime(),
  Staff: StaffProfileSchema,
});
export type StaffSignInResponse = z.infer<typeof StaffSignInResponseSchema>;

export const StaffDateQuerySchema = z.object({ date: LocalDateSchema });

/** A therapist, room or other resource of the diary's grid. */
export const DiaryResourceSchema = z.object({ Id: z.string(), Name: z.string() });

export const ArrivalStatusSchema = z.enum(['checked_in', 'no_show']);
export type ArrivalStatus = z.infer<typeof ArrivalStatusSchema>;

/** What the guest typed for the spa team (special requests, a code from the search, decision 142); '' when nothing. */
export const GuestNoteSchema = z.string().max(2000);

/** One claimed span in the diary: a confirmed booking's or a live hold's (greyed). */
export const DiaryEntrySchema = z.object({
  ClaimId: z.number().int(),
  Status: z.enum(['confirmed', 'held']),
  StaffId: z.string().nullable(),
  RoomId: z.string().nullable(),
  Start: OffsetDateTimeSchema,
  /** Where the guest's part ends (the turnover after it is the room's and therapist's). */
  End: OffsetDateTimeSchema,
  Label: z.string(),
  GuestName: z.string().nullable(),
  BookingId: z.string().nullable(),
  ConfirmationId: z.string().nullable(),
  /** The booking's arrival: checked in, a no-show, or not yet (null; also for holds). */
  Arrival: ArrivalStatusSchema.nullable(),
  /** What the guest told us; '' when nothing (and for holds). */
  GuestNote: GuestNoteSchema,
  /** What this guest's health answers flag (healthFlags); none when nothing does or not answered. */
  HealthFlags: z.array(z.string()),
  /** What is still to pay on the booking (its ledger); 0 when paid, and for holds. */
  BalancePence: z.number().int(),
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;

export const DiaryAbsenceSchema = z.object({
  Id: z.number().int(),
  StaffId: z.string(),
  Start: OffsetDateTimeSchema,
  End: OffsetDateTimeSchema,
  Reason: z.enum(['holiday', 'sickness', 'training', 'other']),
});
export type DiaryAbsence = z.infer<typeof DiaryAbsenceSchema>;

/** A garden, the mud room or a restaurant: its sessions or times with what is used of what it holds. */
export const DiaryCapacitySchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Kind: z.enum(['garden', 'mud-room', 'restaurant']),
  Unit: z.enum(['places', 'groups', 'tables']),
  Slots: z.array(
    z.object({
      Start: OffsetDateTimeSchema,
      End: OffsetDateTimeSchema,
      Used: z.number().int().nonnegative(),
      Capacity: z.number().int().positive(),
    }),
  ),
});
export type DiaryCapacity = z.infer<typeof DiaryCapacitySchema>;

export const StaffDiarySchema = z.object({
  Date: LocalDateSchema,
  /** The grid's first and last hour, local. */
  OpensAt: OffsetDateTimeSchema,
  ClosesAt: OffsetDateTimeSchema,
  Therapists: z.array(DiaryResourceSchema),
  Rooms: z.array(DiaryResourceSchema),
  Entries: z.array(DiaryEntrySchema),
  Absences: z.array(DiaryAbsenceSchema),
  /** When each therapist works that day, by the rota (a break is the gap between two spans). */
  Working: z.array(z.object({ StaffId: z.string(), Start: OffsetDateTimeSchema, End: OffsetDateTimeSchema })),
  /** The gardens, the mud room and the restaurants that day (confirmed and held). */
  Capacity: z.array(DiaryCapacitySchema),
});
export type StaffDiary = z.infer<typeof StaffDiarySchema>;

/** Confirmation number, guest name, e-mail or phone: two characters at least. */
export const StaffBookingSearchQuerySchema = z.object({
  q: typedText('Enter at least 2 characters', 100, 2),
});

export const StaffBookingSummarySchema = z.object({
  Id: z.string(),
  ConfirmationId: z.string(),
  Date: LocalDateSchema,
  LeadName: z.string(),
  Email: z.string(),
  Telephone: z.string().nullable(),
  GuestCount: z.number().int(),
  /** The first thing booked that day, or null when nothing is left (cancelled). */
  FirstStart: OffsetDateTimeSchema.nullable(),
  Arrival: ArrivalStatusSchema.nullable(),
  Cancelled: z.boolean(),
  GuestNote: GuestNoteSchema,
  /** The health questionnaire: answered by all, some or none of the guests, and what it flags ('Name: …' when several). */
  Health: z.object({ Status: HealthFormStatusSchema, Flags: z.array(z.string()) }),
  /** What is still to pay (its ledger): a desk booking paid on arrival or by a link not yet used. */
  BalancePence: z.number().int(),
  /** The staff's notes on the lead booker (their guest record), newest first. */
  StaffNotes: z.array(StaffNoteSchema),
});
export type StaffBookingSummary = z.infer<typeof StaffBookingSummarySchema>;

/**
 * The guest record (issue 22 item 2, decisions 0380, 0395): any guest of a booking's party known
 * by an e-mail or phone, every confirmed booking with a guest of the same e-mail or phone (newest
 * first; cancellations and no-shows included), the hotel stays led by that e-mail, and the notes.
 */
export const StaffGuestRecordSchema = z.object({
  Name: z.string(),
  /** Null for a party guest who gave only a phone. */
  Email: z.string().nullable(),
  Telephone: z.string().nullable(),
  Bookings: z.array(StaffBookingSummarySchema),
  Stays: z.array(GuestStaySchema),
  Notes: z.array(StaffNoteSchema),
});
export type StaffGuestRecord = z.infer<typeof StaffGuestRecordSchema>;

export const StaffBookingListSchema = z.object({ Bookings: z.array(StaffBookingSummarySchema) });
export type StaffBookingList = z.infer<typeof StaffBookingListSchema>;

export const StaffBookingParamsSchema = z.object({ id: z.uuid({ error: 'Not a booking id' }) });

export const StaffBookingItemSchema = z.object({
  ClaimId: z.number().int(),
  Kind: z.string(),
  DisplayName: z.string(),
  GuestNames: z.array(z.string()),
  Start: OffsetDateTimeSchema,
  End: OffsetDateTimeSchema,
  StaffId: z.string().nullable(),
  StaffName: z.string().nullable(),
  RoomId: z.string().nullable(),
  RoomName: z.string().nullable(),
  /** A treatment that can be moved to another time, therapist or room. */
  Movable: z.boolean(),
});
export type StaffBookingItem = z.infer<typeof StaffBookingItemSchema>;

/**
 * The policy, as it stands for a booking: what cancelling now refunds, from when the full
 * cost is incurred, and (once cancelled) what was refunded.
 */
export const CancellationTermsSchema = z.object({
  RefundIfCancelledNow: z.number().int().nonnegative(),
  FullCostFrom: z.iso.datetime(),
  RefundPence: z.number().int().nonnegative().nullable(),
  /** Where cancelling now would send the refund, as a clause: "is refunded to your card", or each part. */
  RefundTo: z.string(),
});
export type CancellationTerms = z.infer<typeof CancellationTermsSchema>;

/** A refund owed on the booking's card payment: pending until the provider took it (retried). */
export const StaffRefundSchema = z.object({
  Reason: z.string(),
  AmountPence: z.number().int().positive(),
  Status: z.enum(['pending', 'refunded']),
  Attempts: z.number().int().nonnegative(),
  LastError: z.string().nullable(),
  At: z.iso.datetime(),
  RefundedAt: z.iso.datetime().nullable(),
});
export type StaffRefund = z.infer<typeof StaffRefundSchema>;

export const StaffBookingDetailSchema = StaffBookingSummarySchema.extend({
  Guests: z.array(
    z.object({
      /** The guest's own id (a part cancel names it); null only before confirmation. */
      Id: z.string().nullable(),
      Name: z.string(),
      Email: z.string().nullable(),
      Telephone: z.string().nullable(),
      /** What cancelling this guest's part now refunds; null when it cannot be cancelled alone (the lead booker, the only guest). */
      PartRefundIfCancelledNow: z.number().int().nonnegative().nullable(),
      /** Where that refund would go, as a clause ("is refunded to the guest's card"); null as above. */
      PartRefundTo: z.string().nullable(),
    }),
  ),
  /** Guests whose part was cancelled: who, when, and what the policy refunded. */
  CancelledParts: z.array(
    z.object({ Name: z.string(), At: z.iso.datetime(), RefundPence: z.number().int() }),
  ),
  Refunds: z.array(StaffRefundSchema),
  Items: z.array(StaffBookingItemSchema),
  TotalPence: z.number().int(),
  Payments: z.array(
    z.object({
      AmountPence: z.number().int(),
      Status: z.string(),
      CardMasked: z.string().nullable(),
      Reference: z.string().nullable(),
    }),
  ),
  Emails: z.array(
    z.object({ Subject: z.string(), To: z.string(), At: z.iso.datetime(), Status: z.string() }),
  ),
  Cancellation: CancellationTermsSchema,
  /** The booking's ledger: what it owes, how it was paid and refunded, the balance. */
  Money: LedgerStatementSchema,
  /** The card kept for the policy, its fees and what a goodwill refund can give (decision 0330). */
  Desk: StaffBookingFeesSchema,
});
export type StaffBookingDetail = z.infer<typeof StaffBookingDetailSchema>;

/** One guest of a booking, by their place in its list of guests (0 … 3). */
export const StaffGuestParamsSchema = StaffBookingParamsSchema.extend({
  /** The guest's id (StaffBookingDetail.Guests[].Id), never a position: positions shift once a guest goes. */
  guest: z.uuid({ error: 'Not a guest id' }),
});

/** Check in, mark a no-show, or undo either ('expected'): only on the booking's day, in the resort's zone. */
export const StaffArrivalRequestSchema = z.object({
  Status: z.enum([...ArrivalStatusSchema.options, 'expected'], {
    error: "Status must be 'checked_in', 'no_show' or 'expected'",
  }),
});
export type StaffArrivalRequest = z.infer<typeof StaffArrivalRequestSchema>;

/** A checked-in booking is cancelled only by a spa manager, with the reason (audited). */
export const OverrideReasonSchema = typedText('Enter the reason (5 characters at least)', 500, 5);

/** Cancelling on a guest's behalf; a spa manager's override reason for a checked-in booking. */
export const StaffCancelRequestSchema = z
  .object({ OverrideReason: OverrideReasonSchema.optional() })
  .nullish();
export type StaffCancelRequest = z.infer<typeof StaffCancelRequestSchema>;

/** Move one treatment: a new start, and a therapist or room wanted (else any free qualified one). */
export const StaffMoveRequestSchema = z.object({
  ClaimId: z.number().int().positive(),
  StartTime: OffsetDateTimeSchema,
  StaffId: WireCodeSchema.optional(),
  RoomId: WireCodeSchema.optional(),
});
export type StaffMoveRequest = z.infer<typeof StaffMoveRequestSchema>;

/** GET api/staff/bookings/{id}/move-choices?claimId=: the treatment to move. */
export const StaffMoveChoicesQuerySchema = z.object({
  claimId: z.coerce
    .number({ error: 'must be the number of a treatment of the booking' })
    .int({ error: 'must be the number of a treatment of the booking' })
    .positive({ error: 'must be the number of a treatment of the booking' }),
});

/** The free, qualified places a treatment can move to, nearest first (decision 0372). */
export const StaffMoveChoicesSchema = z.object({
  Choices: z.array(
    z.object({
      StartTime: OffsetDateTimeSchema,
      StaffId: z.string(),
      StaffName: z.string(),
      RoomId: z.string(),
      RoomName: z.string(),
    }),
  ),
});
export type StaffMoveChoices = z.infer<typeof StaffMoveChoicesSchema>;

export const WallTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:mm' });

/** Part of a day: both times or neither (the whole day); the end after the start. */
function checkAbsenceTimes(body: { From?: string; To?: string }, ctx: z.RefinementCtx) {
  const from = body.From || undefined;
  const to = body.To || undefined;
  if ((from === undefined) !== (to === undefined))
    ctx.addIssue({ code: 'custom', message: 'Enter both times, or neither for the whole day', path: ['To'] });
  else if (from !== undefined && to !== undefined && to <= from)
    ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['To'] });
}

/** A therapist away for a day, or part of one (From/To, local; both or neither). */
export const StaffAbsenceRequestSchema = z
  .object({
    StaffId: WireCodeSchema,
    Date: LocalDateSchema,
    From: WallTimeSchema.optional(),
    To: WallTimeSchema.optional(),
    Reason: DiaryAbsenceSchema.shape.Reason,
  })
  .superRefine(checkAbsenceTimes);

/** The absence form: the same rules, empty times meaning the whole day. */
export const StaffAbsenceFormSchema = z
  .object({
    StaffId: z.string().min(1, { error: 'Choose a therapist' }),
    Date: LocalDateSchema,
    From: WallTimeSchema.or(z.literal('')),
    To: WallTimeSchema.or(z.literal('')),
    Reason: DiaryAbsenceSchema.shape.Reason,
  })
  .superRefine(checkAbsenceTimes);
export type StaffAbsenceForm = z.infer<typeof StaffAbsenceFormSchema>;
export type StaffAbsenceRequest = z.infer<typeof StaffAbsenceRequestSchema>;

/** A confirmed treatment whose therapist is away at its time. */
export const StrandedTreatmentSchema = z.object({
  BookingId: z.string(),
  ConfirmationId: z.string(),
  LeadName: z.string(),
  ClaimId: z.number().int(),
  Label: z.string(),
  Start: OffsetDateTimeSchema,
  End: OffsetDateTimeSchema,
  StaffId: z.string(),
  StaffName: z.string(),
});
export type StrandedTreatment = z.infer<typeof StrandedTreatmentSchema>;

export const StrandedListSchema = z.object({
  Date: LocalDateSchema,
  Stranded: z.array(StrandedTreatmentSchema),
});
export type StrandedList = z.infer<typeof StrandedListSchema>;
