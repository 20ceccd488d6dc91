import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/sql';
import { detachedSettled } from '../src/lib/detached';
import { newMember, PASSWORD, signIn } from './helpers/accounts';
import {
  beginBookingBody,
  daysAhead,
  holdTreatmentsBody,
  planTreatmentSpaDay,
  recordApprovedPayment,
} from './helpers/spa-journey';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const PACKAGE = 'ELM-ESCAPE';

describe(`a member's spa bookings (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A 1-guest Spa Day booked and paid through the API; `headers` signs process-booking in. */
  async function bookSpaDay(options: { days: number; leadEmail: string; headers?: Record<string, string> }) {
    const plan = await planTreatmentSpaDay(t.app, {
      guests: 1,
      date: daysAhead(options.days),
      premierId: PACKAGE,
    });
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 1),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const body = beginBookingBody(plan, 1);
    body.clients[0]!.emailAddress = options.leadEmail;
    const begin = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/begin-booking`,
      payload: body,
    });
    expect(begin.statusCode, begin.body).toBe(200);
    await recordApprovedPayment(t.db.database, plan.sessionId, begin.json().Total as number);
    const processed = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/process-booking`,
      headers: options.headers,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    return { ...plan, confirmationId: processed.json().ConfirmationId as string, total: begin.json().Total };
  }

  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/spa/user-bookings', headers });
  const retrieve = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/spa/retrieve/${id}`, headers });

  it('lists a booking made signed in, with its summary, and retrieves its bill and itinerary', async () => {
    const ada = await newMember(t.db.database.db);
    const { headers } = await signIn(t.app, ada.email);
    // Booked for a friend as lead booker: still the signed-in member's.
    const booked = await bookSpaDay({ days: 12, leadEmail: 'friend@example.com', headers });

    const answer = await list(headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const [summary] = answer.json();
    expect(answer.json()).toHaveLength(1);
    expect(summary).toMatchObject({
      Id: booked.confirmationId,
      Date: booked.date,
      Item: {
        ConfirmationId: booked.confirmationId,
        Package: { DisplayName: expect.any(String) },
        Clients: [
          { Id: 0, FirstName: 'Guest1', LastName: 'Tester', ArrivalTime: booked.arrival.StartDateTime },
        ],
        CalculatedAmount: booked.total,
        RestaurantTime: null,
      },
    });
    expect(summary.DaysToGo).toBeGreaterThanOrEqual(11);
    expect(summary.DaysToGo).toBeLessThanOrEqual(12);
    expect(summary.Item.Items).toEqual([
      expect.objectContaining({
        ClientIndex: 0,
        Duration: expect.any(Number),
        DisplayName: expect.any(String),
      }),
    ]);

    const detail = await retrieve(booked.confirmationId, headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ Id: booked.confirmationId, LineItems: expect.any(Array) });
    expect(
      detail
        .json()
        .Itinerary.map((i: { Kind: string }) => i.Kind)
        .sort(),
    ).toEqual(['arrival', 'treatments']);
  });

  it('shows a booking made anonymously with the member’s proven e-mail, whatever its case, and not one made by another member', async () => {
    const grace = await newMember(t.db.database.db);
    const other = await newMember(t.db.database.db);
    const anonymous = await bookSpaDay({ days: 14, leadEmail: grace.email.toUpperCase() });
    // Someone else, signed in, gave Grace's address: that booking is theirs, not Grace's.
    await bookSpaDay({
      days: 15,
      leadEmail: grace.email,
      headers: (await signIn(t.app, other.email)).headers,
    });

    const { headers } = await signIn(t.app, grace.email);
    const ids = async () => (await list(headers)).json().map((b: { Id: string }) => b.Id);

    // An address typed without a code proves nothing: the anonymous booking stays hidden…
    expect(await ids()).toEqual([]);
    expect((await retrieve(anonymous.confirmationId, headers)).statusCode).toBe(404);
    // …until Grace proves it with a code (registration, migration or password reset).
    await t.db.database.db.execute(sql`INSERT INTO proven_emails (email) VALUES (${grace.email})`);
    expect(await ids()).toEqual([anonymous.confirmationId]);
  });

  it('a registration with a code proves the e-mail: the anonymous booking shows at once', async () => {
    const email = `proven.${Date.now()}@example.com`;
    const anonymous = await bookSpaDay({ days: 18, leadEmail: email });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/account/verify-email', { emailAddress: email })).statusCode).toBe(200);
    await detachedSettled(); // the code is made and mailed after the answer
    const [mail] = await queryRows<{ text_body: string }>(
      t.db.database.db,
      sql`SELECT text_body FROM mail_outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
    );
    const code = /\b(\d{6})\b/.exec(mail!.text_body)![1]!;
    const validated = await post('/api/member/validate-migration', { emailAddress: email, code });
    expect(validated.statusCode, validated.body).toBe(200);
    const registered = await post('/api/account/register', {
      title: 'MRS',
      firstName: 'Prue',
      lastName: 'Ven',
      emailAddress: email,
      password: PASSWORD,
      terms: true,
      addressBooks: [],
      validationId: validated.json().validationId,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { headers } = await signIn(t.app, email);
    expect((await list(headers)).json().map((b: { Id: string }) => b.Id)).toEqual([anonymous.confirmationId]);
  });

  it('answers 404 to another member, 401 signed out and 400 to a malformed number', async () => {
    const owner = await newMember(t.db.database.db);
    const stranger = await newMember(t.db.database.db);
    const booked = await bookSpaDay({
      days: 16,
      leadEmail: 'x@example.com',
      headers: (await signIn(t.app, owner.email)).headers,
    });
    const strangerHeaders = (await signIn(t.app, stranger.email)).headers;

    expect((await retrieve(booked.confirmationId, strangerHeaders)).statusCode).toBe(404);
    expect((await retrieve('SPA-ZZZZZZZZ', strangerHeaders)).statusCode).toBe(404);
    expect((await list(strangerHeaders)).json()).toEqual([]);
    expect((await list({})).statusCode).toBe(401);
    expect((await retrieve(booked.confirmationId, {})).statusCode).toBe(401);
    const malformed = await retrieve('not-a-number', strangerHeaders);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('params.id');
  });

  it('re-sends a confirmation by its number to the owner’s chosen address only', async () => {
    const owner = await newMember(t.db.database.db);
    const stranger = await newMember(t.db.database.db);
    const { headers } = await signIn(t.app, owner.email);
    const booked = await bookSpaDay({ days: 17, leadEmail: owner.email, headers });
    const resend = (h: Record<string, string>, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/spa/send-email/',
        headers: h,
        payload: { confirmation: booked.confirmationId, emailAddress: to },
      });

    expect((await resend({}, 'anyone@example.com')).statusCode).toBe(401);
    expect(
      (await resend((await signIn(t.app, stranger.email)).headers, 'thief@example.com')).statusCode,
    ).toBe(404);
    const sent = await resend(headers, 'copy@example.com');
    expect(sent.statusCode, sent.body).toBe(200);

    const mails = await queryRows<{ to_address: string; text_body: string }>(
      t.db.database.db,
      sql`SELECT to_address, text_body FROM mail_outbox WHERE to_address IN ('copy@example.com', 'thief@example.com', 'anyone@example.com')`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(['copy@example.com']);
    expect(mails[0]!.text_body).toContain(booked.confirmationId);
    // Every booking e-mail carries the spa's cancellation policy.
    expect(mails[0]!.text_body).toContain(
      'Cancellation policy: we refund 50% of the cost when you cancel, except within 48 hours of your booking date',
    );
  });
  it('lists a cancelled booking as cancelled with its refund, and re-sends its cancellation, not a confirmation', async () => {
    const owner = await newMember(t.db.database.db);
    const { headers } = await signIn(t.app, owner.email);
    const booked = await bookSpaDay({ days: 9, leadEmail: owner.email, headers });
    const live = (await list(headers)).json().find((b: { Id: string }) => b.Id === booked.confirmationId);
    expect(live).toMatchObject({ IsCancelled: false, CancellationDateTime: null, RefundPence: null });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/spa/retrieve/${booked.confirmationId}/cancel`,
      headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const listed = (await list(headers)).json().find((b: { Id: string }) => b.Id === booked.confirmationId);
    expect(listed).toMatchObject({
      IsCancelled: true,
      RefundPence: Math.round(booked.total / 2),
      DaysToGo: 9,
    });
    expect(Date.parse(listed.CancellationDateTime)).toBeLessThanOrEqual(Date.now());
    expect((await retrieve(booked.confirmationId, headers)).json()).toMatchObject({ IsCancelled: true });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/spa/send-email/',
      headers,
      payload: { confirmation: booked.confirmationId, emailAddress: 'cancelled-copy@example.com' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await detachedSettled();
    const mails = await queryRows<{ subject: string; text_body: string }>(
      t.db.database.db,
      sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = 'cancelled-copy@example.com'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your spa booking ${booked.confirmationId} is cancelled`);
    expect(mails[0]!.text_body).toContain('has been cancelled');
    expect(mails[0]!.text_body).not.toContain('Please arrive');
  });
});
