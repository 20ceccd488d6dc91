import { z } from 'zod';
import { HotelSchema } from '../stays/hotel.schema';
import {
  ActivitySchema,
  ContentSchema,
  CountrySchema,
  ExtraSchema,
  MailingListSchema,
  ResortSchema,
  RestaurantSchema,
  SpaDaySchema,
  TimeBandSchema,
  TitleSchema,
  TreatmentSchema,
} from '../catalogue/catalogue.schema';

/**
 * Answers of the configuration calls (booking-flow §3, account-area §3), built from
 * the catalogue by configuration/configuration.ts. Pass-through parts reuse the
 * catalogue's own schemas.
 */

/** A duration a guest can choose: the activity's id and code, guest minutes, price. */
export const TreatmentDurationSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Duration: z.number().int(),
  Price: z.number().int(),
});

export const TreatmentConfigurationSchema = TreatmentSchema.extend({
  Durations: z.array(TreatmentDurationSchema),
});

const SpaDayTreatmentConfigurationSchema = TreatmentSchema.extend({
  Durations: z.array(
    TreatmentDurationSchema.extend({ IsIncluded: z.boolean(), PriceDifference: z.number().int() }),
  ),
});

const RestaurantConfigurationSchema = RestaurantSchema.pick({
  RestaurantId: true,
  DisplayName: true,
  SpaCode: true,
  SpaFacilityName: true,
  Sittings: true,
}).extend({ DurationInMins: z.number().int() });

const ExtraConfigurationSchema = ExtraSchema.pick({
  Key: true,
  SystemType: true,
  ModalType: true,
  Codes: true,
}).extend({
  content: ExtraSchema.shape.Content.extend({
    TreatmentGroups: z.array(
      z.object({ DisplayName: z.string(), Treatments: z.array(TreatmentConfigurationSchema) }),
    ),
  }),
});

/** The resort's public constants that screens show. */
const ResortConfigurationSchema = ResortSchema.pick({
  Name: true,
  TimeZone: true,
  SpaPhoneNumber: true,
  SpaEnquiryUrl: true,
  SiteRootUrl: true,
  PrivacyNoticeUrl: true,
  TermsUrl: true,
  SpaSystemStatus: true,
  BookingMessage: true,
  MaxGuestsOnline: true,
  ArriveBeforeMinutes: true,
  HoldMinutes: true,
});

const SpaDayConfigurationSchema = SpaDaySchema.pick({
  PremierId: true,
  DisplayName: true,
  Description: true,
  Images: true,
  Price: true,
  BandTimes: true,
  HasDining: true,
  HasSpaGarden: true,
  HasTreatments: true,
  HasExtras: true,
  AllowedTreatments: true,
  TreatmentIntro: true,
  SpaGardenCode: true,
}).extend({
  bookingDetails: z.object({
    PackageID: z.string(),
    ActualPrice: z.number().int(),
    TimeBandIsRequired: z.boolean(),
    TimeBands: z.array(TimeBandSchema),
  }),
  TreatmentGroups: z.array(
    z.object({ DisplayName: z.string(), Treatments: z.array(SpaDayTreatmentConfigurationSchema) }),
  ),
  Restaurants: z.array(RestaurantConfigurationSchema),
  Extras: z.array(ExtraConfigurationSchema),
  /** End of the package's last time band, 'HH:mm'. */
  EndTime: z.string(),
});

/** GET /umbraco/api/spa/getConfiguration */
export const SpaConfigurationResponseSchema = z.object({
  Content: ContentSchema,
  SpaDays: z.array(SpaDayConfigurationSchema),
  SpaTreatments: z.object({
    Intro: z.string(),
    Treatments: z.array(TreatmentConfigurationSchema),
    Extras: z.array(ExtraConfigurationSchema),
  }),
  Titles: z.array(TitleSchema),
  Countries: z.array(CountrySchema),
  MailingLists: z.array(MailingListSchema),
  Resort: ResortConfigurationSchema,
});

/** GET /umbraco/api/account/getConfiguration: account lists and the hotel's rooms, rates and add-ons. */
export const AccountConfigurationResponseSchema = z.object({
  Titles: z.array(TitleSchema),
  Countries: z.array(CountrySchema),
  MailingLists: z.array(MailingListSchema),
  RoomTypes: HotelSchema.shape.RoomTypes,
  RateTypes: HotelSchema.shape.RateTypes,
  AddOns: HotelSchema.shape.AddOns,
  BookingDefaults: HotelSchema.shape.BookingDefaults,
  SpaTreatments: z.object({ Treatments: z.array(TreatmentConfigurationSchema) }),
  Resort: ResortConfigurationSchema,
});

/** GET /umbraco/api/restaurant/getConfiguration */
export const RestaurantConfigurationResponseSchema = z.object({
  Restaurants: z.array(RestaurantConfigurationSchema),
});

/** GET api/spa/activities: the bookable activities (lengths, turnover, prices). */
export const ActivitiesResponseSchema = z.array(ActivitySchema);
