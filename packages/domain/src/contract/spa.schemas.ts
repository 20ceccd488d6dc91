import { z } from 'zod';
import {
  amountInPence,
  GuestIndexSchema,
  LocalDateSchema,
  OffsetDateTimeSchema,
  PartySizeSchema,
  WireCodeSchema,
  WireLabelSchema,
  WirePenceSchema,
  WireTimeOfDaySchema,
} from './wire-formats';
import { ErrorResponseSchema } from './common.schemas';
import { PromotionDiscountSchema } from './promotion.schemas';
import { SEARCH_CODE_MAX_LENGTH } from './search-rules';
import { HoldKindSchema } from './holds.schemas';
import {
  ADDRESS_LINE_MAX_LENGTH,
  AddressFormSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  PersonTitleSchema,
  SPECIAL_REQUESTS_MAX_LENGTH,
  TelephoneSchema,
  emailAddress,
  optionalText,
} from './person-fields';

/**
 * Wire schemas of the spa calls (booking-flow §7), shared by the api (request
 * validation, response serialisation) and the web (fetch parsing).
 *
 * Field names are the spec's, exactly as it gives them: PascalCase for most bodies,
 * camelCase where the spec shows camelCase (packages, groups, extras and
 * begin-booking bodies). Date-times are ISO 8601 with the resort's UTC offset,
 * dates 'YYYY-MM-DD', money integer pence.
 */

/** A span's start and end on the wire, for the answers that carry one with more (a slot, an item). */
const WIRE_SPAN = { StartDateTime: OffsetDateTimeSchema, EndDateTime: OffsetDateTimeSchema };

/** A span of time on the wire: arrival window, garden session, treatment, dining. */
export const WireIntervalSchema = z
  .object(WIRE_SPAN)
  .refine((w) => Date.parse(w.StartDateTime) < Date.parse(w.EndDateTime), {
    error: 'must be after StartDateTime',
    path: ['EndDateTime'],
  });

// ---------------------------------------------------------------------------
// Packages: POST api/spa/packages

/** Body `{ item: { date, numberOfClients } }` is unwrapped by the route; this is `item`. */
export const PackagesRequestSchema = z.object({
  date: LocalDateSchema,
  numberOfClients: PartySizeSchema,
});

/** One arrival window of a package on the requested date, with what is left of it. */
export const BandTimeAvailabilitySchema = z.object({
  BandNumber: z.number().int().positive(),
  /** 'HH:mm' local, as the arrival buttons show it. */
  StartTime: WireTimeOfDaySchema,
  EndTime: WireTimeOfDaySchema,
  ...WIRE_SPAN,
  /** Guests who may arrive in this window in all. */
  Capacity: z.number().int().positive(),
  /** Guests who still may (capacity less guests already booked or held). */
  SpacesAvailable: z.number().int().nonnegative(),
  /** True when the whole party fits and the package's parts can be served from this arrival. */
  IsAvailable: z.boolean(),
});

export const TimeBandWireSchema = z.object({
  BandNumber: z.number().int().positive(),
  StartTime: WireTimeOfDaySchema,
  EndTime: WireTimeOfDaySchema,
});

export const SpaDayPackageSchema = z.object({
  PremierId: WireCodeSchema,
  DisplayName: z.string(),
  Description: z.string(),
  /** Arrival windows of the date, with remaining capacity. */
  BandTimes: z.array(BandTimeAvailabilitySchema),
  bookingDetails: z.object({
    PackageID: WireCodeSchema,
    /** Price per person, pence. */
    ActualPrice: WirePenceSchema,
    TimeBandIsRequired: z.boolean(),
    TimeBands: z.array(TimeBandWireSchema),
  }),
  HasDining: z.boolean(),
  HasSpaGarden: z.boolean(),
  HasTreatments: z.boolean(),
  HasExtras: z.boolean(),
  Extras: z.array(WireCodeSchema),
  Restaurants: z.array(WireCodeSchema),
  SpaGardenCode: WireCodeSchema.nullable(),
  AllowedTreatments: z.number().int().nonnegative(),
  TreatmentIntro: z.string(),
  /** Latest end of the package's time bands, 'HH:mm'. */
  EndTime: WireTimeOfDaySchema,
});

export const PackagesResponseSchema = z.object({
  /** Only packages that can be served on the date for the party size. */
  packages: z.array(SpaDayPackageSchema),
});

