import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginSession, daysAhead, partyClients } from './helpers/spa-journey';

type App = TestApp['app'];
const PACKAGE = 'ELM-LUNCH'; // dining and treatments; extras: spa garden, mud room, treatments
const PRICE = 15_900;

/** Two guests on a Spa Day with Lunch, arrival, lunch at 12:00 and treatments held: ready for add-ons. */
async function lunchDayForTwo(app: App, date: string) {
  const sessionId = await beginSession(app);
  const call = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url, payload });
    return { status: response.statusCode, body: response.json(), text: response.body };
  };
  const packages = await call('POST', '/api/spa/packages', {
    date,
    numberOfClients: 2,
    SessionId: sessionId,
  });
  const band = packages.body.packages.find((p: { PremierId: string }) => p.PremierId === PACKAGE)
    .BandTimes[0];
  const frame = { Date: date, PartySize: 2, PremierId: PACKAGE, BandNumber: band.BandNumber };
  const holds = `/api/session/${sessionId}/holds`;
  const arrival = await call('PUT', `${holds}/arrival`, {
    ...frame,
    Arrivals: [0, 1].map((GuestIndex) => ({ GuestIndex, StartDateTime: band.StartDateTime })),
  });
  expect(arrival.status, arrival.text).toBe(200);
  const dining = await call('POST', '/api/restaurant', {
    Guests: 2,
    ArrivalDate: date,
    Restaurants: ['garden-brasserie'],
    SessionId: sessionId,
  });
  const lunch = dining.body[0].RestaurantAvailabilities[0].Availability.TimeSlots[0];
  expect(
    (
      await call('PUT', `${holds}/dining`, {
        ...frame,
        RestaurantId: 'garden-brasserie',
        TimeSlot: lunch.TimeSlot,
      })
    ).status,
  ).toBe(200);
  const search = await call('POST', '/api/spa/search', {
    SessionId: sessionId,
    Date: date,
    StartTogether: true,
    GuestRequirements: [
      { GuestIndex: 0, Activities: ['SWED-30'] },
      { GuestIndex: 1, Activities: ['BNS-30'] },
    ],
  });
  type Slot = {
    IsAvailable: boolean;
    StartTime: string;
    TreatmentTimes: { StartTime: string; AppointmentTypeID: number }[];
  };
  const slotsOf = (g: { Periods: { AM: Slot[]; PM: Slot[] } }) => [...g.Periods.AM, ...g.Periods.PM];
  const first = slotsOf(search.body.GuestAvailability[0]).find((s) => s.IsAvailable)!;
  const items = search.body.GuestAvailability.flatMap(
    (g: { GuestIndex: number; Periods: { AM: Slot[]; PM: Slot[] } }) =>
      slotsOf(g)
        .find((s) => s.StartTime === first.StartTime)!
        .TreatmentTimes.map((t) => ({
          GuestIndex: g.GuestIndex,
          StartTime: t.StartTime,
          AppointmentTypeID: t.AppointmentTypeID,
        })),
  );
  const treatments = await call('PUT', `${holds}/treatments`, { ...frame, Items: items });
  expect(treatments.status, treatments.text).toBe(200);
  const extras = (body: object) => call('POST', '/api/spa/extras', { date, SessionId: sessionId, ...body });
  const details = {
    isSpaDay: true,
    date,
    leadGuestIndex: 0,
    clients: partyClients(2),
  };
  const bill = () => call('POST', `/api/spa/${sessionId}/begin-booking`, details);
  return { sessionId, frame, holds, call, extras, bill };
}

