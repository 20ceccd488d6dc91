import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '@spa/domain';
import { buildApp, type App } from '../src/app';
import { loadEnv } from '../src/config/env';
import { queryRows } from '../src/lib/sql';
import { confirmedSpaDay, createStaffTestApp, signedInStaff, type StaffHeaders } from './helpers/staff';
import {
  beginBookingBody,
  beginSession,
  daysAhead,
  holdTreatmentsBody,
  planTreatmentSpaDay,
} from './helpers/spa-journey';
import { createTestApp, demoResort, type TestApp } from './helpers/test-app';

/**
 * The catalogue in the database (issue 24): the spa manager changes entries from a date,
 * checked by the catalogue file's rules; guests and pricing read the version in force on
 * their day; every change audited; another process sees it at its next request.
 */
describe('the catalogue, edited by the spa manager', () => {
  let t: TestApp;
  let manager: StaffHeaders;
  let reception: StaffHeaders;

  beforeAll(async () => ({ t, manager, reception } = await createStaffTestApp(['manager', 'reception'])));
  afterAll(() => t.close());

  const change = (body: Record<string, unknown>, headers = manager) =>
    t.app.inject({ method: 'POST', url: '/api/staff/catalogue/changes', headers, payload: body });
  const current = async (date?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/catalogue${date ? `?date=${date}` : ''}`,
      headers: manager,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ Catalogue: Catalogue; Today: string; Versions: { EffectiveFrom: string }[] }>();
  };
  const packagePrice = (catalogue: Catalogue, premierId: string) =>
    catalogue.SpaDays.find((p) => p.PremierId === premierId)!.Price;
  /** The price a guest's treatment list shows on a date (the configuration of that day). */
  const guestPrice = async (date: string, code: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/umbraco/api/spa/getConfiguration?date=${date}`,
    });
    const treatments = response.json<{
      SpaTreatments: { Treatments: { Durations: { Code: string; Price: number }[] }[] };
    }>().SpaTreatments.Treatments;
    return treatments.flatMap((tr) => tr.Durations).find((d) => d.Code === code)?.Price;
  };
  const activity = (catalogue: Catalogue, code: string) => catalogue.Activities.find((a) => a.Code === code)!;

  it('is for spa managers only: no sign-in 401, reception 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/catalogue' })).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/staff/catalogue'],
      ['GET', '/api/staff/catalogue/export'],
      ['POST', '/api/staff/catalogue/changes'],
      ['POST', '/api/staff/catalogue/preview'],
      ['POST', '/api/staff/catalogue/import'],
    ] as const)
      expect((await t.app.inject({ method, url, headers: reception, payload: {} })).statusCode).toBe(403);
  });

  it('refuses what the catalogue’s rules refuse, naming the field (400)', async () => {
    const { Catalogue: catalogue, Today } = await current();
    const swedish = activity(catalogue, 'SWED-60');
    const negative = await change({
      EffectiveFrom: Today,
      Edits: [{ Section: 'Activities', Key: 'SWED-60', Entry: { ...swedish, StandardPrice: -5 } }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].field).toBe('Edits.0.Entry.StandardPrice');

    const treatment = catalogue.Treatments.find((tr) => tr.Id === 'swedish-massage')!;
    const unknownSkill = await change({
      EffectiveFrom: Today,
      Edits: [{ Section: 'Treatments', Key: treatment.Id, Entry: { ...treatment, Skill: 'juggling' } }],
    });
    expect(unknownSkill.statusCode).toBe(400);
    expect(unknownSkill.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'Edits.0.Entry.Skill',
        message: expect.stringMatching(/no therapist has skill/),
      }),
    );

    const past = await change({
      EffectiveFrom: '2020-01-01',
      Edits: [{ Section: 'Activities', Key: 'SWED-60', Entry: { ...swedish, StandardPrice: 9000 } }],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('EffectiveFrom');

    const wrongKey = await change({
      EffectiveFrom: Today,
      Edits: [{ Section: 'Activities', Key: 'SWED-30', Entry: swedish }],
    });
    expect(wrongKey.json().errors[0].field).toBe('Edits.0.Entry.Code');

    const badBody = await change({ EffectiveFrom: 'next monday', Edits: [] });
    expect(badBody.statusCode).toBe(400);
    expect((await current()).Versions).toHaveLength(1);
  });

  it('prices a day by the version in force on it; a booking made before keeps its price; audited', async () => {
    const before = await confirmedSpaDay(t, 9);
    const { Catalogue: catalogue } = await current();
    const from = daysAhead(10);
    const oldPrice = packagePrice(catalogue, 'ELM-ESCAPE');
    const swedish = activity(catalogue, 'SWED-60');
    const escape = catalogue.SpaDays.find((p) => p.PremierId === 'ELM-ESCAPE')!;
    const response = await change({
      EffectiveFrom: from,
      Edits: [
        { Section: 'SpaDays', Key: 'ELM-ESCAPE', Entry: { ...escape, Price: oldPrice + 2000 } },
        {
          Section: 'Activities',
          Key: 'SWED-60',
          Entry: { ...swedish, StandardPrice: swedish.StandardPrice + 1500 },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Versions[0].EffectiveFrom).toBe(from);

    // The guest's treatment list: the day before at the old price, from the date at the new.
    expect(await guestPrice(daysAhead(9), 'SWED-60')).toBe(swedish.StandardPrice);
    expect(await guestPrice(from, 'SWED-60')).toBe(swedish.StandardPrice + 1500);

    // The server's price when the guest books: by the day's version.
    const totalOn = async (date: string) => {
      const plan = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: 'ELM-ESCAPE' });
      const hold = await t.app.inject({
        method: 'PUT',
        url: `/api/session/${plan.sessionId}/holds/treatments`,
        payload: holdTreatmentsBody(plan, 1),
      });
      expect(hold.statusCode, hold.body).toBe(200);
      const begin = await t.app.inject({
        method: 'POST',
        url: `/api/spa/${plan.sessionId}/begin-booking`,
        payload: beginBookingBody(plan, 1),
      });
      expect(begin.statusCode, begin.body).toBe(200);
      return begin.json().Total as number;
    };
    expect(await totalOn(daysAhead(9))).toBe(oldPrice);
    expect(await totalOn(from)).toBe(oldPrice + 2000);

    // The booking confirmed before the change keeps what it was sold at.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${before.id}`,
      headers: manager,
    });
    expect(detail.json().TotalPence).toBe(oldPrice);

    const audit = await queryRows<{ action: string; subject: string; before: unknown; after: unknown }>(
      t.db.database.db,
      sql`SELECT action, subject, before, after FROM staff_audit_log WHERE action = 'catalogue.change' ORDER BY id`,
    );
    expect(audit).toContainEqual({
      action: 'catalogue.change',
      subject: 'catalogue:SpaDays:ELM-ESCAPE',
      before: expect.objectContaining({
        EffectiveFrom: from,
        Entry: expect.objectContaining({ Price: oldPrice }),
      }),
      after: expect.objectContaining({
        EffectiveFrom: from,
        Entry: expect.objectContaining({ Price: oldPrice + 2000 }),
      }),
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: manager });
    expect(page.json().Entries[0].Action).toBe('catalogue.change');
  });

  it('carries an earlier-dated change into later versions that left the entry alone', async () => {
    const { Catalogue: catalogue, Today } = await current();
    const later = await current(daysAhead(10));
    const escape = catalogue.SpaDays.find((p) => p.PremierId === 'ELM-ESCAPE')!;
    const deep = activity(catalogue, 'DEEP-60');
    const response = await change({
      EffectiveFrom: Today,
      Edits: [
        { Section: 'SpaDays', Key: 'ELM-ESCAPE', Entry: { ...escape, Description: 'Renamed today' } },
        {
          Section: 'Activities',
          Key: 'DEEP-60',
          Entry: { ...deep, StandardPrice: deep.StandardPrice + 100 },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await current(daysAhead(10))).Catalogue;
    // The later version changed the package's price itself: it keeps its own entry.
    expect(after.SpaDays.find((p) => p.PremierId === 'ELM-ESCAPE')).toEqual(
      later.Catalogue.SpaDays.find((p) => p.PremierId === 'ELM-ESCAPE'),
    );
    // It left DEEP-60 as it was: it takes the change.
    expect(activity(after, 'DEEP-60').StandardPrice).toBe(deep.StandardPrice + 100);
  });

  it('adds a treatment whose skill two therapists are given, and guests can book it', async () => {
    const { Catalogue: catalogue, Today } = await current();
    const [first, second] = catalogue.Therapists;
    const response = await change({
      EffectiveFrom: Today,
      Edits: [
        {
          Section: 'Treatments',
          Key: 'bamboo-massage',
          Entry: {
            Id: 'bamboo-massage',
            DisplayName: 'Bamboo Massage',
            Description: 'Warm bamboo canes roll out tension.',
            Images: [],
            Skill: 'bamboo',
            RoomTypes: ['treatment'],
            Durations: [{ Code: 'BAMBOO-60' }],
          },
        },
        {
          Section: 'Activities',
          Key: 'BAMBOO-60',
          Entry: {
            ID: 4321,
            Code: 'BAMBOO-60',
            ActivityCode: 'BAMBOO-60',
            Length: 75,
            Interval: 15,
            StandardPrice: 9900,
          },
        },
        {
          Section: 'Therapists',
          Key: first!.StaffId,
          Entry: { ...first, Skills: [...first!.Skills, 'bamboo'] },
        },
        {
          Section: 'Therapists',
          Key: second!.StaffId,
          Entry: { ...second, Skills: [...second!.Skills, 'bamboo'] },
        },
        {
          Section: 'SpaTreatments',
          Key: 'SpaTreatments',
          Entry: {
            ...catalogue.SpaTreatments,
            Treatments: [...catalogue.SpaTreatments.Treatments, 'bamboo-massage'],
          },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const date = daysAhead(3);
    expect(await guestPrice(date, 'BAMBOO-60')).toBe(9900);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/spa/search',
      payload: {
        SessionId: await beginSession(t.app),
        Date: date,
        StartTogether: true,
        GuestRequirements: [{ GuestIndex: 0, Activities: ['BAMBOO-60'] }],
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    const periods = search.json().GuestAvailability[0].Periods;
    const slots = [...periods.AM, ...periods.PM].filter((s: { IsAvailable: boolean }) => s.IsAvailable);
    expect(slots.length).toBeGreaterThan(0);
    const staff = new Set(
      slots.flatMap((s: { TreatmentTimes: { StaffId: string }[] }) => s.TreatmentTimes.map((x) => x.StaffId)),
    );
    expect([...staff].every((id) => id === first!.StaffId || id === second!.StaffId)).toBe(true);
  });

  it('previews a draft as guests would see the date, saving nothing', async () => {
    const { Catalogue: catalogue, Today } = await current();
    const swedish = activity(catalogue, 'SWED-30');
    const versions = (await current()).Versions.length;
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/staff/catalogue/preview',
      headers: manager,
      payload: {
        Date: Today,
        Edits: [{ Section: 'Activities', Key: 'SWED-30', Entry: { ...swedish, StandardPrice: 1 } }],
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const durations = preview.json().Treatments.flatMap((tr: { Durations: unknown[] }) => tr.Durations);
    expect(durations).toContainEqual(expect.objectContaining({ Code: 'SWED-30', Price: 1 }));
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/catalogue/preview',
      headers: manager,
      payload: {
        Date: Today,
        Edits: [{ Section: 'Activities', Key: 'SWED-30', Entry: { ...swedish, Length: 0 } }],
      },
    });
    expect(wrong.json().Problems[0].field).toBe('Edits.0.Entry.Length');
    expect((await current()).Versions).toHaveLength(versions);
  });

  it('exports the catalogue file’s format and imports one from a date, naming what is wrong', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/staff/catalogue/export',
      headers: manager,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment/);
    const document = exported.json<Catalogue>();
    const from = daysAhead(20);
    document.Resort.BookingMessage = 'Imported';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/staff/catalogue/import',
      headers: manager,
      payload: { EffectiveFrom: from, Catalogue: document },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await current(from)).Catalogue.Resort.BookingMessage).toBe('Imported');
    expect((await current()).Catalogue.Resort.BookingMessage).not.toBe('Imported');

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/staff/catalogue/import',
      headers: manager,
      payload: { EffectiveFrom: from, Catalogue: { ...document, Treatments: [] } },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].field).toBe('Catalogue.Treatments');
  });
});

describe('two server processes on one database', () => {
  let t: TestApp;
  let other: App;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      catalogue: demoResort(),
      database: t.db.database,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('sees a change the other made at its next request', async () => {
    const headers = await signedInStaff(t, 'spa_manager');
    const read = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/umbraco/api/spa/getConfiguration' }))
        .json<{
          SpaTreatments: { Treatments: { Id: string; DisplayName: string }[] };
        }>()
        .SpaTreatments.Treatments.find((tr) => tr.Id === 'reflexology')?.DisplayName;
    expect(await read(other)).toBe('Reflexology');
    const catalogue = demoResort();
    const treatment = catalogue.Treatments.find((tr) => tr.Id === 'reflexology')!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/catalogue/changes',
      headers,
      payload: {
        EffectiveFrom: (await t.app.inject({ method: 'GET', url: '/api/staff/catalogue', headers })).json()
          .Today,
        Edits: [
          {
            Section: 'Treatments',
            Key: 'reflexology',
            Entry: { ...treatment, DisplayName: 'Foot Reflexology' },
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await read(other)).toBe('Foot Reflexology');
  });
});