// ---------------------------------------------------------------------------
// Treatment availability

/**
 * A choice already made in the itinerary, which the slots must respect (booking-flow §5).
 * ARRIVAL: the guest's band time; TIME_BAND: the chosen package time band (its end
 * bounds every slot); SPA_GARDEN: the guest's garden session; TREATMENT and
 * ADDON_TREATMENT: treatments already chosen; DINING: the booked restaurant time.
 */
export const FilteredSelectionSchema = z.discriminatedUnion(
  'Type',
  [
    z.object({
      Type: z.literal('ARRIVAL'),
      GuestIndex: GuestIndexSchema,
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
    }),
    z.object({
      Type: z.literal('TIME_BAND'),
      BandNumber: z.number().int().positive(),
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
    }),
    z.object({
      Type: z.literal('SPA_GARDEN'),
      GuestIndex: GuestIndexSchema,
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
    }),
    z.object({
      Type: z.literal('TREATMENT'),
      GuestIndex: GuestIndexSchema,
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
    }),
    z.object({
      Type: z.literal('ADDON_TREATMENT'),
      GuestIndex: GuestIndexSchema,
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
    }),
    z.object({
      Type: z.literal('DINING'),
      StartDateTime: OffsetDateTimeSchema,
      /** Defaults to the restaurant's dining duration (the resort's when no restaurant is named). */
      DurationInMins: z.number().int().positive().optional(),
      /** The restaurant (our addition: the spec's selection does not name it). */
      RestaurantId: WireCodeSchema.optional(),
    }),
  ],
  { error: 'Type must be one of ARRIVAL, TIME_BAND, SPA_GARDEN, TREATMENT, ADDON_TREATMENT, DINING' },
);

export const GuestRequirementSchema = z.object({
  /** Absent in the second form: the position in GuestRequirements is the index. */
  GuestIndex: GuestIndexSchema.optional(),
  /** Activity codes, in the order the guest has them. */
  Activities: z
    .array(WireCodeSchema, { error: 'must be a list of activity codes' })
    .min(1, { error: 'must name at least one activity' })
    .max(4, { error: 'must name at most 4 activities' }),
});

/**
 * Both forms of the availability call in one schema: the first carries
 * GuestIndex and AppointmentExtras, the second FilteredSelections.
 */
export const TreatmentAvailabilityRequestSchema = z
  .object({
    SessionId: WireCodeSchema,
    Date: LocalDateSchema,
    GuestRequirements: z
      .array(
        GuestRequirementSchema.extend({
          /**
           * The therapist the spa team asked for (issue 22: a tapped slot of the diary), who
           * alone gives this guest's treatments. Desk sessions only: the guest flows never
           * choose a therapist (booking-flow §7), so a guest's session is refused it (400).
           */
          StaffId: WireCodeSchema.optional(),
        }),
        { error: 'must be a list of guests' },
      )
      .min(1, { error: 'must have at least one guest' })
      .max(4, { error: 'must have at most 4 guests' }),
    /** Activity codes of appointment extras whose Guests is empty or the party size. */
    AppointmentExtras: z.array(WireCodeSchema).default([]),
    FilteredSelections: z.array(FilteredSelectionSchema).default([]),
    /** One combined start for every guest (the default, as the screen's checkbox). */
    StartTogether: z.boolean({ error: 'must be true or false' }).default(true),
  })
  .superRefine((request, ctx) => {
    const seen = new Set<number>();
    request.GuestRequirements.forEach((guest, position) => {
      const index = guest.GuestIndex ?? position;
      if (seen.has(index))
        ctx.addIssue({
          code: 'custom',
          message: `GuestIndex ${index} appears twice`,
          path: ['GuestRequirements', position, 'GuestIndex'],
        });
      seen.add(index);
    });
  });

/** One appointment of a slot: who, where and when. */
export const TreatmentTimeSchema = z.object({
  /** 1 treatment appointment, 2 mud room group (see ITEM_TYPE). */
  ItemType: z.number().int().positive(),
  StartTime: OffsetDateTimeSchema,
  /** When the guest's treatment ends (start + Length − Interval). */
  EndTime: OffsetDateTimeSchema,
  StaffId: WireCodeSchema,
  RoomId: WireCodeSchema,
  FacilityId: WireCodeSchema,
  /** The activity's ID. */
  AppointmentTypeID: z.number().int().positive(),
});

