import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBefore } from '@spa/domain';
import { databaseNow, queryRows } from '../src/lib/sql';
import { importStays } from '../src/modules/stays';
import { beginSession, daysAhead, typeCard } from './helpers/spa-journey';
import { auditRows, newStaff, pendingDeskSpaDay, staffHeaders, tuesdayAhead } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/** Issue 22 item 1: reception books by phone and at the desk, and takes the money. */
describe(`booking at the desk (${TEST_DB})`, () => {
  let t: TestApp;
  /** The booking clock: 07:00 on the booking's day (a Tuesday ahead, when therapists work), so "today" is that day. */
  const DAY = daysAhead(tuesdayAhead(3));
  const clock = new Date(`${DAY}T07:00:00Z`);
  let reception: Record<string, string>;
  let manager: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ deps: { bookingNow: async (tx, read) => (tx ? clock : (read ?? clock)) } });
    reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  /** A desk session holding a one-guest Spa Day on DAY, begun: its session id, total and e-mail. */
  const pendingAtDesk = (headers = reception, email?: string) =>
    pendingDeskSpaDay(t.app, headers, DAY, email);

  const ledger = (bookingId: string) =>
    queryRows<{ kind: string; tender: string | null; amount_pence: number; staff_id: string | null }>(
      t.db.database.db,
      sql`SELECT kind, tender, amount_pence, staff_id FROM ledger_entries WHERE booking_id = ${bookingId} ORDER BY created_at, id`,
    );
  const mails = (email: string) =>
    queryRows<{ subject: string; text_body: string }>(
      t.db.database.db,
      sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = ${email} ORDER BY id`,
    );
  const diaryEntry = async (bookingId: string) => {
    const diary = await t.app.inject({
      method: 'GET',
      url: `/api/staff/diary?date=${DAY}`,
      headers: reception,
    });
    return (diary.json().Entries as { BookingId: string | null; BalancePence: number }[]).find(
      (e) => e.BookingId === bookingId,
    );
  };

  it('refuses every desk route without a valid staff sign-in (401)', async () => {
    const sessionId = await beginSession(t.app);
    const bookingId = randomUUID();
    const calls = [
      { method: 'POST' as const, url: '/api/staff/sessions' },
      { method: 'GET' as const, url: `/api/staff/sessions/${sessionId}` },
      { method: 'POST' as const, url: `/api/staff/sessions/${sessionId}/book`, payload: { Method: 'cash' } },
      {
        method: 'POST' as const,
        url: `/api/staff/bookings/${bookingId}/payments`,
        payload: { Method: 'cash' },
      },
      { method: 'POST' as const, url: `/api/staff/bookings/${bookingId}/payment-link` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect(
        (await t.app.inject({ ...call, headers: { authorization: 'Bearer not-a-token' } })).statusCode,
        call.url,
      ).toBe(401);
    }
  });

  it('books a same-day Spa Day that the guest site refuses, only in a session begun at the desk', async () => {
    const guest = await beginSession(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/spa/packages',
      payload: { date: DAY, numberOfClients: 1, SessionId: guest },
    });
    const offered = (refused.json().packages as { BandTimes: { IsAvailable: boolean }[] }[]).flatMap((p) =>
      p.BandTimes.filter((b) => b.IsAvailable),
    );
    expect(offered).toEqual([]);
    // A guest's session cannot be confirmed at the desk.
    const book = await post(`/api/staff/sessions/${guest}/book`, reception, { Method: 'cash' });
    expect(book.statusCode).toBe(404);
  });

  it('takes a desk card for the total: charge and payment in the ledger, receipt e-mailed, audited, once', async () => {
    const { sessionId, total, email } = await pendingAtDesk();
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/staff/sessions/${sessionId}`,
      headers: reception,
    });
    expect(desk.json()).toMatchObject({ Status: 'pending', TotalPence: total, LeadEmail: email });

    const first = await post(`/api/staff/sessions/${sessionId}/book`, reception, {
      Method: 'desk-card',
      Reference: 'TERM-0042',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ TotalPence: total, BalancePence: 0, LinkExpiresAt: null });
    const again = await post(`/api/staff/sessions/${sessionId}/book`, reception, { Method: 'desk-card' });
    expect(again.json()).toEqual(first.json());

    const { BookingId } = first.json<{ BookingId: string }>();
    expect((await ledger(BookingId)).map((e) => [e.kind, e.tender, e.amount_pence])).toEqual([
      ['charge', null, total],
      ['payment', 'desk-card', total],
    ]);
    const subjects = (await mails(email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Payment received'))).toHaveLength(1);
    expect(subjects).toContain(`Your spa booking ${first.json().ConfirmationId as string}`);
    const audit = await auditRows(t, `booking:${BookingId}`);
    expect(audit.map((a) => a.action)).toEqual(['booking.desk-book']);
    expect(audit[0]!.after).toMatchObject({ method: 'desk-card', totalPence: total });
    expect((await diaryEntry(BookingId))?.BalancePence).toBe(0);
  });

  it('books on arrival with the balance on the diary and arrivals, then takes it in cash once (a second tap is 409)', async () => {
    const { sessionId, total } = await pendingAtDesk(manager);
    const booked = await post(`/api/staff/sessions/${sessionId}/book`, manager, { Method: 'on-arrival' });
    expect(booked.statusCode, booked.body).toBe(200);
    const { BookingId, BalancePence } = booked.json<{ BookingId: string; BalancePence: number }>();
    expect(BalancePence).toBe(total);
    expect((await diaryEntry(BookingId))?.BalancePence).toBe(total);
    const arrivals = await t.app.inject({
      method: 'GET',
      url: `/api/staff/arrivals?date=${DAY}`,
      headers: reception,
    });
    const listed = (arrivals.json().Bookings as { Id: string; BalancePence: number }[]).find(
      (b) => b.Id === BookingId,
    );
    expect(listed?.BalancePence).toBe(total);

    const paid = await post(`/api/staff/bookings/${BookingId}/payments`, reception, {
      Method: 'cash',
      RequestId: randomUUID(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().BalancePence).toBe(0);
    const twice = await post(`/api/staff/bookings/${BookingId}/payments`, reception, {
      Method: 'cash',
      RequestId: randomUUID(),
    });
    expect(twice.statusCode).toBe(409);
    expect((await ledger(BookingId)).filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect((await auditRows(t, `booking:${BookingId}`)).map((a) => a.action)).toEqual([
      'booking.desk-book',
      'booking.desk-payment',
    ]);
    expect((await diaryEntry(BookingId))?.BalancePence).toBe(0);
  });

  it('charges the room only of a guest in house that day, naming the field otherwise', async () => {
    const email = `inhouse-${randomUUID().slice(0, 8)}@example.com`;
    const stayNumber = () => `ST${String(randomInt(0, 99_999_999)).padStart(8, '0')}`;
    const number = stayNumber();
    const elsewhere = stayNumber();
    const room = (from: number, nights: number) => ({
      Leg: 1,
      RoomCode: 'CLASSIC',
      RateCode: 'FLEX',
      ArrivalDate: daysBefore(DAY, -from),
      DepartureDate: daysBefore(DAY, -(from + nights)),
      Adults: 2,
      LeadGuest: 'Ada',
      Total: 48_000,
    });
    await importStays(t.app.deps, {
      Reservations: [
        { ConfirmationNumber: number, LeadEmail: email, PaymentCardLastDigits: '4242', Rooms: [room(-1, 2)] },
        {
          ConfirmationNumber: elsewhere,
          LeadEmail: email,
          PaymentCardLastDigits: '4242',
          Rooms: [room(5, 2)],
        },
      ],
    });
    const { sessionId, total } = await pendingAtDesk(reception, email);
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/staff/sessions/${sessionId}`,
      headers: reception,
    });
    expect(desk.json().InHouseStays).toEqual([
      expect.objectContaining({ ConfirmationNumber: number, Room: 'CLASSIC' }),
    ]);

    const noStay = await post(`/api/staff/sessions/${sessionId}/book`, reception, { Method: 'room-charge' });
    expect(noStay.statusCode).toBe(400);
    expect(noStay.body).toContain('StayConfirmation');
    const notInHouse = await post(`/api/staff/sessions/${sessionId}/book`, reception, {
      Method: 'room-charge',
      StayConfirmation: elsewhere,
    });
    expect(notInHouse.statusCode).toBe(400);
    expect(notInHouse.body).toContain('StayConfirmation');
    // Nothing was booked by the refusals.
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/staff/sessions/${sessionId}`, headers: reception })
      ).json().Status,
    ).toBe('pending');

    const charged = await post(`/api/staff/sessions/${sessionId}/book`, reception, {
      Method: 'room-charge',
      StayConfirmation: number,
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const { BookingId } = charged.json<{ BookingId: string }>();
    const [, payment] = await queryRows<{ tender: string; reference: string; amount_pence: number }>(
      t.db.database.db,
      sql`SELECT tender, reference, amount_pence FROM ledger_entries WHERE booking_id = ${BookingId} ORDER BY created_at, id`,
    );
    expect(payment).toEqual({ tender: 'room-charge', reference: number, amount_pence: total });
    // The stay's bill carries it too (decision 0445).
    const bill = await queryRows<{ kind: string; category: string; amount_pence: number }>(
      t.db.database.db,
      sql`SELECT e.kind, e.category, e.amount_pence FROM ledger_entries e
          JOIN stay_reservations r ON r.id = e.booking_id AND e.booking_kind = 'stay'
          WHERE r.confirmation_number = ${number}`,
    );
    expect(bill).toEqual([{ kind: 'charge', category: 'spa', amount_pence: total }]);
  });

  it('e-mails a payment link that the guest pays once on the provider page; the balance is then nil', async () => {
    const { sessionId, total, email } = await pendingAtDesk();
    const booked = await post(`/api/staff/sessions/${sessionId}/book`, reception, { Method: 'payment-link' });
    expect(booked.statusCode, booked.body).toBe(200);
    const { BookingId, BalancePence, LinkExpiresAt } = booked.json<{
      BookingId: string;
      BalancePence: number;
      LinkExpiresAt: string;
    }>();
    expect(BalancePence).toBe(total);
    expect(Date.parse(LinkExpiresAt)).toBeGreaterThan((await databaseNow(t.db.database.db)).getTime());
    const link = (await mails(email)).find((m) => m.subject.startsWith('Pay for your spa booking'));
    const token = /\/booking\/#\/pay\/([\w-]{32})/.exec(link?.text_body ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await auditRows(t, `booking:${BookingId}`))[0]?.after).toMatchObject({ method: 'payment-link' });

    const shown = await t.app.inject({ method: 'GET', url: `/api/pay/${token}` });
    expect(shown.json()).toMatchObject({ AmountPence: total, Status: 'open' });
    const page = await post(`/api/pay/${token}/initialise`, {});
    expect(page.statusCode, page.body).toBe(200);
    const { iPageSessionId } = page.json<{ iPageSessionId: string }>();
    // The same page again on a reload.
    expect((await post(`/api/pay/${token}/initialise`, {})).json().iPageSessionId).toBe(iPageSessionId);
    const typed = await typeCard(t.app, iPageSessionId);
    expect(typed.ok).toBe(true);
    const completed = await post(`/api/pay/${token}/complete`, {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({ Status: 'paid' });
    // The browser's prompt and the provider's notification both settle it: once.
    expect((await post(`/api/pay/${token}/complete`, {})).json()).toEqual({ Status: 'paid' });
    const payments = (await ledger(BookingId)).filter((e) => e.kind === 'payment');
    expect(payments.map((p) => [p.tender, p.amount_pence])).toEqual([['online-card', total]]);
    expect((await t.app.inject({ method: 'GET', url: `/api/pay/${token}` })).json().Status).toBe('paid');
    expect((await post(`/api/pay/${token}/initialise`, {})).statusCode).toBe(409);
    expect((await diaryEntry(BookingId))?.BalancePence).toBe(0);
    expect((await mails(email)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
    // Nothing left: no new link.
    expect((await post(`/api/staff/bookings/${BookingId}/payment-link`, reception)).statusCode).toBe(409);
  });

  it('a new link replaces the open one, which then refuses to pay', async () => {
    const { sessionId, email } = await pendingAtDesk();
    const booked = await post(`/api/staff/sessions/${sessionId}/book`, reception, { Method: 'on-arrival' });
    const { BookingId } = booked.json<{ BookingId: string }>();
    const sent = [
      await post(`/api/staff/bookings/${BookingId}/payment-link`, reception),
      await post(`/api/staff/bookings/${BookingId}/payment-link`, reception),
    ];
    expect(sent.map((s) => s.statusCode)).toEqual([200, 200]);
    const tokens = (await mails(email))
      .filter((m) => m.subject.startsWith('Pay for'))
      .map((m) => /\/pay\/([\w-]{32})/.exec(m.text_body)![1]);
    expect(tokens).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/pay/${tokens[0]}` })).json().Status).toBe(
      'replaced',
    );
    expect((await post(`/api/pay/${tokens[0]}/initialise`, {})).statusCode).toBe(409);
    expect((await post(`/api/pay/${tokens[1]}/initialise`, {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/pay/not-a-token' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/pay/${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await auditRows(t, `booking:${BookingId}`)).map((a) => a.action)).toEqual([
      'booking.desk-book',
      'booking.payment-link-sent',
      'booking.payment-link-sent',
    ]);
  });

  it('bounds the input: an unknown method names the field', async () => {
    const { sessionId } = await pendingAtDesk();
    const bad = await post(`/api/staff/sessions/${sessionId}/book`, reception, { Method: 'bitcoin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Method');
    const long = await post(`/api/staff/sessions/${sessionId}/book`, reception, {
      Method: 'cash',
      Reference: 'x'.repeat(41),
    });
    expect(long.statusCode).toBe(400);
  });
});
