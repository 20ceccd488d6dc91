import type { Catalogue, Extra, Restaurant, SpaDay } from '../catalogue/catalogue.schema';
import { minutesOfDay } from '../catalogue/time-of-day';
import { spaDayTreatmentGroups } from '../catalogue/spa-day-treatments';
import { resolveTreatments, type Treatment } from '../catalogue/treatment-durations';
import type { Hotel } from '../stays/hotel.schema';

/**
 * The configuration calls' answers, built from the catalogue with the specs'
 * field names. Pure: the API serves them, the web app types itself from them.
 */

/** Restaurant as the booking flow sees it (booking-flow §3). */
function restaurantConfiguration(restaurant: Restaurant, defaultDuration: number) {
  return {
    RestaurantId: restaurant.RestaurantId,
    DisplayName: restaurant.DisplayName,
    SpaCode: restaurant.SpaCode,
    SpaFacilityName: restaurant.SpaFacilityName,
    DurationInMins: restaurant.DurationInMins ?? defaultDuration,
    Sittings: restaurant.Sittings,
  };
}

function extraConfiguration(extra: Extra, treatments: Map<string, Treatment>) {
  return {
    Key: extra.Key,
    SystemType: extra.SystemType,
    ModalType: extra.ModalType,
    Codes: extra.Codes,
    content: {
      ...extra.Content,
      TreatmentGroups: extra.Content.TreatmentGroups.map((group) => ({
        DisplayName: group.DisplayName,
        Treatments: group.Treatments.flatMap((id) => treatments.get(id) ?? []),
      })),
    },
  };
}

function spaDayConfiguration(
  spaDay: SpaDay,
  catalogue: Catalogue,
  treatments: Treatment[],
  treatmentsById: Map<string, Treatment>,
) {
  const restaurants = new Map(catalogue.Restaurants.map((r) => [r.RestaurantId, r]));
  const extras = new Map(catalogue.Extras.map((e) => [e.Key, e]));
  const lastBandEnd = spaDay.TimeBands.reduce(
    (latest, band) => (minutesOfDay(band.EndTime) > minutesOfDay(latest) ? band.EndTime : latest),
    spaDay.TimeBands[0]?.EndTime ?? '00:00',
  );
  return {
    PremierId: spaDay.PremierId,
    DisplayName: spaDay.DisplayName,
    Description: spaDay.Description,
    Images: spaDay.Images,
    Price: spaDay.Price,
    BandTimes: spaDay.BandTimes,
    bookingDetails: {
      PackageID: spaDay.PremierId,
      ActualPrice: spaDay.Price,
      TimeBandIsRequired: true,
      TimeBands: spaDay.TimeBands,
    },
    HasDining: spaDay.HasDining,
    HasSpaGarden: spaDay.HasSpaGarden,
    HasTreatments: spaDay.HasTreatments,
    HasExtras: spaDay.HasExtras,
    AllowedTreatments: spaDay.AllowedTreatments,
    TreatmentIntro: spaDay.TreatmentIntro,
    TreatmentGroups: spaDayTreatmentGroups(spaDay, treatments),
    Restaurants: spaDay.Restaurants.flatMap((id) => {
      const restaurant = restaurants.get(id);
      return restaurant
        ? [restaurantConfiguration(restaurant, catalogue.Resort.DefaultDiningDurationMinutes)]
        : [];
    }),
    SpaGardenCode: spaDay.SpaGardenCode,
    Extras: spaDay.Extras.flatMap((key) => {
      const extra = extras.get(key);
      return extra ? [extraConfiguration(extra, treatmentsById)] : [];
    }),
    EndTime: lastBandEnd,
  };
}

/** Public constants of the resort that screens show (phone, links, status). */
function resortConfiguration(catalogue: Catalogue) {
  const { Resort } = catalogue;
  return {
    Name: Resort.Name,
    TimeZone: Resort.TimeZone,
    SpaPhoneNumber: Resort.SpaPhoneNumber,
    SpaEnquiryUrl: Resort.SpaEnquiryUrl,
    SiteRootUrl: Resort.SiteRootUrl,
    PrivacyNoticeUrl: Resort.PrivacyNoticeUrl,
    TermsUrl: Resort.TermsUrl,
    SpaSystemStatus: Resort.SpaSystemStatus,
    BookingMessage: Resort.BookingMessage,
    MaxGuestsOnline: Resort.MaxGuestsOnline,
    ArriveBeforeMinutes: Resort.ArriveBeforeMinutes,
    HoldMinutes: Resort.HoldMinutes,
  };
}

/** GET /umbraco/api/spa/getConfiguration */
export function buildSpaConfiguration(catalogue: Catalogue) {
  const treatments = resolveTreatments(catalogue);
  const treatmentsById = new Map(treatments.map((t) => [t.Id, t]));
  const extras = new Map(catalogue.Extras.map((e) => [e.Key, e]));
  return {
    Content: catalogue.Content,
    SpaDays: catalogue.SpaDays.map((spaDay) =>
      spaDayConfiguration(spaDay, catalogue, treatments, treatmentsById),
    ),
    SpaTreatments: {
      Intro: catalogue.SpaTreatments.Intro,
      // Sorted by duration (booking-flow §3), as resolveTreatments orders them, not in catalogue order.
      Treatments: treatments.filter((t) => catalogue.SpaTreatments.Treatments.includes(t.Id)),
      Extras: catalogue.SpaTreatments.Extras.flatMap((key) => {
        const extra = extras.get(key);
        return extra ? [extraConfiguration(extra, treatmentsById)] : [];
      }),
    },
    Titles: catalogue.Titles,
    Countries: catalogue.Countries,
    MailingLists: catalogue.MailingLists,
    Resort: resortConfiguration(catalogue),
  };
}

/**
 * GET /umbraco/api/account/getConfiguration: the account lists, and the hotel's room
 * types, rate types (with their allowed packages) and add-ons from the hotel file.
 */
export function buildAccountConfiguration(
  catalogue: Catalogue,
  hotel: Pick<Hotel, 'RoomTypes' | 'RateTypes' | 'AddOns' | 'BookingDefaults'>,
) {
  return {
    Titles: catalogue.Titles,
    Countries: catalogue.Countries,
    MailingLists: catalogue.MailingLists,
    RoomTypes: hotel.RoomTypes,
    RateTypes: hotel.RateTypes,
    AddOns: hotel.AddOns,
    BookingDefaults: hotel.BookingDefaults,
    SpaTreatments: { Treatments: resolveTreatments(catalogue) },
    Resort: resortConfiguration(catalogue),
  };
}

/** GET /umbraco/api/restaurant/getConfiguration */
export function buildRestaurantConfiguration(catalogue: Catalogue) {
  return {
    Restaurants: catalogue.Restaurants.map((r) =>
      restaurantConfiguration(r, catalogue.Resort.DefaultDiningDurationMinutes),
    ),
  };
}

export type SpaConfiguration = ReturnType<typeof buildSpaConfiguration>;
export type SpaDayConfiguration = SpaConfiguration['SpaDays'][number];
export type ExtraConfiguration = SpaDayConfiguration['Extras'][number];
export type AccountConfiguration = ReturnType<typeof buildAccountConfiguration>;
export type RestaurantConfiguration = ReturnType<typeof buildRestaurantConfiguration>;