export const TimeSlotSchema = z.object({
  StartTime: OffsetDateTimeSchema,
  /** 'HH:mm' local. */
  DisplayTime: WireTimeOfDaySchema,
  IsAvailable: z.boolean(),
  /** The guest's treatments from this start, empty when not available. */
  TreatmentTimes: z.array(TreatmentTimeSchema),
});

export const GuestAvailabilitySchema = z.object({
  GuestIndex: GuestIndexSchema,
  Periods: z.object({ AM: z.array(TimeSlotSchema), PM: z.array(TimeSlotSchema) }),
});

/**
 * One change of a held earlier choice that a way out of a treatment dead end makes
 * (BlockedBy.Instead): its hold body's new value.
 */
export const ChoiceChangeSchema = z.discriminatedUnion('Kind', [
  /** Every guest's garden session of the package moved to this start. */
  z.object({
    Kind: z.literal('garden'),
    StartDateTime: OffsetDateTimeSchema,
    DisplayTime: WireTimeOfDaySchema,
  }),
  /** The party's table at the same restaurant at this time (the dining hold's TimeSlot). */
  z.object({
    Kind: z.literal('dining'),
    RestaurantId: WireCodeSchema,
    /** The restaurant's name, for the guest to read. */
    DisplayName: z.string().max(100),
    TimeSlot: OffsetDateTimeSchema,
    DisplayTime: WireTimeOfDaySchema,
  }),
  /** Every guest arriving at this band time of the same package. */
  z.object({
    Kind: z.literal('arrival'),
    BandNumber: z.number().int().positive(),
    StartDateTime: OffsetDateTimeSchema,
    DisplayTime: WireTimeOfDaySchema,
  }),
]);

/** Body of POST api/session/{id}/way-out: the changes a dead end's BlockedBy.Instead offered. */
export const WayOutRequestSchema = z.object({
  Changes: z.array(ChoiceChangeSchema, { error: 'must be the changes offered' }).min(1).max(2),
});

export const TreatmentAvailabilityResponseSchema = z.object({
  GuestAvailability: z.array(GuestAvailabilitySchema),
  /**
   * When no time is free and the session holds earlier choices: the latest-made of them
   * (spa garden, dining, arrival) whose setting aside would free a time, and the way out
   * (decision 162), so the guest is never left at a dead end. Absent when none would, or
   * without a session.
   */
  BlockedBy: z
    .object({
      Kind: HoldKindSchema,
      /**
       * The nearest change of the held earlier choices that really leaves every guest a
       * treatment time: one change, or two when one alone does not (a later lunch needs a
       * later garden session first). In the order to hold them; the engine holds each
       * after the one before, and then finds a time. Absent when none does within the
       * search's bound.
       */
      Instead: WayOutRequestSchema.shape.Changes.optional(),
      /** When no change that day does: the nearest other date on which the package leaves these treatments a time. */
      OtherDate: LocalDateSchema.optional(),
    })
    .optional(),
});

// ---------------------------------------------------------------------------
// Spa garden groups: POST api/spa/groups

export const GroupsRequestSchema = z.object({
  date: LocalDateSchema,
  /** Which garden; all gardens when absent. */
  spaGardenCode: WireCodeSchema.optional(),
  /** Guests going together; slots with fewer spaces are blocked. */
  numberOfGuests: PartySizeSchema.optional(),
  FilteredSelections: z.array(FilteredSelectionSchema).default([]),
});

export const SpaGardenSlotSchema = z.object({
  ...WIRE_SPAN,
  NumberOfSpacesAvailable: z.number().int().nonnegative(),
  GroupAppointmentTypeID: z.number().int().positive(),
  /** Blocked by §5: no spaces for the party, outside the time band, or too near dining. */
  IsBlocked: z.boolean(),
});

export const GroupsResponseSchema = z.object({
  Groups: z.array(
    z.object({ Code: WireCodeSchema, DisplayName: z.string(), Slots: z.array(SpaGardenSlotSchema) }),
  ),
});

// ---------------------------------------------------------------------------
// Restaurant: POST api/restaurant