describe(`add-ons: held on the engine, billed by begin-booking (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('bills the mud room once for the group, the garden per guest and an add-on treatment at its price', async () => {
    const day = await lunchDayForTwo(t.app, daysAhead(25));
    const mud = await day.extras({ appointmentExtras: ['MUD-60'], guestIndexes: [0, 1] });
    const mudStart = mud.body.AddonAppointments[0].Items[0].StartDateTime;
    expect(
      (
        await day.call('PUT', `${day.holds}/mud`, {
          ...day.frame,
          StartDateTime: mudStart,
          GuestIndexes: [0, 1],
        })
      ).status,
    ).toBe(200);
    const garden = await day.extras({ groupExtras: ['SG-3H'], guestIndexes: [0, 1] });
    const gardenStart = garden.body.Groups[0].Items[0].StartDateTime;
    const gardenHold = await day.call('PUT', `${day.holds}/garden-extra`, {
      ...day.frame,
      Code: 'GARDEN-3H',
      StartDateTime: gardenStart,
      GuestIndexes: [0, 1],
    });
    expect(gardenHold.status, gardenHold.text).toBe(200);
    const addOn = await day.extras({ appointmentExtras: ['BNS-30'], guestIndexes: [0] });
    const item = addOn.body.AddonAppointments[0].Items.at(-1);
    const addOnHold = await day.call('PUT', `${day.holds}/addon-treatments`, {
      ...day.frame,
      Items: [{ GuestIndex: 0, StartTime: item.StartDateTime, AppointmentTypeID: item.AppointmentTypeID }],
    });
    expect(addOnHold.status, addOnHold.text).toBe(200);

    const bill = await day.bill();
    expect(bill.status, bill.text).toBe(200);
    expect(bill.body.Total).toBe(2 * PRICE + 9_000 + 2 * 3_500 + 5_000);
    const line = (code: string) => bill.body.LineItems.find((l: { Code: string }) => l.Code === code);
    expect(line('MUD-2G')).toMatchObject({ Quantity: 1, Amount: 9_000 });
    expect(line('SG-3H')).toMatchObject({ Quantity: 2, UnitPrice: 3_500, Amount: 7_000 });
    expect(line('ADD-BNS-30')).toMatchObject({ Quantity: 1, Amount: 5_000 });
    // Each guest's line names them, and an item has one name everywhere (issue 25).
    expect(line('ADD-BNS-30').Description).toBe('Back, Neck & Shoulder Massage (30 mins) for Guest1 Tester');
    expect(line('MUD-2G').Description).toMatch(/^Rasul Mud Room /);
    const descriptions = bill.body.LineItems.map((l: { Description: string }) => l.Description);
    expect(descriptions.filter((d: string) => /\(guest \d\)|for guest \d/.test(d))).toEqual([]);
    expect(descriptions).toContain('Swedish Massage (30 mins) for Guest1 Tester, included');

    const session = (await t.app.inject({ method: 'GET', url: `/api/session/${day.sessionId}` })).json();
    expect(session.Itinerary.MudRoom.GuestIndexes).toEqual([0, 1]);
    expect(session.Itinerary.GardenExtra).toMatchObject({ Code: 'GARDEN-3H', GuestIndexes: [0, 1] });
    expect(session.Itinerary.AddOnTreatments).toEqual([
      expect.objectContaining({ GuestIndex: 0, Code: 'BNS-30' }),
    ]);
  });

  it('drops an add-on from the bill once Reset releases its hold', async () => {
    const day = await lunchDayForTwo(t.app, daysAhead(26));
    const mud = await day.extras({ appointmentExtras: ['MUD-60'], guestIndexes: [0, 1] });
    await day.call('PUT', `${day.holds}/mud`, {
      ...day.frame,
      StartDateTime: mud.body.AddonAppointments[0].Items[0].StartDateTime,
      GuestIndexes: [0, 1],
    });
    expect((await day.bill()).body.Total).toBe(2 * PRICE + 9_000);
    expect((await day.call('DELETE', `${day.holds}/mud`)).status).toBe(200);
    const bill = await day.bill();
    expect(bill.body.Total).toBe(2 * PRICE);
    expect(bill.body.LineItems.map((l: { Code: string }) => l.Code)).not.toContain('MUD-2G');
  });

  it('refuses a mud room for one guest and a second add-on treatment for the same guest, naming the field', async () => {
    const day = await lunchDayForTwo(t.app, daysAhead(27));
    const mud = await day.extras({ appointmentExtras: ['MUD-60'], guestIndexes: [0, 1] });
    const one = await day.call('PUT', `${day.holds}/mud`, {
      ...day.frame,
      StartDateTime: mud.body.AddonAppointments[0].Items[0].StartDateTime,
      GuestIndexes: [0],
    });
    expect(one.status).toBe(400);
    expect(one.text).toMatch(/GuestIndexes.*minimum of 2 guests/);
    const addOn = await day.extras({ appointmentExtras: ['BNS-30'], guestIndexes: [0] });
    const [a, b] = addOn.body.AddonAppointments[0].Items;
    const twice = await day.call('PUT', `${day.holds}/addon-treatments`, {
      ...day.frame,
      Items: [a, b].map((i: { StartDateTime: string; AppointmentTypeID: number }) => ({
        GuestIndex: 0,
        StartTime: i.StartDateTime,
        AppointmentTypeID: i.AppointmentTypeID,
      })),
    });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('appears twice');
  });
});
