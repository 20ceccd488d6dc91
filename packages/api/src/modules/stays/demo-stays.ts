import { calendarDay, daysBefore, type Hotel, type StayImport } from '@spa/domain';
import type { Executor } from '../../db/database';
import { importStays } from './stay-import';
import { hasAnyReservation } from './stays.repository';

/** The demo guest who has stays but no account yet: register with this address to see them. */
export const DEMO_STAY_GUEST = 'rowan.ashdown@example.com';

type Room = StayImport['Reservations'][number]['Rooms'][number];

/**
 * The demo hotel's reservations, dated from today so that there is always a stay
 * past, today, upcoming and cancelled; multi-room, advance purchase and flexible,
 * with and without a voucher. For the demo guest and some former members.
 */
export function demoStays(today: string): StayImport {
  const day = (offset: number) => daysBefore(today, -offset);
  const room = (leg: number, from: number, nights: number, extra: Partial<Room> = {}): Room => ({
    Leg: leg,
    RoomCode: 'CLASSIC',
    RateCode: 'FLEX',
    ArrivalDate: day(from),
    DepartureDate: day(from + nights),
    Adults: 2,
    LeadGuest: 'Rowan',
    AccompanyingGuests: ['Sam'],
    Total: 24_000 * nights,
    ...extra,
  });
  return {
    Reservations: [
      {
        ConfirmationNumber: 'ST26000101',
        LeadEmail: DEMO_STAY_GUEST,
        PaymentCardLastDigits: '4242',
        Rooms: [
          room(1, 30, 2, { RoomCode: 'SUPERIOR', Total: 2 * 31_000 }),
          room(2, 30, 2, {
            LeadGuest: 'Alex',
            AccompanyingGuests: ['Jo'],
            Children: 1,
            NonAdultTotal: 4_000,
          }),
        ],
      },
      {
        ConfirmationNumber: 'ST26000102',
        LeadEmail: DEMO_STAY_GUEST,
        PaymentCardLastDigits: '4242',
        Rooms: [room(1, 7, 1, { RateCode: 'ADV', RoomCode: 'SUITE', Total: 42_000 })],
      },
      {
        ConfirmationNumber: 'ST26000103',
        LeadEmail: DEMO_STAY_GUEST,
        PaymentCardLastDigits: '1881',
        Rooms: [room(1, 0, 1, { RoomCode: 'COTTAGE', Dogs: 1, DogsTotal: 2_500 })],
      },
      {
        ConfirmationNumber: 'ST26000104',
        LeadEmail: DEMO_STAY_GUEST,
        PaymentCardLastDigits: '4242',
        Rooms: [
          room(1, -20, 3, {
            Packages: [{ Code: 'FIZZ', Quantity: 1, StartDate: day(-20), EndDate: day(-20) }],
          }),
        ],
      },
      {
        ConfirmationNumber: 'ST26000105',
        LeadEmail: DEMO_STAY_GUEST,
        PaymentCardLastDigits: '4242',
        Rooms: [room(1, 45, 2, { Cancelled: true })],
      },
      {
        ConfirmationNumber: 'ST26000106',
        LeadEmail: DEMO_STAY_GUEST,
        HasVoucher: true,
        PaymentCardLastDigits: '0005',
        Rooms: [room(1, 60, 1, { RoomCode: 'SUPERIOR', Total: 31_000 })],
      },
      {
        // Flexible, one room, well ahead: a stay to amend on the stay search page.
        ConfirmationNumber: 'ST26000107',
        LeadEmail: DEMO_STAY_GUEST,
        PaymentCardLastDigits: '4242',
        Rooms: [room(1, 45, 1, { RoomCode: 'SUPERIOR', Total: 24_500 })],
      },
      {
        // Flexible, two rooms, well ahead: a stay whose rooms are amended together ('Amend all rooms').
        ConfirmationNumber: 'ST26000108',
        LeadEmail: DEMO_STAY_GUEST,
        PaymentCardLastDigits: '4242',
        Rooms: [room(1, 50, 2), room(2, 50, 2, { LeadGuest: 'Alex', AccompanyingGuests: ['Jo'] })],
      },
      {
        ConfirmationNumber: 'ST26000201',
        LeadEmail: 'margaret.hale@example.com',
        PaymentCardLastDigits: '7311',
        Rooms: [room(1, 21, 3, { LeadGuest: 'Margaret', AccompanyingGuests: ['Richard'], RateCode: 'ADV' })],
      },
      {
        ConfirmationNumber: 'ST26000202',
        LeadEmail: 'margaret.hale@example.com',
        PaymentCardLastDigits: '7311',
        Rooms: [room(1, -90, 2, { LeadGuest: 'Margaret', AccompanyingGuests: ['Richard'] })],
      },
      {
        ConfirmationNumber: 'ST26000301',
        LeadEmail: 'priya.raman@example.com',
        PaymentCardLastDigits: '9920',
        Rooms: [
          room(1, 12, 1, { LeadGuest: 'Priya', AccompanyingGuests: [], Adults: 1 }),
          room(2, 12, 1, { LeadGuest: 'Anil', AccompanyingGuests: [], Adults: 1 }),
        ],
      },
    ],
  };
}

/** Imports the demo stays into an empty database (once); returns how many were imported. */
export async function seedDemoStays(deps: { db: Executor; hotel: Hotel }): Promise<number> {
  if (await hasAnyReservation(deps.db)) return 0;
  const { reservations } = await importStays(deps, demoStays(calendarDay(new Date(), deps.hotel.TimeZone)));
  return reservations;
}