export const RestaurantRequestSchema = z.object({
  Guests: PartySizeSchema,
  ArrivalDate: LocalDateSchema,
  NumberOfNights: z.literal(1, { error: 'must be 1: dining is for the spa day only' }).default(1),
  Restaurants: z
    .array(WireCodeSchema, { error: 'must be a list of restaurant ids' })
    .min(1, { error: 'must name at least one restaurant' }),
  Sitting: z.number({ error: 'must be a sitting number' }).int().positive().optional(),
  /** Earliest dining start 'HH:mm', inclusive. */
  StartTime: WireTimeOfDaySchema.optional(),
  /** Latest dining start 'HH:mm', exclusive. */
  EndTime: WireTimeOfDaySchema.optional(),
});

export const DiningTimeSlotSchema = z.object({
  TimeSlot: OffsetDateTimeSchema,
  DisplayTime: WireTimeOfDaySchema,
  /** Table ids that together seat the party for the whole dining duration. */
  Facilities: z.array(WireCodeSchema).min(1),
});

export const RestaurantResponseSchema = z.array(
  z.object({
    RestaurantId: WireCodeSchema,
    DisplayName: z.string(),
    DurationInMins: z.number().int().positive(),
    RestaurantAvailabilities: z.array(
      z.object({
        Date: LocalDateSchema,
        Sitting: z.number().int().positive(),
        Availability: z.object({ TimeSlots: z.array(DiningTimeSlotSchema) }),
      }),
    ),
  }),
);

// ---------------------------------------------------------------------------
// Facilities: POST api/spa/facilities

export const FacilitiesRequestSchema = z.object({ date: LocalDateSchema });

/** A shared facility of the spa on the date: when it is open and how many it takes at once. */
export const FacilitySchema = z.object({
  Code: WireCodeSchema,
  DisplayName: z.string(),
  Kind: z.enum(['SPA_GARDEN', 'MUD_ROOM', 'RESTAURANT']),
  OpenDateTime: OffsetDateTimeSchema,
  CloseDateTime: OffsetDateTimeSchema,
  /** Guests at once (a restaurant: its seats). */
  Capacity: z.number().int().nonnegative(),
});

export const FacilitiesResponseSchema = z.object({ facilities: z.array(FacilitySchema) });

// ---------------------------------------------------------------------------
// Extras: POST api/spa/extras

export const ExtrasRequestSchema = z
  .object({
    date: LocalDateSchema,
    /** Activity codes of appointment extras (mud room, add-on treatments). */
    appointmentExtras: z.array(WireCodeSchema).default([]),
    /** PremierIds of group extras (spa garden). */
    groupExtras: z.array(WireCodeSchema).default([]),
    /** Guests the add-on is for: the add-on treatment's guest, or the mud room / garden group. */
    guestIndexes: z.array(GuestIndexSchema).default([]),
    FilteredSelections: z.array(FilteredSelectionSchema).default([]),
  })
  .refine((r) => r.appointmentExtras.length > 0 || r.groupExtras.length > 0, {
    error: 'name at least one extra in appointmentExtras or groupExtras',
    path: ['appointmentExtras'],
  });

export const AddonItemSchema = z.object({
  ...WIRE_SPAN,
  /** Pence: per group for the mud room, per guest for the garden, per treatment. */
  ActualPrice: WirePenceSchema,
  /** The assignment behind an add-on treatment item (absent for group items). */
  StaffId: WireCodeSchema.optional(),
  RoomId: WireCodeSchema.optional(),
  AppointmentTypeID: z.number().int().positive().optional(),
  NumberOfSpacesAvailable: z.number().int().nonnegative().optional(),
});

export const ExtrasResponseSchema = z.object({
  /** Key = the activity code asked for. */
  AddonAppointments: z.array(z.object({ Key: WireCodeSchema, Items: z.array(AddonItemSchema) })),
  /** One per group extra asked for (Key = its PremierId). */
  Groups: z.array(z.object({ Key: WireCodeSchema, Items: z.array(AddonItemSchema) })),
});

// ---------------------------------------------------------------------------
// Begin booking: POST api/spa/{id}/begin-booking

/**
 * A guest of the booking. The lead booker's contact fields follow the same rules
 * as the details form (person-fields), so the form never accepts what this refuses.
 */
