import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildResortDay, localTimeToMinute, type Catalogue } from '@spa/domain';
import { createTestApp, demoResort, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginSession, daysAhead, holdTreatmentsBody, planTreatmentSpaDay } from './helpers/spa-journey';
import type { App } from '../src/app';

/**
 * Issue 8's four rules, through the API: every rule at every step, with the session's
 * own holds counted (docs/decisions.md §52, §53, §100).
 */

interface Slot {
  StartTime: string;
  IsAvailable: boolean;
  TreatmentTimes: { StartTime: string; EndTime: string; StaffId: string; RoomId: string }[];
}
interface GuestSlots {
  GuestIndex: number;
  Periods: { AM: Slot[]; PM: Slot[] };
}
const slotsOf = (answer: { GuestAvailability: GuestSlots[] }, guest = 0) => {
  const g = answer.GuestAvailability.find((a) => a.GuestIndex === guest)!;
  return [...g.Periods.AM, ...g.Periods.PM];
};
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The instant of a local time at the resort on `date`. */
function at(catalogue: Catalogue, date: string, time: string): Date {
  return new Date(localTimeToMinute(buildResortDay(date, catalogue.Resort.TimeZone), time) * 60_000);
}

describe(`the itinerary's rules at every step (${TEST_DB})`, () => {
  const catalogue = demoResort();
  let now: Date | null = null;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      deps: { bookingNow: async () => now ?? new Date() },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (date: string, activities: string[], SessionId?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/spa/search',
      payload: {
        Date: date,
        StartTogether: false,
        GuestRequirements: [{ GuestIndex: 0, Activities: activities }],
        SessionId: SessionId ?? (await beginSession(t.app)),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ GuestAvailability: GuestSlots[] }>();
  };

  it('offers and holds nothing before the lead time: a search at 19:34 offers nothing that day (§9)', async () => {
    // A day a fortnight ahead, the clock set to that day.
    const date = daysAhead(14);
    try {
      now = at(catalogue, date, '19:34');
      const evening = slotsOf(await search(date, ['SWED-60']));
      expect(evening.length).toBeGreaterThan(0);
      expect(evening.filter((s) => s.IsAvailable)).toEqual([]);

      now = at(catalogue, date, '09:00');
      const morning = slotsOf(await search(date, ['SWED-60'])).filter((s) => s.IsAvailable);
      expect(morning.length).toBeGreaterThan(0);
      const leadEnds = now.getTime() + 60 * 60_000;
      for (const slot of morning) expect(Date.parse(slot.StartTime)).toBeGreaterThan(leadEnds);

      // A hold at 10:00 (within the hour) is refused, naming why, with later times offered.
      const session = (await t.app.inject({ method: 'POST', url: '/api/session/begin/spa' })).json().Id;
      const activity = catalogue.Activities.find((a) => a.Code === 'SWED-60')!;
      const tooSoon = await t.app.inject({
        method: 'PUT',
        url: `/api/session/${session}/holds/treatments`,
        payload: {
          Date: date,
          PartySize: 1,
          Items: [{ GuestIndex: 0, AppointmentTypeID: activity.ID, StartTime: at(catalogue, date, '10:00') }],
        },
      });
      expect(tooSoon.statusCode, tooSoon.body).toBe(409);
      expect(tooSoon.json().message).toMatch(/too soon/);
      for (const alternative of tooSoon.json().Alternatives as { StartDateTime: string }[])
        expect(Date.parse(alternative.StartDateTime)).toBeGreaterThan(leadEnds);
    } finally {
      now = null;
    }
  });

  it("leaves out of the add-on list the therapist, room and time of the booking's held treatment", async () => {
    const date = daysAhead(22);
    const plan = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: 'ELM-LUNCH' });
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 1),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const held = plan.slots[0]!.TreatmentTimes[0]!;
    const heldSpan = { start: Date.parse(held.StartTime), end: Date.parse(held.EndTime) };

    const extras = await t.app.inject({
      method: 'POST',
      url: '/api/spa/extras',
      payload: { date, appointmentExtras: ['SALT-30'], guestIndexes: [0], SessionId: plan.sessionId },
    });
    expect(extras.statusCode, extras.body).toBe(200);
    const items = extras.json().AddonAppointments[0].Items as {
      StartDateTime: string;
      EndDateTime: string;
      StaffId: string;
      RoomId: string;
    }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(
        overlaps({ start: Date.parse(item.StartDateTime), end: Date.parse(item.EndDateTime) }, heldSpan),
      ).toBe(false);

    // Every add-on offered can be held beside the treatment: the first, and the one nearest to it.
    const nearest = [...items].sort(
      (a, b) =>
        Math.abs(Date.parse(a.StartDateTime) - heldSpan.end) -
        Math.abs(Date.parse(b.StartDateTime) - heldSpan.end),
    )[0]!;
    for (const item of [items[0]!, nearest]) {
      const addOn = await t.app.inject({
        method: 'PUT',
        url: `/api/session/${plan.sessionId}/holds/addon-treatments`,
        payload: {
          Date: date,
          PartySize: 1,
          PremierId: plan.premierId,
          BandNumber: plan.bandNumber,
          Items: [
            {
              GuestIndex: 0,
              AppointmentTypeID: catalogue.Activities.find((a) => a.Code === 'SALT-30')!.ID,
              StartTime: item.StartDateTime,
              StaffId: item.StaffId,
              RoomId: item.RoomId,
            },
          ],
        },
      });
      expect(addOn.statusCode, addOn.body).toBe(200);
    }
  });

  it('refuses a spa garden hold over a held treatment, saying so, and blocks that session in the list', async () => {
    const date = daysAhead(23);
    const plan = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: 'ELM-UNWIND' });
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 1),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const treatmentStart = Date.parse(plan.slots[0]!.TreatmentTimes[0]!.StartTime);

    const groups = await t.app.inject({
      method: 'POST',
      url: '/api/spa/groups',
      payload: { date, spaGardenCode: 'GARDEN-3H', numberOfGuests: 1, SessionId: plan.sessionId },
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const slots = groups.json().Groups[0].Slots as {
      StartDateTime: string;
      EndDateTime: string;
      IsBlocked: boolean;
    }[];
    const over = slots.find(
      (s) => Date.parse(s.StartDateTime) <= treatmentStart && treatmentStart < Date.parse(s.EndDateTime),
    )!;
    expect(over.IsBlocked).toBe(true);

    const garden = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/garden`,
      payload: {
        Date: date,
        PartySize: 1,
        PremierId: plan.premierId,
        BandNumber: plan.bandNumber,
        Sessions: [{ GuestIndex: 0, StartDateTime: over.StartDateTime }],
      },
    });
    expect(garden.statusCode, garden.body).toBe(409);
    expect(garden.json()).toMatchObject({ Kind: 'garden', Field: 'Sessions[0]' });
    expect(garden.json().message).toMatch(/overlaps .*Massage at/);
  });

  it("takes a dining choice's length from its restaurant, not the resort's default", async () => {
    // The demo's Garden Brasserie seats guests for 60 minutes; here it names no duration (the resort's 120).
    const defaultLunch: Catalogue = {
      ...catalogue,
      Restaurants: catalogue.Restaurants.map((r) =>
        r.RestaurantId === 'garden-brasserie' ? { ...r, DurationInMins: undefined } : r,
      ),
    };
    const short = await createTestApp({ catalogue: defaultLunch });
    try {
      const date = daysAhead(24);
      const long = await treatmentsAfterLunch(short.app, date);
      const quick = await treatmentsAfterLunch(t.app, date);
      // Lunch held at 12:00: a treatment from 13:00 fits after a 60-minute lunch, not after a 120-minute one.
      const oneToTwo = (slots: Slot[]) =>
        slots.filter(
          (s) =>
            s.IsAvailable &&
            s.StartTime >= at(catalogue, date, '13:00').toISOString() &&
            Date.parse(s.StartTime) < at(catalogue, date, '14:00').getTime(),
        );
      expect(oneToTwo(quick).length).toBeGreaterThan(0);
      expect(oneToTwo(long)).toEqual([]);
    } finally {
      await short.close();
    }
  });
});

/** A one-guest Spa Day with Lunch: arrival held, lunch at 12:00 held, then the treatment times offered. */
async function treatmentsAfterLunch(app: App, date: string): Promise<Slot[]> {
  const catalogue = demoResort();
  const sessionId = await beginSession(app);
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === 'ELM-LUNCH')!;
  const band = spaDay.TimeBands[0]!;
  const context = { Date: date, PartySize: 1, PremierId: spaDay.PremierId, BandNumber: band.BandNumber };
  const arrival = await app.inject({
    method: 'PUT',
    url: `/api/session/${sessionId}/holds/arrival`,
    payload: {
      ...context,
      Arrivals: [{ GuestIndex: 0, StartDateTime: at(catalogue, date, band.StartTime) }],
    },
  });
  expect(arrival.statusCode, arrival.body).toBe(200);
  const dining = await app.inject({
    method: 'PUT',
    url: `/api/session/${sessionId}/holds/dining`,
    payload: { ...context, RestaurantId: 'garden-brasserie', TimeSlot: at(catalogue, date, '12:00') },
  });
  expect(dining.statusCode, dining.body).toBe(200);
  const code = 'SWED-30';
  const search = await app.inject({
    method: 'POST',
    url: '/api/spa/search',
    payload: {
      SessionId: sessionId,
      Date: date,
      StartTogether: false,
      GuestRequirements: [{ GuestIndex: 0, Activities: [code] }],
    },
  });
  expect(search.statusCode, search.body).toBe(200);
  return slotsOf(search.json());
}
