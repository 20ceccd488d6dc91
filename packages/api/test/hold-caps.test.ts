import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginSession, daysAhead } from './helpers/spa-journey';

// One address holding every arrival of a day: the caps stop it at a few bookings, and
// say so; other addresses still book (issue 10, decision 124).
describe(`holds per client address (${TEST_DB})`, () => {
  let t: TestApp;
  const date = daysAhead(12);
  beforeAll(async () => {
    t = await createTestApp({ env: { HOLDING_SESSIONS_PER_ADDRESS: '3', HELD_GUESTS_PER_ADDRESS: '5' } });
  });
  afterAll(() => t.close());

  async function holdArrival(sessionId: string, guests: number, from = '127.0.0.1') {
    const packages = (
      await t.app.inject({
        method: 'POST',
        url: '/api/spa/packages',
        payload: { date, numberOfClients: guests, SessionId: sessionId },
      })
    ).json().packages as {
      PremierId: string;
      BandTimes: { BandNumber: number; StartDateTime: string; IsAvailable: boolean }[];
    }[];
    const spaDay = packages[0]!;
    const band = spaDay.BandTimes.find((b) => b.IsAvailable)!;
    return t.app.inject({
      method: 'PUT',
      url: `/api/session/${sessionId}/holds/arrival`,
      remoteAddress: from,
      payload: {
        Date: date,
        PartySize: guests,
        PremierId: spaDay.PremierId,
        BandNumber: band.BandNumber,
        Arrivals: Array.from({ length: guests }, (_, g) => ({
          GuestIndex: g,
          StartDateTime: band.StartDateTime,
        })),
      },
    });
  }

  let firstSession = '';

  it('lets one address hold a few bookings at once, then answers 429 saying when to try again', async () => {
    const first = await beginSession(t.app);
    firstSession = first;
    const second = await beginSession(t.app);
    expect((await holdArrival(first, 2)).statusCode).toBe(200);
    expect((await holdArrival(second, 2)).statusCode).toBe(200);

    // Two more guests would make 6 of 5.
    const third = await beginSession(t.app);
    const refused = await holdArrival(third, 2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many bookings are in progress from your network/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // One guest fits; a fourth booking does not (3 sessions), whatever its size.
    expect((await holdArrival(third, 1)).statusCode).toBe(200);
    const fourth = await beginSession(t.app);
    expect((await holdArrival(fourth, 1)).statusCode).toBe(429);

    // A booking already holding changes its choices freely.
    expect((await holdArrival(first, 2)).statusCode).toBe(200);
  });

  it('counts only bookings still holding: one that ends frees its place', async () => {
    const waiting = await beginSession(t.app);
    expect((await holdArrival(waiting, 1)).statusCode).toBe(429);
    const holding = await t.app.inject({ method: 'GET', url: '/api/session/' + waiting });
    expect(holding.statusCode).toBe(200);
    // Another address is not held back by this one.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/session/begin/spa',
      remoteAddress: '203.0.113.9',
    });
    expect((await holdArrival(elsewhere.json().Id as string, 2)).statusCode).toBe(200);
    // The first of this address's bookings is given up: its place is free again.
    expect((await t.app.inject({ method: 'POST', url: `/api/session/${firstSession}/end` })).statusCode).toBe(
      200,
    );
    expect((await holdArrival(waiting, 1)).statusCode).toBe(200);
  });
});
