import { z } from 'zod';
import { minutesOfDay } from './time-of-day';

/**
 * The resort's catalogue: what it sells and what it schedules.
 *
 * Field names follow the specs (PascalCase) so that the configuration calls can
 * hand them out unchanged. Money is integer pence everywhere; clock times of day
 * are 'HH:mm' in the resort's time zone.
 */

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const TimeOfDaySchema = z.string().regex(TIME_OF_DAY, { message: "must be a time of day 'HH:mm'" });
export const PenceSchema = z.number().int({ message: 'must be whole pence' }).nonnegative();
const MinutesSchema = z.number().int().positive();
const CodeSchema = z.string().min(1);
const ImageSchema = z.object({ Path: z.string().min(1), Alt: z.string().min(1) });

/** What the guest reads of a treatment or a package: its name, its words and its pictures. */
const shownEntryFields = {
  DisplayName: z.string().min(1),
  Description: z.string().min(1),
  Images: z.array(ImageSchema),
};

/**
 * A span of the day with the rest of its fields: `start` and `end` are clock times of the
 * shape ('HH:mm'), and `start` must be before `end` (the error names `end`). Every time
 * band, arrival window, sitting, shift and opening of the catalogue is one.
 */
function clockSpan<T extends z.ZodRawShape>(shape: T, start: keyof T & string, end: keyof T & string) {
  const minutes = (span: Record<string, unknown>, key: string) => minutesOfDay(span[key] as string);
  return z.object(shape).refine((span) => minutes(span, start) < minutes(span, end), {
    message: `${start} must be before ${end}`,
    path: [end],
  });
}

export const ResortSchema = z.object({
  Name: z.string().min(1),
  /** IANA zone the resort's clock times are in. */
  TimeZone: z.string().min(1),
  SpaPhoneNumber: z.string().min(1),
  SpaEnquiryUrl: z.string().min(1),
  SiteRootUrl: z.string().min(1),
  PrivacyNoticeUrl: z.string().min(1),
  TermsUrl: z.string().min(1),
  /** 'disabled' shows the booking message instead of the type cards. */
  SpaSystemStatus: z.enum(['enabled', 'disabled']),
  BookingMessage: z.string(),
  /** Step of the slot grid for treatments and add-ons. */
  SlotStepMinutes: MinutesSchema,
  /** How long a chosen time is held for a session while the guest finishes. */
  HoldMinutes: MinutesSchema,
  /** Minutes guests are asked to arrive before their day or treatment. */
  ArriveBeforeMinutes: z.number().int().nonnegative(),
  /** Minutes added to a guest's arrival window end when filtering their treatment slots. */
  ArrivalTreatmentBufferMinutes: z.number().int().nonnegative(),
  /** Dining duration used when a restaurant gives none. */
  DefaultDiningDurationMinutes: MinutesSchema,
  /** Largest party bookable online; bigger groups are asked to phone. */
  MaxGuestsOnline: z.number().int().min(1).max(4),
});
export type Resort = z.infer<typeof ResortSchema>;

export const TitleSchema = z.object({ OperaCode: CodeSchema, DisplayName: z.string().min(1) });
export const CountrySchema = z.object({ OperaCode: CodeSchema, DisplayName: z.string().min(1) });

export const MailingListSchema = z.object({
  Key: z.enum(['spa', 'golf', 'dining', 'events', 'rooms', 'offers']),
  Title: z.string().min(1),
  Id: z.number().int().positive(),
});
export type MailingList = z.infer<typeof MailingListSchema>;

const CardSchema = z.object({
  DisplayName: z.string().min(1),
  Description: z.string().min(1),
  ButtonText: z.string().min(1),
  Images: z.array(ImageSchema).min(1),
});

export const ContentSchema = z.object({
  Type: z.object({
    Heading: z.string().min(1),
    Intro: z.string().min(1),
    BrochureUrl: z.string().min(1),
    BrochureText: z.string().min(1),
    SpaDay: CardSchema,
    SpaTreatment: CardSchema,
  }),
  Search: z.object({
    Heading: z.string().min(1),
    Intro: z.string(),
    LargeGroupMessage: z.string().min(1),
  }),
  GiftVouchers: z.array(z.object({ Title: z.string().min(1), Body: z.string().min(1), Image: ImageSchema })),
});

/** A bookable length of a treatment, as the spa system knows it. */
export const ActivitySchema = z
  .object({
    ID: z.number().int().positive(),
    Code: CodeSchema,
    ActivityCode: CodeSchema,
    /** Minutes the therapist and room are taken: treatment plus turnover. */
    Length: MinutesSchema,
    /** Turnover minutes at the end of Length; the guest sees Length − Interval. */
    Interval: z.number().int().nonnegative(),
    StandardPrice: PenceSchema,
  })
  .refine((a) => a.Interval < a.Length, {
    message: 'Interval must be shorter than Length',
    path: ['Interval'],
  });
