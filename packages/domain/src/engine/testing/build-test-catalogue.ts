import type {
  Activity,
  Catalogue,
  Extra,
  Restaurant,
  SpaDay,
  SpaGarden,
  Therapist,
  TreatmentEntry,
  TreatmentRoom,
} from '../../catalogue/catalogue.schema';

/**
 * Builders of small, valid catalogues for tests and the benchmark: each test makes
 * its own resort instead of leaning on the demo data. Not exported from the package.
 */

/** The tests' usual date: a Wednesday in summer time (+01:00). */
export const TEST_DATE = '2026-07-01';

/**
 * An instant of `date` (TEST_DATE unless given) at local 'HH:mm' in summer time, as the wire writes it.
 *
 * @example atLocal('10:00') // '2026-07-01T10:00:00+01:00'
 */
export const atLocal = (time: string, date = TEST_DATE) => `${date}T${time}:00+01:00`;

/** The epoch minute of local 'HH:mm' on TEST_DATE, as an itinerary holds it. */
export const minuteAt = (time: string) => Date.parse(atLocal(time)) / 60_000;

/** Every guest of a party of two at the same local time: both arrivals, or both garden sessions. */
export const bothGuestsAt = (time: string) => [
  { guestIndex: 0, start: minuteAt(time) },
  { guestIndex: 1, start: minuteAt(time) },
];

/**
 * An appointment of the test resort on `date`: its therapist and room (null: none), from and to
 * local 'HH:mm' in summer time (+01:00, the test dates' offset).
 *
 * @example buildAppointment('2026-07-01', 'ANNA', null, '11:00', '11:30')
 */
export function buildAppointment(
  date: string,
  StaffId: string | null,
  RoomId: string | null,
  from: string,
  to: string,
) {
  return { StaffId, RoomId, start: atLocal(from, date), end: atLocal(to, date) };
}

export const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

export function buildActivity(
  code: string,
  id: number,
  length: number,
  interval = 15,
  price = 8000,
): Activity {
  return { ID: id, Code: code, ActivityCode: code, Length: length, Interval: interval, StandardPrice: price };
}

export function buildTreatment(
  id: string,
  skill: string,
  roomTypes: string[],
  codes: string[],
): TreatmentEntry {
  return {
    Id: id,
    DisplayName: id,
    Description: `${id} treatment`,
    Images: [],
    Skill: skill,
    RoomTypes: roomTypes,
    Durations: codes.map((Code) => ({ Code })),
  };
}

export function buildTherapist(
  staffId: string,
  skills: string[],
  start = '09:00',
  end = '18:00',
  weekdays: readonly number[] = ALL_WEEK,
): Therapist {
  return {
    StaffId: staffId,
    DisplayName: staffId,
    Skills: skills,
    Shifts: weekdays.map((Weekday) => ({ Weekday, StartTime: start, EndTime: end })),
  };
}

export function buildRoom(roomId: string, roomType: string): TreatmentRoom {
  return { RoomId: roomId, DisplayName: roomId, RoomType: roomType };
}

export function buildSpaDay(premierId: string, parts: Partial<SpaDay> = {}): SpaDay {
  return {
    PremierId: premierId,
    DisplayName: premierId,
    Description: `${premierId} package`,
    Images: [],
    Price: 9500,
    TimeBands: [{ BandNumber: 1, StartTime: '09:00', EndTime: '18:00' }],
    BandTimes: [
      { BandNumber: 1, StartTime: '09:00', EndTime: '09:30', Capacity: 20 },
      { BandNumber: 1, StartTime: '11:00', EndTime: '11:30', Capacity: 20 },
    ],
    HasDining: false,
    HasSpaGarden: false,
    HasTreatments: true,
    HasExtras: false,
    AllowedTreatments: 2,
    TreatmentIntro: '',
    TreatmentGroups: [
      { DisplayName: 'Massages', Treatments: [{ TreatmentId: 'MASSAGE', IncludedCode: 'M50' }] },
    ],
    Restaurants: [],
    SpaGardenCode: null,
    Extras: [],
    ...parts,
  };
}

export function buildRestaurant(
  id: string,
  tables: [string, number][],
  parts: Partial<Restaurant> = {},
): Restaurant {
  return {
    RestaurantId: id,
    DisplayName: id,
    SpaCode: id,
    SpaFacilityName: id,
    SlotStepMinutes: 30,
    Sittings: [{ Sitting: 1, DiningStartTime: '12:00', DiningEndTime: '14:00' }],
    Tables: tables.map(([FacilityId, Seats]) => ({ FacilityId, Seats })),
    ...parts,
  };
}

export function buildGarden(code: string, parts: Partial<SpaGarden> = {}): SpaGarden {
  return {
    Code: code,
    DisplayName: code,
    GroupAppointmentTypeID: 900,
    SessionLengthMinutes: 120,
    SlotStepMinutes: 60,
    OpenTime: '09:00',
    CloseTime: '19:00',
    Capacity: 10,
    Price: 2500,
    ...parts,
  };
}

