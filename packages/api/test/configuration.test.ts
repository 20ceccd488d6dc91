import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountConfiguration, buildRestaurantConfiguration, buildSpaConfiguration } from '@spa/domain';
import { createTestApp, demoResort, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`configuration calls (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the whole configuration: the response schemas leave nothing out', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(await get('/umbraco/api/spa/getConfiguration')).toEqual(
      plain(buildSpaConfiguration(demoResort())),
    );
    expect(await get('/umbraco/api/account/getConfiguration')).toEqual(
      plain(buildAccountConfiguration(demoResort(), t.app.deps.hotel)),
    );
    expect(await get('/umbraco/api/restaurant/getConfiguration')).toEqual(
      plain(buildRestaurantConfiguration(demoResort())),
    );
  });

  it("returns the spa configuration with the spec's field names and the demo resort's data", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/umbraco/api/spa/getConfiguration' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['Content', 'SpaDays', 'SpaTreatments', 'Titles', 'Countries']),
    );
    expect(body.Countries[0]).toEqual({ OperaCode: 'GB', DisplayName: expect.any(String) });
    expect(body.Content.GiftVouchers[0]).toMatchObject({
      Title: expect.any(String),
      Body: expect.any(String),
      Image: { Path: expect.any(String) },
    });
    expect(body.SpaDays).toHaveLength(demoResort().SpaDays.length);

    const full = body.SpaDays.find(
      (p: { HasDining: boolean; HasSpaGarden: boolean; HasExtras: boolean }) =>
        p.HasDining && p.HasSpaGarden && p.HasExtras,
    );
    expect(full).toMatchObject({
      PremierId: expect.any(String),
      DisplayName: expect.any(String),
      Price: expect.any(Number),
      HasTreatments: true,
      bookingDetails: { PackageID: full.PremierId, ActualPrice: full.Price, TimeBands: expect.any(Array) },
    });
    expect(full.Restaurants.length).toBeGreaterThanOrEqual(2);
    expect(full.Restaurants[0]).toMatchObject({
      RestaurantId: expect.any(String),
      DurationInMins: expect.any(Number),
    });
    const durations = full.TreatmentGroups[0].Treatments[0].Durations;
    expect(durations[0]).toMatchObject({
      Id: expect.any(Number),
      Code: expect.any(String),
      Duration: expect.any(Number),
      Price: expect.any(Number),
      IsIncluded: true,
      PriceDifference: 0,
    });
    expect(full.Extras[0]).toMatchObject({
      SystemType: expect.stringMatching(/^(APPOINTMENT|GROUP)$/),
      ModalType: expect.any(String),
      Codes: expect.any(Array),
    });
  });

  it('drops treatment durations without an activity and shows Length − Interval', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/umbraco/api/spa/getConfiguration' })).json();
    const codes = body.SpaTreatments.Treatments.flatMap((tr: { Durations: { Code: string }[] }) =>
      tr.Durations.map((d) => d.Code),
    );
    expect(codes).not.toContain('LEGACY-90');
    const activity = demoResort().Activities.find((a) => a.Code === codes[0])!;
    const duration = body.SpaTreatments.Treatments[0].Durations[0];
    expect(duration.Duration).toBe(activity.Length - activity.Interval);
  });

  it("lists the treatment flow's treatments by duration, shortest first (booking-flow §3)", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/umbraco/api/spa/getConfiguration' })).json();
    const treatments = body.SpaTreatments.Treatments as { Id: string; Durations: { Duration: number }[] }[];
    const shortest = treatments.map((tr) => tr.Durations[0]!.Duration);
    expect(shortest).toEqual([...shortest].sort((a, b) => a - b));
    for (const tr of treatments) {
      const minutes = tr.Durations.map((d) => d.Duration);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    }
    // Every treatment the catalogue offers on its own, and only those.
    expect(treatments.map((tr) => tr.Id).sort()).toEqual([...demoResort().SpaTreatments.Treatments].sort());
  });

  it('returns the account configuration with titles, countries and the six mailing lists', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/umbraco/api/account/getConfiguration' })).json();
    expect(body.Titles.length).toBeGreaterThan(0);
    expect(body.MailingLists.map((l: { Id: number }) => l.Id).sort()).toEqual(
      [3507983, 3507997, 3508001, 3508013, 3508068, 21980355].sort(),
    );
  });

  it('returns the restaurants with sittings', async () => {
    const body = (
      await t.app.inject({ method: 'GET', url: '/umbraco/api/restaurant/getConfiguration' })
    ).json();
    expect(body.Restaurants).toHaveLength(2);
    expect(body.Restaurants[0].Sittings[0]).toMatchObject({
      Sitting: expect.any(Number),
      DiningStartTime: expect.stringMatching(/^\d\d:\d\d$/),
    });
  });

  it('lists activities with the spec fields, for all dates or a range', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/spa/activities' });
    expect(all.json()[0]).toEqual({
      ID: expect.any(Number),
      Code: expect.any(String),
      ActivityCode: expect.any(String),
      Length: expect.any(Number),
      Interval: expect.any(Number),
      StandardPrice: expect.any(Number),
    });
    const ranged = await t.app.inject({ method: 'GET', url: '/api/spa/activities/2026-12-01/2026-12-31' });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.json()).toHaveLength(all.json().length);
  });

  it('answers a bad date with 400 naming the field and the reason', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/spa/activities/2026-02-30/2026-12-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'params.fromDate', message: 'must be a date YYYY-MM-DD' },
    ]);
  });

  it('answers a reversed or too long range with 400', async () => {
    const reversed = await t.app.inject({ method: 'GET', url: '/api/spa/activities/2026-12-31/2026-12-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].field).toBe('params.toDate');
    const long = await t.app.inject({ method: 'GET', url: '/api/spa/activities/2026-01-01/2028-01-01' });
    expect(long.statusCode).toBe(400);
  });
});
