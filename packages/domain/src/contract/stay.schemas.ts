import { z } from 'zod';
import { LocalDateSchema, OffsetDateTimeSchema, WirePenceSchema } from './wire-formats';
import { emailAddress } from './person-fields';
import { HotelSchema, PriceCalculationModeSchema } from '../stays/hotel.schema';
import { LedgerStatementSchema } from './ledger.schemas';

/**
 * The stay calls of the account area (account-area §3, §7 Stay), shared by the
 * api (validation, response schemas) and the web (parsing). Field names are the
 * spec's; money is integer pence; dates 'YYYY-MM-DD'; instants carry the hotel's offset.
 */

/** The hotel's confirmation number of a reservation: 'ST' and 8 digits. */
export const StayConfirmationNumberSchema = z
  .string()
  .regex(/^ST\d{8}$/, { message: 'must be a stay confirmation number' });
export const StayConfirmationParamsSchema = z.object({ confirmation: StayConfirmationNumberSchema });

const LegSchema = z.number().int().min(1).max(20);
const InternalIdentifierSchema = z.uuid({ message: 'must be a room identifier' });
const PackageCodeSchema = z.string().regex(/^[A-Z0-9_-]{1,20}$/, { message: 'must be a package code' });
const GuestQuotaSchema = z.object({
  Adults: z.number().int().min(1).max(8),
  Children: z.number().int().min(0).max(8),
  Infants: z.number().int().min(0).max(8),
  Dogs: z.number().int().min(0).max(4),
});
/** One appointment of a stay's spa add-on, as the guest sees it. */
export const StaySpaItemSchema = z.object({
  ClientIndex: z.number().int(),
  StartDateTime: OffsetDateTimeSchema,
  /** 'Swedish Massage (60 minutes)', 'Rasul mud room', 'Spa Garden – three-hour session'. */
  DisplayName: z.string(),
  /** The package it belongs to. */
  Code: z.string(),
});
export type StaySpaItem = z.infer<typeof StaySpaItemSchema>;
const FirstNameOnly = z.object({ FirstName: z.string().max(100) });

/** GET api/stay/user-bookings: one reservation's summary. */
export const StayReservationSummarySchema = z.object({
  ConfirmationNumber: StayConfirmationNumberSchema,
  IsCancelled: z.boolean(),
  /** Calendar days from today (the hotel's) to arrival; negative once arrival has passed. */
  DaysToStay: z.number().int(),
  ArrivalDate: LocalDateSchema,
  DepartureDate: LocalDateSchema,
  RoomCount: z.number().int().positive(),
  TotalGuests: z.object({ Adults: z.number().int(), Children: z.number().int(), Infants: z.number().int() }),
  RoomStays: z.array(
    z.object({ InternalIdentifier: InternalIdentifierSchema, Leg: LegSchema, RoomCode: z.string() }),
  ),
  HasSpa: z.boolean(),
  Total: WirePenceSchema,
  Deposit: WirePenceSchema,
});
export type StayReservationSummary = z.infer<typeof StayReservationSummarySchema>;
export const StayUserBookingsResponseSchema = z.array(StayReservationSummarySchema);

/** One room (leg) of a reservation, with what the member may do with it, decided by the server. */
export const StayRoomSchema = z.object({
  InternalIdentifier: InternalIdentifierSchema,
  ConfirmationNumber: StayConfirmationNumberSchema,
  Leg: LegSchema,
  GuestQuota: GuestQuotaSchema,
  RoomCode: z.string(),
  RateCode: z.string(),
  GuestNames: z.array(z.string()),
  LeadGuest: FirstNameOnly,
  AccompanyingGuests: z.array(FirstNameOnly),
  IsCancelled: z.boolean(),
  CancellationDateTime: OffsetDateTimeSchema,
  AmendDateTime: OffsetDateTimeSchema,
  RequiresDeposit: z.boolean(),
  /** The card's last digits. */
  PaymentCard: z.string(),
  Total: WirePenceSchema,
  PackagesTotal: WirePenceSchema,
  NonAdultTotal: WirePenceSchema,
  DogsTotal: WirePenceSchema,
  Packages: z.array(z.object({ Code: z.string(), Quantity: z.number().int().positive() })),
  /** The room's spa add-ons as booked on the spa's diary (decision 150). */
  SpaReservation: z.object({ Items: z.array(StaySpaItemSchema) }),
  CancellationPolicy: z.string(),
  TaxInformation: z.string(),
  RateText: z.string(),
  DateRange: z.object({ StartDate: LocalDateSchema, EndDate: LocalDateSchema }),
  /** Null when the room may be cancelled online; otherwise why not, in the guest's words. */
  CannotCancelReason: z.string().nullable(),
  CannotAmendReason: z.string().nullable(),
});
export type StayRoom = z.infer<typeof StayRoomSchema>;

