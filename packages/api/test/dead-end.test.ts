import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginSession, daysAhead, holdFirstRetreatChoices } from './helpers/spa-journey';

type Slot = { IsAvailable: boolean; StartDateTime?: string; StartTime?: string; IsBlocked?: boolean };

describe(`no availability names the earlier choice that blocks it (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('first time at each step (arrival, lunch, garden) → no treatment time; the way out offered frees times', async () => {
    // A Saturday (the demo therapists' weekend shifts start at 11:00), a month or so ahead.
    const date = Array.from({ length: 7 }, (_, i) => daysAhead(33 + i)).find(
      (d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6,
    )!;
    const sessionId = await beginSession(t.app);
    const call = async (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) => {
      const r = await t.app.inject({ method, url, payload });
      return { status: r.statusCode, body: r.json(), text: r.body };
    };
    const { band, lunch, garden } = await holdFirstRetreatChoices(t.app, sessionId, date, 2);
    const searchTreatments = async () => {
      const search = await call('POST', '/api/spa/search', {
        SessionId: sessionId,
        Date: date,
        StartTogether: true,
        GuestRequirements: [
          { GuestIndex: 0, Activities: ['SWED-60', 'HYDF-60'] },
          { GuestIndex: 1, Activities: ['DEEP-60', 'RADF-60'] },
        ],
      });
      expect(search.status, search.text).toBe(200);
      const freeOf = (guest: number) =>
        search.body.GuestAvailability.filter((g: { GuestIndex: number }) => g.GuestIndex === guest).flatMap(
          (g: { Periods: { AM: Slot[]; PM: Slot[] } }) =>
            [...g.Periods.AM, ...g.Periods.PM].filter((s) => s.IsAvailable),
        );
      return { body: search.body, free: [freeOf(0), freeOf(1)] };
    };
    const deadEnd = await searchTreatments();
    expect(deadEnd.free).toEqual([[], []]);
    // No other garden session frees a time (the old hint sent the guest back to a second
    // dead end): the way out is the concrete changes that do, in the order to hold them.
    const blocked = deadEnd.body.BlockedBy;
    expect(blocked.Kind).toBe('garden');
    expect(blocked.Instead.map((c: { Kind: string }) => c.Kind)).toEqual(['dining', 'garden']);
    const [newLunch, moved] = blocked.Instead;
    expect([newLunch.RestaurantId, newLunch.TimeSlot]).not.toEqual(['orangery', lunch.TimeSlot]);
    expect(moved.StartDateTime).not.toBe(garden.StartDateTime);

    // Take it, as the screen's button does (one transaction), and search again.
    const taken = await call('POST', `/api/session/${sessionId}/way-out`, { Changes: blocked.Instead });
    expect(taken.status, taken.text).toBe(200);
    const freed = await searchTreatments();
    expect(freed.free[0].length).toBeGreaterThan(0);
    expect(freed.free[1].length).toBeGreaterThan(0);
    expect(freed.body.BlockedBy).toBeUndefined();
    // The arrival held before is still held: only the changes offered were made.
    const session = await call('GET', `/api/session/${sessionId}`);
    expect(session.text).toContain(band.StartDateTime.slice(0, 16));
    expect(session.text).toContain(newLunch.RestaurantId);
    // Taken twice, the second finds the same changes already held: still all or nothing.
    const again = await call('POST', `/api/session/${sessionId}/way-out`, { Changes: blocked.Instead });
    expect(again.status, again.text).toBe(200);
  });

  it('the way-out call changes only choices the booking holds', async () => {
    const sessionId = await beginSession(t.app);
    const wayOut = (Changes: object[]) =>
      t.app.inject({ method: 'POST', url: `/api/session/${sessionId}/way-out`, payload: { Changes } });
    const garden = { Kind: 'garden', StartDateTime: `${daysAhead(34)}T15:00:00+00:00`, DisplayTime: '15:00' };
    expect((await wayOut([])).statusCode).toBe(400);
    const nothingHeld = await wayOut([garden]);
    expect(nothingHeld.statusCode, nothingHeld.body).toBe(400);
    expect(nothingHeld.body).toMatch(/holds no choice to change/);
  });
});