export function buildExtra(key: string, modalType: Extra['ModalType'], codes: Extra['Codes']): Extra {
  return {
    Key: key,
    SystemType: modalType === 'SPAGARDEN' ? 'GROUP' : 'APPOINTMENT',
    ModalType: modalType,
    Codes: codes,
    Content: {
      DisplayName: key,
      DisplayPrice: codes[0]?.DisplayPrice ?? 0,
      PricePerText: 'per guest',
      Description: `${key} extra`,
      Images: [],
      TreatmentGroups: [],
    },
  };
}

/**
 * A small valid resort in Europe/London: two massage lengths (50 + 10 and 80 + 10
 * minutes), a facial (50 + 10), two therapists, two rooms, a Spa Day package with
 * garden, dining, mud room and add-ons. Override any part.
 */
export function buildTestCatalogue(parts: Partial<Catalogue> = {}): Catalogue {
  return {
    Resort: {
      Name: 'Test Resort',
      TimeZone: 'Europe/London',
      SpaPhoneNumber: '01234 567890',
      SpaEnquiryUrl: '/enquiry',
      SiteRootUrl: '/',
      PrivacyNoticeUrl: '/privacy',
      TermsUrl: '/terms',
      SpaSystemStatus: 'enabled',
      BookingMessage: '',
      SlotStepMinutes: 15,
      HoldMinutes: 15,
      ArriveBeforeMinutes: 15,
      ArrivalTreatmentBufferMinutes: 15,
      DefaultDiningDurationMinutes: 120,
      MaxGuestsOnline: 4,
    },
    Titles: [{ OperaCode: 'MS', DisplayName: 'Ms' }],
    Countries: [{ OperaCode: 'GB', DisplayName: 'United Kingdom' }],
    MailingLists: (['spa', 'golf', 'dining', 'events', 'rooms', 'offers'] as const).map((Key, i) => ({
      Key,
      Title: Key,
      Id: i + 1,
    })),
    Content: {
      Type: {
        Heading: 'Spa',
        Intro: 'Spa',
        BrochureUrl: '/b',
        BrochureText: 'Brochure',
        SpaDay: {
          DisplayName: 'Spa Day',
          Description: 'd',
          ButtonText: 'Book',
          Images: [{ Path: '/i', Alt: 'A spa day' }],
        },
        SpaTreatment: {
          DisplayName: 'Treatment',
          Description: 'd',
          ButtonText: 'Book',
          Images: [{ Path: '/i', Alt: 'A treatment' }],
        },
      },
      Search: { Heading: 'Search', Intro: '', LargeGroupMessage: 'Phone us' },
      GiftVouchers: [],
    },
    Activities: [
      buildActivity('M50', 1, 60, 10, 9000),
      buildActivity('M80', 2, 90, 10, 12000),
      buildActivity('F50', 3, 60, 10, 8500),
      buildActivity('ADD30', 4, 45, 15, 4000),
      buildActivity('MUD', 5, 60, 0, 6000),
    ],
    Treatments: [
      buildTreatment('MASSAGE', 'massage', ['treatment'], ['M50', 'M80']),
      buildTreatment('FACIAL', 'facial', ['treatment'], ['F50']),
      buildTreatment('ADDON', 'massage', ['treatment'], ['ADD30']),
    ],
    SpaDays: [
      buildSpaDay('DAY', {
        HasDining: true,
        HasSpaGarden: true,
        HasExtras: true,
        Restaurants: ['BISTRO'],
        SpaGardenCode: 'GARDEN',
        Extras: ['MUDROOM', 'ADDONS', 'GARDENPASS'],
        TreatmentGroups: [
          {
            DisplayName: 'Treatments',
            Treatments: [
              { TreatmentId: 'MASSAGE', IncludedCode: 'M50' },
              { TreatmentId: 'FACIAL', IncludedCode: 'F50' },
            ],
          },
        ],
      }),
    ],
    SpaTreatments: { Intro: '', Treatments: ['MASSAGE', 'FACIAL'], Extras: ['ADDONS'] },
    Extras: [
      buildExtra('MUDROOM', 'MUDROOM', [
        { Code: 'MUD', Guests: 2, PremierId: 'MUD2', DisplayPrice: 5000 },
        { Code: 'MUD', Guests: 3, PremierId: 'MUD3', DisplayPrice: 7000 },
        { Code: 'MUD', Guests: 4, PremierId: 'MUD4', DisplayPrice: 9000 },
      ]),
      buildExtra('ADDONS', 'TREATMENTS', [{ Code: 'ADD30', PremierId: 'ADD30', DisplayPrice: 4500 }]),
      buildExtra('GARDENPASS', 'SPAGARDEN', [
        { Code: 'GARDEN', PremierId: 'GARDENPASS', DisplayPrice: 2500 },
      ]),
    ],
    Restaurants: [
      buildRestaurant('BISTRO', [
        ['T1', 2],
        ['T2', 2],
        ['T3', 4],
      ]),
    ],
    SpaGardens: [buildGarden('GARDEN')],
    MudRoom: {
      RoomId: 'MUDROOM',
      ActivityCode: 'MUD',
      MinGuests: 2,
      Capacity: 4,
      OpenTime: '10:00',
      CloseTime: '18:00',
    },
    Therapists: [buildTherapist('ANNA', ['massage', 'facial']), buildTherapist('BEN', ['massage'])],
    TreatmentRooms: [buildRoom('ROOM1', 'treatment'), buildRoom('ROOM2', 'treatment')],
    ...parts,
  };
}