export type Activity = z.infer<typeof ActivitySchema>;

/**
 * What the activity's turnover (its Interval, the end of its Length) blocks: the room
 * (clean-up while the therapist moves on), the therapist (notes, their own break while
 * the room is reused) or both (the default, and the only reading before issue 15).
 */
export const CleanUpSchema = z.enum(['both', 'room', 'therapist']);
export type CleanUp = z.infer<typeof CleanUpSchema>;

export const TreatmentSchema = z.object({
  Id: CodeSchema,
  ...shownEntryFields,
  /** Therapist skill the treatment needs. */
  Skill: CodeSchema,
  /** Room types the treatment can take place in. */
  RoomTypes: z.array(CodeSchema).min(1),
  /** Activity codes; a duration whose code has no activity is dropped. */
  Durations: z.array(z.object({ Code: CodeSchema })).min(1),
  /** What the turnover blocks; 'both' when absent. */
  CleanUp: CleanUpSchema.optional(),
});
export type TreatmentEntry = z.infer<typeof TreatmentSchema>;

export const TimeBandSchema = clockSpan(
  { BandNumber: z.number().int().positive(), StartTime: TimeOfDaySchema, EndTime: TimeOfDaySchema },
  'StartTime',
  'EndTime',
);

/** An arrival window within a time band, with how many guests may arrive in it. */
export const BandTimeSchema = clockSpan(
  {
    BandNumber: z.number().int().positive(),
    StartTime: TimeOfDaySchema,
    EndTime: TimeOfDaySchema,
    Capacity: z.number().int().positive(),
  },
  'StartTime',
  'EndTime',
);

export const PackageTreatmentSchema = z.object({
  TreatmentId: CodeSchema,
  /** Activity code of the duration included in the package price. */
  IncludedCode: CodeSchema,
});

export const SpaDaySchema = z.object({
  PremierId: CodeSchema,
  ...shownEntryFields,
  /** Price per person. */
  Price: PenceSchema,
  TimeBands: z.array(TimeBandSchema).min(1),
  BandTimes: z.array(BandTimeSchema).min(1),
  HasDining: z.boolean(),
  HasSpaGarden: z.boolean(),
  HasTreatments: z.boolean(),
  HasExtras: z.boolean(),
  AllowedTreatments: z.number().int().nonnegative(),
  TreatmentIntro: z.string(),
  TreatmentGroups: z.array(
    z.object({ DisplayName: z.string().min(1), Treatments: z.array(PackageTreatmentSchema).min(1) }),
  ),
  Restaurants: z.array(CodeSchema),
  SpaGardenCode: CodeSchema.nullable(),
  /** Keys of extras offered as add-ons. */
  Extras: z.array(CodeSchema),
});
export type SpaDay = z.infer<typeof SpaDaySchema>;

export const ExtraSchema = z.object({
  Key: CodeSchema,
  SystemType: z.enum(['APPOINTMENT', 'GROUP']),
  ModalType: z.enum(['MUDROOM', 'TREATMENTS', 'SPAGARDEN']),
  Codes: z
    .array(
      z.object({
        /** Activity code (APPOINTMENT) or spa garden code (GROUP). */
        Code: CodeSchema,
        /** Party size this code is for; absent when it suits any size. */
        Guests: z.number().int().positive().optional(),
        PremierId: CodeSchema,
        DisplayPrice: PenceSchema,
      }),
    )
    .min(1),
  Content: z.object({
    DisplayName: z.string().min(1),
    DisplayPrice: PenceSchema,
    PricePerText: z.string().min(1),
    Description: z.string().min(1),
    Images: z.array(ImageSchema),
    TreatmentGroups: z.array(
      z.object({ DisplayName: z.string().min(1), Treatments: z.array(CodeSchema).min(1) }),
    ),
  }),
});
export type Extra = z.infer<typeof ExtraSchema>;

