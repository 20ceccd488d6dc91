import { describe, expect, it } from 'vitest';
import { BeginBookingRequestSchema, type SpaDayConfiguration } from '@spa/domain';
import { beginBookingBody } from './begin-booking';
import { newSearch, type SpaDaySearch } from './search-state';

const spaDay = {
  PremierId: 'ELM-ESCAPE',
  DisplayName: 'Treatment Escape',
  EndTime: '17:00',
  bookingDetails: { PackageID: 'ELM-ESCAPE', ActualPrice: 12_900, TimeBandIsRequired: true, TimeBands: [] },
} as unknown as SpaDayConfiguration;

function bookedSearch(selectedGuest: number | null): SpaDaySearch {
  const search = newSearch({ guestCount: 2, date: '2030-01-02', spaDay: 'ELM-ESCAPE' });
  search.guests = search.guests.map((guest, i) => ({
    ...guest,
    title: 'MS',
    firstName: `Guest${i}`,
    lastName: 'Test',
    spaDayArrivalTime: {
      StartDateTime: '2030-01-02T09:00:00+00:00',
      EndDateTime: '2030-01-02T09:30:00+00:00',
      BandNumber: 1,
      DisplayTime: '09:00',
    },
    treatments: [
      {
        TreatmentId: 'swedish-massage',
        DisplayName: 'Swedish Massage',
        Id: 11,
        Code: 'SWED-60',
        Duration: 60,
        Price: 9_500,
        IsIncluded: true,
        PriceDifference: 0,
      },
    ],
    startTime: {
      StartTime: '2030-01-02T10:00:00+00:00',
      DisplayTime: '10:00',
      TreatmentTimes: [
        {
          ItemType: 1,
          StartTime: '2030-01-02T10:00:00+00:00',
          EndTime: '2030-01-02T11:00:00+00:00',
          StaffId: `T${i}`,
          RoomId: `R${i}`,
          FacilityId: `R${i}`,
          AppointmentTypeID: 11,
        },
      ],
    },
  }));
  search.details = {
    selectedGuest,
    leadGuest: {
      title: 'DR',
      firstName: 'Booker',
      lastName: 'Person',
      emailAddress: 'booker@example.com',
      telephone: '01632 960 001',
      address: {
        line1: '1 Road',
        line2: '',
        city: 'Town',
        country: 'GB',
        postCode: 'CO7 7AA',
        isManualEntry: true,
      },
    },
    requests: 'Quiet room please',
    joinMailingList: false,
    mailingLists: [],
    terms: true,
  };
  return search;
}

describe('the begin-booking body', () => {
  it('passes the shared contract and names every treatment appointment by its activity code', () => {
    const body = beginBookingBody(bookedSearch(1), spaDay);
    expect(BeginBookingRequestSchema.safeParse(body).success).toBe(true);
    expect(body.leadGuestIndex).toBe(1);
    expect(body.clients[1]).toMatchObject({ emailAddress: 'booker@example.com', postCode: 'CO7 7AA' });
    expect(body.clients[0]?.emailAddress).toBeUndefined();
    expect(body.items.map((i) => [i.clientIndex, i.code, i.staffId])).toEqual([
      [0, 'SWED-60', 'T0'],
      [1, 'SWED-60', 'T1'],
    ]);
    expect(body.package).toMatchObject({ packageId: 'ELM-ESCAPE', packageTimeBandNumber: 1 });
    expect(body.specialRequest).toBe('Quiet room please');
  });

  it("puts 'Someone else' on the first guest's contact details and names them in the request", () => {
    const body = beginBookingBody(bookedSearch(null), spaDay);
    expect(BeginBookingRequestSchema.safeParse(body).success).toBe(true);
    expect(body.leadGuestIndex).toBe(0);
    expect(body.clients[0]).toMatchObject({ firstName: 'Guest0', emailAddress: 'booker@example.com' });
    expect(body.specialRequest).toBe('Booked by DR Booker Person. Quiet room please');
  });

  it('books the treatment flow without a package or arrival, with the search code for the spa team', () => {
    const search = { ...bookedSearch(0), spaDay: '', code: 'GIFT-42' };
    search.guests = search.guests.map((guest) => ({ ...guest, spaDayArrivalTime: null }));
    const body = beginBookingBody(search, undefined);
    expect(BeginBookingRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ isSpaDay: false, package: null });
    expect(body.clients.map((c) => c.arrivalTime)).toEqual([null, null]);
    expect(body.items.map((i) => [i.clientIndex, i.code])).toEqual([
      [0, 'SWED-60'],
      [1, 'SWED-60'],
    ]);
    expect(body.specialRequest).toMatch(/^Code: GIFT-42\./);
  });
});