const ClientSchema = z.object({
  title: PersonTitleSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  /** Start of the guest's band time (Spa Day). */
  arrivalTime: OffsetDateTimeSchema.nullish(),
  arrivalTimeFacility: z.string().max(100).nullish(),
  emailAddress: EmailSchema.optional(),
  telephoneNumber: TelephoneSchema.optional(),
  address1: AddressFormSchema.shape.line1.optional(),
  address2: optionalText('Address line 2', ADDRESS_LINE_MAX_LENGTH).optional(),
  city: AddressFormSchema.shape.city.optional(),
  country: AddressFormSchema.shape.country.optional(),
  postCode: AddressFormSchema.shape.postCode.optional(),
});

const ClientIndexesSchema = z.array(GuestIndexSchema).min(2, { error: 'a minimum of 2 guests must attend' });

export const BookingItemSchema = z.object({
  clientIndex: GuestIndexSchema,
  itemType: z.number().int().positive(),
  startDateTime: OffsetDateTimeSchema,
  endDateTime: OffsetDateTimeSchema,
  staffId: WireCodeSchema,
  roomId: WireCodeSchema,
  facilityId: WireCodeSchema.optional(),
  appointmentTypeID: z.number().int().positive(),
  displayName: WireLabelSchema.optional(),
  duration: z.number().int().positive().optional(),
  /** Activity code: the server prices from it, never from `price`. */
  code: WireCodeSchema,
  price: WirePenceSchema.optional(),
  isIncluded: z.boolean().optional(),
  priceDifference: z.number().int().optional(),
});

/** A gift voucher as a tender of a booking: the code's last four characters and what it pays. */
const VoucherTenderSchema = z.object({
  CodeEnding: z.string(),
  PaidPence: WirePenceSchema,
  /** The most a money voucher could pay of this booking (the guest may take less); absent for an experience voucher. */
  MaxPence: WirePenceSchema.optional(),
  /** What the voucher keeps now, on a confirmed booking it paid. */
  LeftPence: WirePenceSchema.optional(),
});

/** A session some of the guests share in begin-booking's body (the mud room, the garden as an add-on). */
const BookedSessionSchema = z.object({
  code: WireCodeSchema,
  startDateTime: OffsetDateTimeSchema,
  endDateTime: OffsetDateTimeSchema,
  clientIndexes: ClientIndexesSchema,
  price: WirePenceSchema.optional(),
});