/** An add-on package the booking's rates allow (account-area §3 'Add-on availability'). */
export const StayPackageOfferSchema = z.object({
  Code: z.string(),
  Amount: WirePenceSchema,
  PriceCalculationMode: PriceCalculationModeSchema,
  content: z.object({
    DisplayName: z.string(),
    LongDescription: z.string(),
    PerText: z.string(),
    /** A dining package's restaurant (tables from POST api/restaurant). */
    Restaurant: z.object({ RestaurantId: z.string(), DisplayName: z.string() }).optional(),
    IsSpaTreatments: z.boolean(),
    IsMudTreatment: z.boolean(),
    IsSpaGarden: z.boolean(),
    /** Spa treatments: each with its durations (minutes without turnover) and prices. */
    SpaTreatments: z.array(
      z.object({
        DisplayName: z.string(),
        Description: z.string(),
        Durations: z.array(
          z.object({
            Code: z.string(),
            AppointmentTypeID: z.number().int(),
            Duration: z.number().int(),
            Price: WirePenceSchema,
          }),
        ),
      }),
    ),
    /** The mud room: one product per group size (§5: occupancy picks the product). */
    MudTreatments: z.array(
      z.object({ Occupancy: z.number().int(), Code: z.string(), Price: WirePenceSchema }),
    ),
    /** Spa garden sessions, priced per guest. */
    SpaGardens: z.array(z.object({ Code: z.string(), DisplayName: z.string(), Price: WirePenceSchema })),
  }),
});
export type StayPackageOffer = z.infer<typeof StayPackageOfferSchema>;

/** GET api/stay/retrieve/{confirmation}: the booking's rooms and what may be done with them. */
export const StayBookingResponseSchema = z.object({
  ConfirmationNumber: StayConfirmationNumberSchema,
  hasVoucher: z.boolean(),
  IsCancelled: z.boolean(),
  /** Arrival is after now: the Amend and Cancel panels show only then (§4). */
  IsFutureBooking: z.boolean(),
  CanCancelAll: z.boolean(),
  DaysToStay: z.number().int(),
  ArrivalDate: LocalDateSchema,
  DepartureDate: LocalDateSchema,
  Rooms: z.array(StayRoomSchema),
  Packages: z.array(StayPackageOfferSchema),
  /** Spa bookings charged to the room bill, and what their cancellations took off it (decisions 0445, 0535). */
  SpaOnBill: LedgerStatementSchema.shape.Entries,
});
export type StayBookingResponse = z.infer<typeof StayBookingResponseSchema>;

export const StayCancelRequestSchema = z.object({
  confirmationNumber: StayConfirmationNumberSchema,
  /** The legs to cancel; none means every room (cancel-all). */
  legs: z.array(LegSchema).max(20).optional(),
});

export const StaySendEmailRequestSchema = z.object({
  confirmation: StayConfirmationNumberSchema,
  emailAddress: emailAddress('Enter an email address'),
});

/** A room of the member's booking and the package being changed (the body of POST api/stay/remove-package/). */
export const StayRoomRefSchema = z.object({
  internalIdentifier: InternalIdentifierSchema,
  confirmationNumber: StayConfirmationNumberSchema,
  leg: LegSchema,
  productCode: PackageCodeSchema,
});
export const StayAddPackageRequestSchema = StayRoomRefSchema.extend({
  /** Six options, 1 to 6 (§9). */
  quantity: z.number().int().min(1, { message: 'Choose a quantity' }).max(6),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
});
export const StayAddDiningPackageRequestSchema = StayAddPackageRequestSchema.extend({
  items: z
    .array(z.object({ timeSLot: OffsetDateTimeSchema, restaurant: z.string().min(1).max(40) }))
    .min(1)
    .max(14),
});

/** GET /umbraco/api/stay/getConfiguration: the hotel's rooms, rates, add-ons and times. */
export const StayConfigurationSchema = z.object({
  RoomTypes: HotelSchema.shape.RoomTypes,
  RateTypes: HotelSchema.shape.RateTypes,
  AddOns: HotelSchema.shape.AddOns,
  BookingDefaults: HotelSchema.shape.BookingDefaults,
  PhoneNumber: z.string(),
  /** The hotel's name and postal address: a printed confirmation carries them. */
  HotelName: z.string(),
  Address: z.array(z.string()),
  /** The hotel's zone, for its deadlines and times. */
  TimeZone: z.string(),
});
export type StayConfiguration = z.infer<typeof StayConfigurationSchema>;
