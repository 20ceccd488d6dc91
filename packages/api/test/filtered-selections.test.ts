import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildResortDay, localTimeToMinute } from '@spa/domain';
import { createTestApp, demoResort, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginSession, daysAhead } from './helpers/spa-journey';

/**
 * The spec's availability calls carry the guest's choices so far (FilteredSelections). A
 * client that follows the spec without holding first (a partner site, an app) is answered
 * within booking-flow §5 as those choices say, not offered times it is then refused at hold
 * time (issue 25). The selections narrow what the session holds; they never widen it.
 */
describe(`FilteredSelections narrow the availability calls (${TEST_DB})`, () => {
  const catalogue = demoResort();
  const date = daysAhead(16);
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** '2026-…T13:00:00+00:00' style instants of local times on the date. */
  const at = (time: string) => new Date(localTimeToMinute(day, time) * 60_000).toISOString();
  const minuteOf = (instant: string) => Date.parse(instant) / 60_000;
  const local = (time: string) => localTimeToMinute(day, time);

  interface Slot {
    StartTime: string;
    IsAvailable: boolean;
    TreatmentTimes: { StartTime: string; EndTime: string }[];
  }
  /** The treatment times offered to guest 0, as [start, end) minutes, with these selections. */
  async function offered(selections: object[]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/spa/search',
      payload: {
        SessionId: await beginSession(t.app),
        Date: date,
        StartTogether: false,
        GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
        FilteredSelections: selections,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const guest = response.json().GuestAvailability[0] as { Periods: { AM: Slot[]; PM: Slot[] } };
    return [...guest.Periods.AM, ...guest.Periods.PM]
      .filter((slot) => slot.IsAvailable)
      .map((slot) => {
        const times = slot.TreatmentTimes[0]!;
        return { start: minuteOf(times.StartTime), end: minuteOf(times.EndTime) };
      });
  }

  it('offers the morning to a session that names no choices (the baseline)', async () => {
    const slots = await offered([]);
    expect(slots.some((s) => s.start < local('12:00'))).toBe(true);
  });

  it('offers nothing before the arrival, nor inside its window and the 15 minutes after', async () => {
    const slots = await offered([
      { Type: 'ARRIVAL', GuestIndex: 0, StartDateTime: at('13:00'), EndDateTime: at('13:30') },
    ]);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((s) => s.start < local('13:45'))).toEqual([]);
  });

  it("offers nothing over the guest's own treatment", async () => {
    const own = { start: local('14:00'), end: local('15:00') };
    const slots = await offered([
      { Type: 'TREATMENT', GuestIndex: 0, StartDateTime: at('14:00'), EndDateTime: at('15:00') },
    ]);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((s) => s.start < own.end && own.start < s.end)).toEqual([]);
  });

  it('offers nothing that ends past the time band', async () => {
    const slots = await offered([
      { Type: 'TIME_BAND', BandNumber: 1, StartDateTime: at('09:00'), EndDateTime: at('12:00') },
    ]);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((s) => s.end > local('12:00') || s.start < local('09:00'))).toEqual([]);
  });

  it('narrows the extras (mud room) and the spa garden groups the same way', async () => {
    const treatment = { start: local('11:00'), end: local('12:00') };
    // The mud room is for two: guest 0 has a treatment 11:00–12:00.
    const selections = [
      { Type: 'TREATMENT', GuestIndex: 0, StartDateTime: at('11:00'), EndDateTime: at('12:00') },
    ];
    const overlapping = (items: { StartDateTime: string; EndDateTime: string }[]) =>
      items.filter(
        (i) => minuteOf(i.StartDateTime) < treatment.end && treatment.start < minuteOf(i.EndDateTime),
      );
    const extras = await t.app.inject({
      method: 'POST',
      url: '/api/spa/extras',
      payload: {
        SessionId: await beginSession(t.app),
        date,
        appointmentExtras: ['MUD-60'],
        guestIndexes: [0, 1],
        FilteredSelections: selections,
      },
    });
    expect(extras.statusCode, extras.body).toBe(200);
    const mud = extras.json().AddonAppointments[0].Items;
    expect(mud.length).toBeGreaterThan(0);
    expect(overlapping(mud)).toEqual([]);

    const groups = await t.app.inject({
      method: 'POST',
      url: '/api/spa/groups',
      payload: {
        SessionId: await beginSession(t.app),
        date,
        spaGardenCode: 'GARDEN-3H',
        numberOfGuests: 1,
        FilteredSelections: [
          { Type: 'TIME_BAND', BandNumber: 2, StartDateTime: at('12:00'), EndDateTime: at('17:00') },
        ],
      },
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const slots = groups.json().Groups[0].Slots as {
      StartDateTime: string;
      EndDateTime: string;
      IsBlocked: boolean;
    }[];
    const open = slots.filter((slot) => !slot.IsBlocked);
    expect(open.length).toBeGreaterThan(0);
    expect(
      open.filter(
        (slot) =>
          minuteOf(slot.StartDateTime) < local('12:00') || minuteOf(slot.EndDateTime) > local('17:00'),
      ),
    ).toEqual([]);
  });
});
