import { describe, expect, it } from 'vitest';
import { testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginSession, daysAhead } from './helpers/spa-journey';

describe(`dining keeps to the package's day (${TEST_DB})`, () => {
  const t = testAppForSuite();

  it('offers a day package lunch, never dinner, and refuses to hold a dinner time', async () => {
    const date = daysAhead(31);
    const sessionId = await beginSession(t.app);
    const packages = await t.app.inject({
      method: 'POST',
      url: '/api/spa/packages',
      payload: { date, numberOfClients: 2, SessionId: sessionId },
    });
    const retreat = packages
      .json()
      .packages.find((p: { PremierId: string }) => p.PremierId === 'ELM-RETREAT');
    const band = retreat.BandTimes[0];
    const frame = { Date: date, PartySize: 2, PremierId: 'ELM-RETREAT', BandNumber: band.BandNumber };
    const arrival = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${sessionId}/holds/arrival`,
      payload: {
        ...frame,
        Arrivals: [0, 1].map((GuestIndex) => ({ GuestIndex, StartDateTime: band.StartDateTime })),
      },
    });
    expect(arrival.statusCode, arrival.body).toBe(200);
    const dining = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant',
      payload: { Guests: 2, ArrivalDate: date, Restaurants: ['orangery'], SessionId: sessionId },
    });
    const times = dining
      .json()[0]
      .RestaurantAvailabilities.flatMap((a: { Availability: { TimeSlots: { DisplayTime: string }[] } }) =>
        a.Availability.TimeSlots.map((s) => s.DisplayTime),
      );
    expect(times.length).toBeGreaterThan(0);
    // The Retreat's day ends at 18:00 and the Orangery seats guests for 120 minutes.
    expect(times.every((time: string) => time <= '16:00')).toBe(true);
    const dinner = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${sessionId}/holds/dining`,
      payload: {
        ...frame,
        RestaurantId: 'orangery',
        TimeSlot: band.StartDateTime.replace(/T\d\d:\d\d/, 'T20:00'),
      },
    });
    expect(dinner.statusCode).toBe(409);
    expect(dinner.body).toMatch(/outside the package's day|not available|no longer/);
  });
});