export const RestaurantSchema = z.object({
  RestaurantId: CodeSchema,
  DisplayName: z.string().min(1),
  SpaCode: CodeSchema,
  SpaFacilityName: z.string().min(1),
  DurationInMins: MinutesSchema.optional(),
  /** Minutes between offered dining times. */
  SlotStepMinutes: MinutesSchema,
  Sittings: z
    .array(
      clockSpan(
        {
          Sitting: z.number().int().positive(),
          DiningStartTime: TimeOfDaySchema,
          DiningEndTime: TimeOfDaySchema,
        },
        'DiningStartTime',
        'DiningEndTime',
      ),
    )
    .min(1),
  Tables: z.array(z.object({ FacilityId: CodeSchema, Seats: z.number().int().positive() })).min(1),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

/** Opening hours on one ISO weekday (1 = Monday … 7 = Sunday), local clock times. */
export const WeekdayHoursSchema = clockSpan(
  { Weekday: z.number().int().min(1).max(7), OpenTime: TimeOfDaySchema, CloseTime: TimeOfDaySchema },
  'OpenTime',
  'CloseTime',
);
export type WeekdayHours = z.infer<typeof WeekdayHoursSchema>;

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date 'YYYY-MM-DD'" });

/**
 * The spa's opening hours: per weekday (a weekday without a row is closed), and
 * dated closures. Nothing of the spa (treatments, add-ons, the garden, the mud room)
 * is offered or held outside them.
 */
export const SpaHoursSchema = z.object({
  Weekly: z.array(WeekdayHoursSchema).max(21),
  Closures: z.array(DateSchema).max(366),
});

export const SpaGardenSchema = z.object({
  Code: CodeSchema,
  DisplayName: z.string().min(1),
  GroupAppointmentTypeID: z.number().int().positive(),
  /** Length of one access session. */
  SessionLengthMinutes: MinutesSchema,
  /** Minutes between session starts. */
  SlotStepMinutes: MinutesSchema,
  OpenTime: TimeOfDaySchema,
  CloseTime: TimeOfDaySchema,
  /** Guests per session, or at any minute with CapacityCounting 'overlapping'. */
  Capacity: z.number().int().positive(),
  /**
   * 'per-session' (the default): each session start has Capacity places. 'overlapping':
   * guests present at any minute, counted over every session then running, are at most
   * Capacity (sessions longer than their step overlap).
   */
  CapacityCounting: z.enum(['per-session', 'overlapping']).optional(),
  /** Price per guest when bought as an add-on (0 when only part of a package). */
  Price: PenceSchema,
});
export type SpaGarden = z.infer<typeof SpaGardenSchema>;

export const MudRoomSchema = z.object({
  RoomId: CodeSchema,
  ActivityCode: CodeSchema,
  MinGuests: z.number().int().min(2),
  Capacity: z.number().int().min(2),
  OpenTime: TimeOfDaySchema,
  CloseTime: TimeOfDaySchema,
});
export type MudRoom = z.infer<typeof MudRoomSchema>;

export const TherapistSchema = z.object({
  StaffId: CodeSchema,
  DisplayName: z.string().min(1),
  Skills: z.array(CodeSchema).min(1),
  /** Weekly shifts; Weekday 1 = Monday … 7 = Sunday (ISO). */
  Shifts: z.array(
    clockSpan(
      { Weekday: z.number().int().min(1).max(7), StartTime: TimeOfDaySchema, EndTime: TimeOfDaySchema },
      'StartTime',
      'EndTime',
    ),
  ),
});
export type Therapist = z.infer<typeof TherapistSchema>;

export const TreatmentRoomSchema = z.object({
  /** '#' is kept for the ids of a room's places ('COUPLES#2', see room-places.ts). */
  RoomId: CodeSchema.regex(/^[^#]+$/, { message: "must not contain '#'" }),
  DisplayName: z.string().min(1),
  RoomType: CodeSchema,
  /** Guests treated at once, each with their own therapist (a couples room: 2); 1 when absent. */
  Capacity: z.number().int().min(1).max(4).optional(),
  /** The room's own hours per weekday, within the spa's; open whenever the spa is when absent. */
  Hours: z.array(WeekdayHoursSchema).max(21).optional(),
});
export type TreatmentRoom = z.infer<typeof TreatmentRoomSchema>;

export const CatalogueSchema = z.object({
  Resort: ResortSchema,
  Titles: z.array(TitleSchema).min(1),
  Countries: z.array(CountrySchema).min(1),
  MailingLists: z.array(MailingListSchema).length(6),
  Content: ContentSchema,
  Activities: z.array(ActivitySchema).min(1),
  Treatments: z.array(TreatmentSchema).min(1),
  SpaDays: z.array(SpaDaySchema).min(1),
  SpaTreatments: z.object({
    Intro: z.string(),
    /** Treatment ids offered in the single-treatment flow. */
    Treatments: z.array(CodeSchema).min(1),
    Extras: z.array(CodeSchema),
  }),
  Extras: z.array(ExtraSchema),
  Restaurants: z.array(RestaurantSchema),
  SpaGardens: z.array(SpaGardenSchema),
  MudRoom: MudRoomSchema.nullable(),
  Therapists: z.array(TherapistSchema).min(1),
  TreatmentRooms: z.array(TreatmentRoomSchema).min(1),
  /** The spa's opening hours and closures; open all day, every day when absent. */
  SpaHours: SpaHoursSchema.optional(),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;