export const BeginBookingRequestSchema = z
  .object({
    /** The guest's requests, after a 'Booked by …' line when someone else books (room for it is left). */
    specialRequest: optionalText('Special requests', SPECIAL_REQUESTS_MAX_LENGTH + 200, {
      multiline: true,
    }).default(''),
    isSpaDay: z.boolean({ error: 'must be true or false' }),
    /** A gift voucher's code as typed (decision 0341): it pays what it can, the card the rest. */
    voucherCode: optionalText('Voucher code', SEARCH_CODE_MAX_LENGTH).optional(),
    /** A promotion code as typed (decision 0430): it takes its discount off, a voucher and the card pay the rest. */
    promotionCode: optionalText('Promotion code', SEARCH_CODE_MAX_LENGTH).optional(),
    /** What to take from a money voucher, in pence (from £1 up to what it can pay); absent: all it can. */
    voucherPence: amountInPence(
      [100, 'Take at least £1.00 from the voucher'],
      [10_000_000, 'Enter a smaller amount'],
    ).optional(),
    spaPackageName: WireLabelSchema.optional(),
    date: LocalDateSchema,
    leadGuestIndex: GuestIndexSchema,
    clients: z.array(ClientSchema).min(1, { error: 'must have at least one guest' }).max(4),
    mudPackage: BookedSessionSchema.nullish(),
    restaurantTime: z
      .object({
        restaurantId: WireCodeSchema,
        displayName: WireLabelSchema.optional(),
        facilityCode: WireLabelSchema.optional(),
        time: OffsetDateTimeSchema,
        facilities: z.array(WireCodeSchema).min(1, { error: 'must name the tables' }),
      })
      .nullish(),
    extraTreatments: z
      .array(
        z.object({
          clientIndex: GuestIndexSchema,
          code: WireCodeSchema,
          startDateTime: OffsetDateTimeSchema,
          endDateTime: OffsetDateTimeSchema,
          staffId: WireCodeSchema,
          roomId: WireCodeSchema,
          price: WirePenceSchema.optional(),
        }),
      )
      .default([]),
    spaGardenExtraTimes: BookedSessionSchema.nullish(),
    spaGardenTimes: z
      .array(
        z.object({
          clientIndex: GuestIndexSchema,
          startDateTime: OffsetDateTimeSchema,
          endDateTime: OffsetDateTimeSchema,
        }),
      )
      .default([]),
    items: z.array(BookingItemSchema).default([]),
    treatmentSelectionId: WireLabelSchema.nullish(),
    diningSelectionId: WireLabelSchema.nullish(),
    package: z
      .object({
        packageId: WireCodeSchema,
        displayName: WireLabelSchema.optional(),
        price: WirePenceSchema.optional(),
        endTime: WireLabelSchema.optional(),
        packageTimeBandNumber: z.number().int().positive(),
      })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    const guests = body.clients.length;
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', message, path });
    if (body.leadGuestIndex >= guests) issue(['leadGuestIndex'], `must name one of the ${guests} guest(s)`);
    const lead = body.clients[body.leadGuestIndex];
    if (lead) {
      const leadFields = [
        'emailAddress',
        'telephoneNumber',
        'address1',
        'city',
        'country',
        'postCode',
      ] as const;
      for (const field of leadFields)
        if (!lead[field])
          issue(['clients', body.leadGuestIndex, field], `the lead booker's ${field} is required`);
    }
    // A body with choices shows the whole booking (the spec's shape); one without is details only.
    const withChoices = Boolean(body.package) || body.clients.some((c) => Boolean(c.arrivalTime));
    if (body.isSpaDay && withChoices && !body.package)
      issue(['package'], 'a Spa Day booking needs its package');
    if (body.isSpaDay && withChoices)
      body.clients.forEach((client, i) => {
        if (!client.arrivalTime) issue(['clients', i, 'arrivalTime'], 'every guest needs an arrival time');
      });
    const checkIndex = (index: number, path: PropertyKey[]) => {
      if (index >= guests) issue(path, `must name one of the ${guests} guest(s)`);
    };
    body.items.forEach((item, i) => checkIndex(item.clientIndex, ['items', i, 'clientIndex']));
    body.extraTreatments.forEach((item, i) =>
      checkIndex(item.clientIndex, ['extraTreatments', i, 'clientIndex']),
    );
    body.spaGardenTimes.forEach((item, i) =>
      checkIndex(item.clientIndex, ['spaGardenTimes', i, 'clientIndex']),
    );
    body.mudPackage?.clientIndexes.forEach((index, i) =>
      checkIndex(index, ['mudPackage', 'clientIndexes', i]),
    );
    body.spaGardenExtraTimes?.clientIndexes.forEach((index, i) =>
      checkIndex(index, ['spaGardenExtraTimes', 'clientIndexes', i]),
    );
    const addOnsPerGuest = new Set<number>();
    body.extraTreatments.forEach((item, i) => {
      if (addOnsPerGuest.has(item.clientIndex))
        issue(['extraTreatments', i, 'clientIndex'], 'each guest may hold at most one add-on treatment');
      addOnsPerGuest.add(item.clientIndex);
    });
  });

/** A priced line of the server's bill. */
export const LineItemSchema = z.object({
  Code: z.string(),
  Description: z.string(),
  Quantity: z.number().int().positive(),
  /** Pence (may be 0 for included items). */
  UnitPrice: z.number().int(),
  Amount: z.number().int(),
});

export const BeginBookingResponseSchema = z.object({
  SessionId: WireCodeSchema,
  /** Computed from the catalogue; client prices are ignored. */
  LineItems: z.array(LineItemSchema),
  Total: WirePenceSchema,
  Currency: z.literal('GBP'),
  /** Until when the chosen times are held for this session. */
  HoldExpiresAt: OffsetDateTimeSchema.optional(),
  /** The gift voucher that pays part or all of it (its code's last four characters), or null. */
  Voucher: VoucherTenderSchema.nullable().optional(),
  /** Why the voucher code given cannot pay for this booking, and what would work; null when none was given or it pays. */
  VoucherProblem: z.string().nullable().optional(),
  /** The promotion that takes something off (its code and the discount), or null. */
  Promotion: PromotionDiscountSchema.nullable().optional(),
  /** Why the promotion code given takes nothing off, and what would work; null when none was given or it applies. */
  PromotionProblem: z.string().nullable().optional(),
  /** What is left to pay by card: the total less the discount and the voucher. */
  ToPay: WirePenceSchema.optional(),
});

