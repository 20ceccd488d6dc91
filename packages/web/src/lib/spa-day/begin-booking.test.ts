import { describe, expect, it } from 'vitest';
import { BeginBookingRequestSchema } from '@spa/domain';
import { beginBookingBody } from './begin-booking';
import { newSearch, type SpaDaySearch } from './search-state';

function bookedSearch(selectedGuest: number | null): SpaDaySearch {
  const search = newSearch({ guestCount: 2, date: '2030-01-02', spaDay: 'ELM-ESCAPE' });
  search.guests = search.guests.map((guest, i) => ({
    ...guest,
    title: 'MS',
    firstName: `Guest${i}`,
    lastName: 'Test',
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
  it('passes the shared contract and carries only the guests and the lead booker (the holds are the booking)', () => {
    const body = beginBookingBody(bookedSearch(1));
    expect(BeginBookingRequestSchema.safeParse(body).success).toBe(true);
    expect(body.leadGuestIndex).toBe(1);
    expect(body.clients[1]).toMatchObject({ emailAddress: 'booker@example.com', postCode: 'CO7 7AA' });
    expect(body.clients[0]?.emailAddress).toBeUndefined();
    expect(body.items).toEqual([]);
    expect(body.package).toBeUndefined();
    expect(body.restaurantTime).toBeUndefined();
    expect(body.clients.every((c) => c.arrivalTime === undefined)).toBe(true);
    expect(body.specialRequest).toBe('Quiet room please');
  });

  it("puts 'Someone else' on the first guest's contact details and names them in the request", () => {
    const body = beginBookingBody(bookedSearch(null));
    expect(BeginBookingRequestSchema.safeParse(body).success).toBe(true);
    expect(body.leadGuestIndex).toBe(0);
    expect(body.clients[0]).toMatchObject({ firstName: 'Guest0', emailAddress: 'booker@example.com' });
    expect(body.specialRequest).toBe('Booked by DR Booker Person. Quiet room please');
  });

  it('tells a treatment booking (no package in the search) from a Spa Day, and gives the search code to the server as a voucher code', () => {
    expect(beginBookingBody(bookedSearch(0)).isSpaDay).toBe(true);
    const body = beginBookingBody({ ...bookedSearch(0), spaDay: '', code: 'GIFT-42' });
    expect(BeginBookingRequestSchema.safeParse(body).success).toBe(true);
    expect(body.isSpaDay).toBe(false);
    expect(body.voucherCode).toBe('GIFT-42');
    expect(body.specialRequest).toBe('Quiet room please');
  });
});
