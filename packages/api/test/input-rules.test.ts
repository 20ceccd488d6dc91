import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOptions } from '../src/lib/log-options';
import { jsonDepthExceeds } from '../src/plugins/input-guard';
import {
  beginBookingBody,
  beginSession,
  daysAhead,
  holdTreatmentsBody,
  planTreatmentSpaDay,
} from './helpers/spa-journey';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/** Input rules the fuzz suite cannot judge on its own: what is logged, real dates, §5 of the booking flow. */
describe(`input rules (${TEST_DB})`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      logger: { ...(logOptions('info') as object), stream: { write: (line: string) => lines.push(line) } },
      extend: (app) =>
        app.post('/api/test/failing-query', async () => {
          await app.deps.db.execute(sql`SELECT ${'ann.private@example.com'}::int`);
          return { ok: true };
        }),
    });
  });
  afterAll(() => t.close());

  it('logs a failed query without its parameters or the value it refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      headers: { authorization: 'Bearer secret-token' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong on our side.');
    const log = lines.join('\n');
    expect(log).toContain('SQLSTATE 22P02');
    expect(log).not.toContain('ann.private@example.com');
    expect(log).not.toContain('secret-token');
  });

  it("logs a request by its route, never the secret its path carries nor the client's address", async () => {
    const secrets = {
      healthForm: `hf-${crypto.randomUUID()}`,
      payLink: `pl-${crypto.randomUUID()}`,
      voucher: 'GIFT-7Q4M-XK2P-9RDA',
      unrouted: `nr-${crypto.randomUUID()}`,
    };
    lines.length = 0;
    for (const url of [
      `/api/health-form/${secrets.healthForm}`,
      `/api/pay/${secrets.payLink}`,
      `/api/staff/vouchers/${secrets.voucher}`,
      `/api/no-such-route/${secrets.unrouted}`,
    ])
      await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.77' });
    const log = lines.join('\n');
    for (const route of [
      '/api/health-form/:token',
      '/api/pay/:token',
      '/api/staff/vouchers/:code',
      '(no route)',
    ])
      expect(log).toContain(`"route":"${route}"`);
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
    expect(log).not.toContain('203.0.113.77');
  });

  it('refuses a birthday that is not on the calendar, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        title: 'MS',
        firstName: 'Grace',
        lastName: 'Hopper',
        emailAddress: 'grace@example.com',
        birthday: '2026-02-30',
        terms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'body.birthday',
      message: 'Enter a real date of birth',
    });
  });

  it('refuses a body nested deeper than the limit, without parsing it', async () => {
    expect(jsonDepthExceeds('[[["[[[[[[[[[["]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":{"c":{"d":1}}}}', 3)).toBe(true);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/session/AAAAAAAAAAAAAAAAAAAAAA/search',
      headers: { 'content-type': 'application/json' },
      payload: `{"Search":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body');
  });

  describe('dates no booking can be on: 400 naming the field, never 500', () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
      (response.json().errors ?? []).map((e) => e.field);

    it.each(['9999-12-31', '0001-01-01', '2200-01-01', '1899-12-31'])(
      'refuses %s on the public Spa Day calls',
      async (date) => {
        const sessionId = await beginSession(t.app);
        const packages = await post('/api/spa/packages', { date, numberOfClients: 1, SessionId: sessionId });
        expect(packages.statusCode, packages.body).toBe(400);
        expect(fieldsOf(packages)).toEqual(['body.date']);
        const search = await post('/api/spa/search', {
          SessionId: sessionId,
          Date: date,
          GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
          AppointmentExtras: [],
          FilteredSelections: [],
        });
        expect(search.statusCode, search.body).toBe(400);
        expect(fieldsOf(search)).toEqual(['body.Date']);
        const days = await t.app.inject({ method: 'GET', url: `/api/spa/activities/2027-01-01/${date}` });
        expect(days.statusCode, days.body).toBe(400);
        expect(fieldsOf(days)).toEqual(['params.toDate']);
      },
    );

    it('refuses a far-future time of day in a hold, naming the field', async () => {
      const plan = await planTreatmentSpaDay(t.app, {
        guests: 1,
        date: daysAhead(12),
        premierId: 'ELM-ESCAPE',
      });
      const hold = holdTreatmentsBody(plan, 1);
      hold.Items[0]!.StartTime = '9999-12-31T10:00:00Z';
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/session/${plan.sessionId}/holds/treatments`,
        payload: hold,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.Items.0.StartTime']);
    });

    it('names body.date for a 100 KB date, on a call whose body may take two shapes', async () => {
      const response = await post('/api/spa/packages', { date: 'x'.repeat(100_000), numberOfClients: 1 });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.date']);
      const wrapped = await post('/api/spa/packages', { item: { date: '9999-12-31', numberOfClients: 1 } });
      expect(fieldsOf(wrapped)).toEqual(['body.item.date']);
    });
  });

  describe('begin-booking enforces what the screens enforce (booking-flow §5)', () => {
    /** Holds the treatments of the guests `holding` keeps (all by default), then begins with the edited body. */
    const begin = async (
      edit: (body: ReturnType<typeof beginBookingBody>) => void,
      holding: (guestIndex: number) => boolean = () => true,
    ) => {
      const plan = await planTreatmentSpaDay(t.app, {
        guests: 2,
        date: daysAhead(12),
        premierId: 'ELM-ESCAPE',
      });
      const hold = holdTreatmentsBody(plan, 2);
      hold.Items = hold.Items.filter((item) => holding(item.GuestIndex));
      const held = await t.app.inject({
        method: 'PUT',
        url: `/api/session/${plan.sessionId}/holds/treatments`,
        payload: hold,
      });
      expect(held.statusCode, held.body).toBe(200);
      const body = beginBookingBody(plan, 2);
      edit(body);
      return t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/begin-booking`, payload: body });
    };

    it('every guest needs a treatment', async () => {
      const response = await begin(
        (body) => {
          body.items = body.items.filter((item) => item.clientIndex === 0);
        },
        (guestIndex) => guestIndex === 0,
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).toContain('guest 2 has no treatment');
    });

    it('names longer than the form allows, a telephone of letters and a postcode of symbols are refused', async () => {
      const response = await begin((body) => {
        const lead = body.clients[0] as Record<string, unknown>;
        lead.firstName = 'A'.repeat(5000);
        lead.telephoneNumber = 'abc';
        lead.postCode = '!!!!';
      });
      expect(response.statusCode).toBe(400);
      const fields = (response.json().errors as { field: string }[]).map((e) => e.field);
      expect(fields).toEqual(
        expect.arrayContaining([
          'body.clients.0.firstName',
          'body.clients.0.telephoneNumber',
          'body.clients.0.postCode',
        ]),
      );
    });
  });
});