/**
 * 409 body when a choice is no longer available: the problems begin-booking found,
 * field by field (none when another guest took the time at the very same moment).
 */
export const SelectionProblemsResponseSchema = ErrorResponseSchema.extend({
  Problems: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
});

// ---------------------------------------------------------------------------
// Send to a friend: POST api/spa/send-email/

export const SendToFriendRequestSchema = z.object({
  /** The booking's session id. */
  confirmation: WireCodeSchema.max(100),
  emailAddress: emailAddress("Enter your friend's email address"),
});
export type SendToFriendRequest = z.infer<typeof SendToFriendRequestSchema>;

// ---------------------------------------------------------------------------
// Booking: GET api/spa/{id}

/** GET api/spa/{id}: the confirmed booking of a session. */
export const BookingResponseSchema = z.object({
  ConfirmationId: WireCodeSchema,
  Payment: z.object({ CardMaskedNo: z.string() }),
  /** What a gift voucher paid, and the card the rest (decision 0341); absent before vouchers. */
  Voucher: VoucherTenderSchema.nullable().optional(),
  /** The promotion that took something off the total (decision 0430), or null. */
  Promotion: PromotionDiscountSchema.nullable().optional(),
  CardPence: WirePenceSchema.optional(),
  Date: LocalDateSchema,
  IsSpaDay: z.boolean(),
  PackageName: z.string().nullable(),
  Guests: z.array(z.object({ Title: z.string(), FirstName: z.string(), LastName: z.string() })),
  LeadGuestIndex: GuestIndexSchema,
  Items: z.array(
    z.object({
      GuestIndexes: z.array(GuestIndexSchema),
      /** The engine's item type (treatment, mud room …); 0 for arrival, dining and the spa garden. */
      ItemType: z.number().int().nonnegative(),
      /** Which choice of the itinerary the item is. */
      Kind: HoldKindSchema,
      DisplayName: z.string(),
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
    }),
  ),
  LineItems: z.array(LineItemSchema),
  Total: WirePenceSchema,
  Currency: z.literal('GBP'),
});

export type PackagesRequest = z.infer<typeof PackagesRequestSchema>;
export type PackagesResponse = z.infer<typeof PackagesResponseSchema>;
export type SpaDayPackageWire = z.infer<typeof SpaDayPackageSchema>;
export type BandTimeAvailability = z.infer<typeof BandTimeAvailabilitySchema>;
export type FilteredSelection = z.infer<typeof FilteredSelectionSchema>;
export type TreatmentAvailabilityRequest = z.infer<typeof TreatmentAvailabilityRequestSchema>;
export type TreatmentTime = z.infer<typeof TreatmentTimeSchema>;
export type TimeSlot = z.infer<typeof TimeSlotSchema>;
export type GuestAvailability = z.infer<typeof GuestAvailabilitySchema>;
export type TreatmentAvailabilityResponse = z.infer<typeof TreatmentAvailabilityResponseSchema>;
export type ChoiceChange = z.infer<typeof ChoiceChangeSchema>;
export type GroupsRequest = z.infer<typeof GroupsRequestSchema>;
export type SpaGardenSlot = z.infer<typeof SpaGardenSlotSchema>;
export type GroupsResponse = z.infer<typeof GroupsResponseSchema>;
export type RestaurantRequest = z.infer<typeof RestaurantRequestSchema>;
export type DiningTimeSlot = z.infer<typeof DiningTimeSlotSchema>;
export type RestaurantResponse = z.infer<typeof RestaurantResponseSchema>;
export type FacilitiesResponse = z.infer<typeof FacilitiesResponseSchema>;
export type ExtrasRequest = z.infer<typeof ExtrasRequestSchema>;
export type AddonItem = z.infer<typeof AddonItemSchema>;
export type ExtrasResponse = z.infer<typeof ExtrasResponseSchema>;
export type BookingItem = z.infer<typeof BookingItemSchema>;
export type BeginBookingRequest = z.infer<typeof BeginBookingRequestSchema>;
export type LineItemWire = z.infer<typeof LineItemSchema>;
export type BeginBookingResponse = z.infer<typeof BeginBookingResponseSchema>;
export type SelectionProblemsResponse = z.infer<typeof SelectionProblemsResponseSchema>;
export type BookingResponse = z.infer<typeof BookingResponseSchema>;
