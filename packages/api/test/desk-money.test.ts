import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatPrice } from '@spa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/lib/sql';
import { settleOwed } from '../src/modules/ledger';
import { importStays } from '../src/modules/stays';
import { newMember, signIn } from './helpers/accounts';
import { daysAhead } from './helpers/spa-journey';
import { auditRows, deskBookedOnArrival, newStaff, staffHeaders, tuesdayAhead } from './helpers/staff';
import { stayBuilders } from './helpers/stays';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * Issue 22 item 1, money at the desk after the booking (decision 0445): part or all of the
 * balance by card terminal, cash or a room charge to a stay in house today, once per
 * RequestId; a cancelled booking's credit given back in cash or on the card terminal, and a
 * room-charged one's taken off the stay's bill while it is open (decision 0535).
 */
describe(`money at the desk: room charges, part payments, desk refunds (${TEST_DB})`, () => {
  let t: TestApp;
  let reception: Record<string, string>;
  let manager: Record<string, string>;
  const stays = stayBuilders(() => t);
  /** A Tuesday ahead (therapists work), beyond the 48 hours: a cancellation refunds half. */
  const DAY = daysAhead(tuesdayAhead(4));

  beforeAll(async () => {
    t = await createTestApp();
    reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers = reception) => t.app.inject({ method: 'GET', url, headers });
  const pay = (id: string, body: object, headers = reception) =>
    post(`/api/staff/bookings/${id}/payments`, headers, { RequestId: randomUUID(), ...body });
  const spaLedger = (bookingId: string) =>
    queryRows<{ kind: string; tender: string | null; amount_pence: number; reference: string | null }>(
      t.db.database.db,
      sql`SELECT kind, tender, amount_pence, reference FROM ledger_entries
          WHERE booking_kind = 'spa' AND booking_id = ${bookingId} ORDER BY created_at, id`,
    );
  const mails = (email: string, subject: string) =>
    queryRows<{ subject: string; text_body: string }>(
      t.db.database.db,
      sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = ${email} AND subject LIKE ${subject} ORDER BY id`,
    );

  /** Stays imported for the test: one of the guest's in house today, another guest's in house, one of the guest's later. */
  async function inHouseStays(email: string) {
    const [theirs, another, later] = [stays.newNumber(), stays.newNumber(), stays.newNumber()];
    const surname = `Pemberton${randomUUID().slice(0, 6)}`;
    await importStays(t.app.deps, {
      Reservations: [
        {
          ConfirmationNumber: theirs,
          LeadEmail: email,
          PaymentCardLastDigits: '4242',
          Rooms: [stays.room(1, -1)],
        },
        {
          ConfirmationNumber: another,
          LeadEmail: `other-${randomUUID().slice(0, 8)}@example.com`,
          PaymentCardLastDigits: '4242',
          Rooms: [stays.room(1, -1, { LeadGuest: `Grace ${surname}` })],
        },
        {
          ConfirmationNumber: later,
          LeadEmail: email,
          PaymentCardLastDigits: '4242',
          Rooms: [stays.room(1, 5)],
        },
      ],
    });
    return { theirs, another, later, surname };
  }

  it('refuses the new routes without a staff sign-in, and a desk refund to reception (403)', async () => {
    const id = randomUUID();
    const refund = { Method: 'cash', RequestId: randomUUID() };
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/in-house-stays?q=Ada' })).statusCode).toBe(
      401,
    );
    expect((await post(`/api/staff/bookings/${id}/desk-refunds`, {}, refund)).statusCode).toBe(401);
    expect((await post(`/api/staff/bookings/${id}/desk-refunds`, reception, refund)).statusCode).toBe(403);
    expect((await post(`/api/staff/bookings/${id}/payments`, {}, refund)).statusCode).toBe(401);
  });

  it('charges part of the balance to the room of a guest in house today, then takes the rest in cash', async () => {
    const booked = await deskBookedOnArrival(t, reception, DAY);
    const { theirs, another, later, surname } = await inHouseStays(booked.email);
    const detail = (await get(`/api/staff/bookings/${booked.id}`)).json();
    expect(detail.Desk.InHouseStays.map((s: { ConfirmationNumber: string }) => s.ConfirmationNumber)).toEqual(
      [theirs],
    );
    // Another guest's stay, found by the lead guest's surname among today's in-house stays only.
    const found = (await get(`/api/staff/in-house-stays?q=${surname.toLowerCase()}`)).json().Stays;
    expect(found).toEqual([expect.objectContaining({ ConfirmationNumber: another, Room: 'CLASSIC' })]);
    // The hotel's file has the lead guest's first name only: a surname is also found in the e-mail.
    const byEmail = (await get(`/api/staff/in-house-stays?q=${booked.email.slice(0, 14)}`)).json().Stays;
    expect(byEmail.map((s: { ConfirmationNumber: string }) => s.ConfirmationNumber)).toEqual([theirs]);
    expect((await get('/api/staff/in-house-stays?q=x')).statusCode).toBe(400);

    const notInHouse = await pay(booked.id, { Method: 'room-charge', StayConfirmation: later });
    expect(notInHouse.statusCode).toBe(400);
    expect(notInHouse.json().errors[0].field).toBe('body.StayConfirmation');
    const tooMuch = await pay(booked.id, {
      Method: 'room-charge',
      StayConfirmation: another,
      AmountPence: booked.total + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].field).toBe('body.AmountPence');
    expect(await spaLedger(booked.id)).toHaveLength(1); // the booking's charge only

    const part = 2_500;
    const charged = await pay(booked.id, {
      Method: 'room-charge',
      StayConfirmation: another,
      AmountPence: part,
    });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json().BalancePence).toBe(booked.total - part);
    expect((await spaLedger(booked.id))[1]).toEqual({
      kind: 'payment',
      tender: 'room-charge',
      amount_pence: part,
      reference: another,
    });
    expect(await stays.ledger(another)).toContainEqual(
      expect.objectContaining({ kind: 'charge', category: 'spa', amount_pence: part }),
    );
    const arrivals = (await get(`/api/staff/arrivals?date=${DAY}`)).json().Bookings;
    expect(arrivals.find((b: { Id: string }) => b.Id === booked.id).BalancePence).toBe(booked.total - part);

    const rest = await pay(booked.id, { Method: 'cash', Reference: 'TILL-7' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().BalancePence).toBe(0);
    const diary = (await get(`/api/staff/diary?date=${DAY}`)).json().Entries;
    expect(diary.find((e: { BookingId: string | null }) => e.BookingId === booked.id).BalancePence).toBe(0);
    expect((await pay(booked.id, { Method: 'cash' })).statusCode).toBe(409);

    const audit = (await auditRows(t, `booking:${booked.id}`)).filter(
      (a) => a.action === 'booking.desk-payment',
    );
    expect(audit.map((a) => a.after)).toEqual([
      { balancePence: booked.total - part, amountPence: part, method: 'room-charge', stay: another },
      { balancePence: 0, amountPence: booked.total - part, method: 'cash' },
    ]);
    expect(await mails(booked.email, 'Payment received%')).toHaveLength(2);
  });

  it("keeps a stay's spa charges on its bill when the stay's own total is settled again", async () => {
    const booked = await deskBookedOnArrival(t, reception, DAY);
    const { another } = await inHouseStays(booked.email);
    expect((await pay(booked.id, { Method: 'room-charge', StayConfirmation: another })).statusCode).toBe(200);
    const [stay] = await queryRows<{ id: string }>(
      t.db.database.db,
      sql`SELECT id FROM stay_reservations WHERE confirmation_number = ${another}`,
    );
    const owedBefore = (await stays.ledger(another))
      .filter((e) => e.category !== 'spa')
      .reduce((sum, e) => sum + (e.kind === 'charge' ? e.amount_pence : -e.amount_pence), 0);
    const moved = await t.db.database.db.transaction((tx) =>
      settleOwed(tx, { kind: 'stay', id: stay!.id }, owedBefore, {
        key: `test:${randomUUID()}`,
        category: 'amendment',
        description: 'Nothing changed',
      }),
    );
    expect(moved).toBe(0);
    expect(await stays.ledger(another)).toContainEqual(
      expect.objectContaining({ kind: 'charge', category: 'spa', amount_pence: booked.total }),
    );
  });

  it('records one payment for one RequestId, however often it is posted at once', async () => {
    const booked = await deskBookedOnArrival(t, reception, DAY);
    const request = { Method: 'desk-card', AmountPence: 1_000, RequestId: randomUUID() };
    const url = `/api/staff/bookings/${booked.id}/payments`;
    const answers = await Promise.all([post(url, reception, request), post(url, reception, request)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(answers[0].json().BalancePence).toBe(booked.total - 1_000);
    expect((await spaLedger(booked.id)).filter((e) => e.kind === 'payment')).toHaveLength(1);
    const audit = await auditRows(t, `booking:${booked.id}`);
    expect(audit.filter((a) => a.action === 'booking.desk-payment')).toHaveLength(1);
    expect(await mails(booked.email, 'Payment received%')).toHaveLength(1);
    // A new attempt is a new payment.
    expect((await pay(booked.id, { Method: 'desk-card', AmountPence: 1_000 })).json().BalancePence).toBe(
      booked.total - 2_000,
    );
    expect((await pay(booked.id, { Method: 'cash', RequestId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it("gives a cancelled booking's cash credit back at the desk, a spa manager only, once", async () => {
    const booked = await deskBookedOnArrival(t, reception, DAY);
    expect((await pay(booked.id, { Method: 'cash' })).statusCode).toBe(200);
    // The desk is told before it cancels that the refund is its own to give back.
    const before = (await get(`/api/staff/bookings/${booked.id}`)).json();
    expect(before.Cancellation.RefundTo).toBe('is given back at the desk, the way it was paid');
    expect((await post(`/api/staff/bookings/${booked.id}/cancel`, reception, {})).statusCode).toBe(200);
    const cancelled = (await get(`/api/staff/bookings/${booked.id}`)).json();
    const credit = -cancelled.Money.BalancePence;
    expect(credit).toBeGreaterThan(0);
    expect(cancelled.Desk.DeskRefundable).toEqual([{ Method: 'cash', AmountPence: credit }]);
    // Paid in cash: the notice says the spa team gives it back, never that it goes to a card.
    const [notice] = await mails(booked.email, '%cancelled%');
    expect(notice!.text_body).toContain(
      `${formatPrice(credit)} of what you paid is given back by our spa team, the way you paid it`,
    );
    expect(notice!.text_body).not.toContain('to your card');

    const url = `/api/staff/bookings/${booked.id}/desk-refunds`;
    const request = { Method: 'cash', RequestId: randomUUID() };
    expect((await post(url, reception, request)).statusCode).toBe(403);
    expect((await post(url, manager, { ...request, Method: 'desk-card' })).statusCode).toBe(409);
    const tooMuch = await post(url, manager, { ...request, AmountPence: credit + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].field).toBe('body.AmountPence');

    const refunded = await post(url, manager, request);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().BalancePence).toBe(0);
    expect((await post(url, manager, request)).json().BalancePence).toBe(0);
    expect((await spaLedger(booked.id)).filter((e) => e.kind === 'refund')).toEqual([
      { kind: 'refund', tender: 'cash', amount_pence: credit, reference: null },
    ]);
    const after = (await get(`/api/staff/bookings/${booked.id}`)).json();
    expect(after.Money.BalancePence).toBe(0);
    expect(after.Desk.DeskRefundable).toEqual([]);
    const audit = (await auditRows(t, `booking:${booked.id}`)).filter(
      (a) => a.action === 'booking.desk-refund',
    );
    expect(audit.map((a) => a.after)).toEqual([{ balancePence: 0, amountPence: credit, method: 'cash' }]);
    expect(await mails(booked.email, 'Your refund%')).toHaveLength(1);
    expect((await post(url, manager, { Method: 'cash', RequestId: randomUUID() })).statusCode).toBe(409);
  });

  /** The balance of a stay's bill: its charges less its credits (a stay's room bill is paid on leaving). */
  const stayBalance = async (confirmation: string) =>
    (await stays.ledger(confirmation)).reduce(
      (sum, e) => sum + (e.kind === 'charge' ? e.amount_pence : e.kind === 'credit' ? -e.amount_pence : 0),
      0,
    );

  /** A desk booking of a member (proven e-mail, signed in), charged in full to their stay in house today. */
  async function roomChargedMemberBooking() {
    const member = await newMember(t.db.database.db);
    await t.db.database.db.execute(sql`INSERT INTO proven_emails (email) VALUES (${member.email})`);
    const booked = await deskBookedOnArrival(t, reception, DAY, member.email);
    const { theirs } = await inHouseStays(member.email);
    const charged = await pay(booked.id, { Method: 'room-charge', StayConfirmation: theirs });
    expect(charged.statusCode, charged.body).toBe(200);
    const { headers } = await signIn(t.app, member.email);
    return { booked, stay: theirs, headers };
  }

  it("takes a room-charged booking the guest cancels off the stay's bill, once however often it is cancelled", async () => {
    const { booked, stay, headers } = await roomChargedMemberBooking();
    const billBefore = await stayBalance(stay);
    const terms = (await get(`/api/spa/retrieve/${booked.confirmationId}/cancellation`, headers)).json();
    const refund = terms.RefundIfCancelledNow;
    expect(refund).toBe(Math.floor(booked.total / 2));
    // Told before agreeing where the refund goes: off the room bill it was charged to.
    expect(terms.RefundTo).toBe(`is taken off your room bill (stay ${stay})`);

    const cancel = () => post(`/api/spa/retrieve/${booked.confirmationId}/cancel`, headers);
    const answers = [await cancel(), await cancel()];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);

    expect(await stayBalance(stay)).toBe(billBefore - refund);
    expect((await stays.ledger(stay)).filter((e) => e.kind === 'credit' && e.category === 'spa')).toEqual([
      expect.objectContaining({
        amount_pence: refund,
        description: `Booking cancelled: spa booking ${booked.confirmationId}`,
      }),
    ]);
    expect((await spaLedger(booked.id)).filter((e) => e.kind === 'refund')).toEqual([
      { kind: 'refund', tender: 'room-charge', amount_pence: refund, reference: stay },
    ]);
    const detail = (await get(`/api/staff/bookings/${booked.id}`)).json();
    expect(detail.Money.BalancePence).toBe(0);
    expect(detail.Desk.DeskRefundable).toEqual([]);
    const theirs = (await get(`/api/spa/retrieve/${booked.confirmationId}`, headers)).json();
    expect(theirs.RoomBillRefund).toEqual({ AmountPence: refund, Stays: [stay] });
    expect(theirs.RefundWords).toContain(
      `${formatPrice(refund)} of what you paid is taken off your room bill (stay ${stay})`,
    );
    const bill = (await get(`/api/stay/retrieve/${stay}`, headers)).json().SpaOnBill;
    expect(bill.map((e: { Kind: string; AmountPence: number }) => [e.Kind, e.AmountPence])).toEqual([
      ['charge', booked.total],
      ['credit', refund],
    ]);
    const notices = await mails(booked.email, '%cancelled%');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text_body).toContain(
      `${formatPrice(refund)} of what you paid is taken off your room bill (stay ${stay})`,
    );
  });

  it("audits a room-bill credit the spa team's cancellation gives", async () => {
    const { booked, stay } = await roomChargedMemberBooking();
    const billBefore = await stayBalance(stay);
    expect((await post(`/api/staff/bookings/${booked.id}/cancel`, reception, {})).statusCode).toBe(200);
    const refund = Math.floor(booked.total / 2);
    expect(await stayBalance(stay)).toBe(billBefore - refund);
    const [audit] = (await auditRows(t, `booking:${booked.id}`)).filter((a) => a.action === 'booking.cancel');
    expect(audit!.after).toMatchObject({ refundPence: refund, roomBillPence: refund, roomBillStays: [stay] });
  });

  it('keeps the credit on the spa booking for the desk when the stay has left before the cancellation', async () => {
    const { booked, stay, headers } = await roomChargedMemberBooking();
    // The stay checks out: its rooms' departure day has passed.
    await t.db.database.db.execute(
      sql`UPDATE stay_rooms SET arrival_date = ${stays.day(-3)}, departure_date = ${stays.day(-1)}
          WHERE reservation_id = (SELECT id FROM stay_reservations WHERE confirmation_number = ${stay})`,
    );
    const billBefore = await stayBalance(stay);
    expect((await post(`/api/spa/retrieve/${booked.confirmationId}/cancel`, headers)).statusCode).toBe(200);

    expect(await stayBalance(stay)).toBe(billBefore);
    expect((await spaLedger(booked.id)).filter((e) => e.kind === 'refund')).toEqual([]);
    const detail = (await get(`/api/staff/bookings/${booked.id}`)).json();
    expect(detail.Money.BalancePence).toBe(-Math.floor(booked.total / 2));
    expect((await get(`/api/spa/retrieve/${booked.confirmationId}`, headers)).json().RoomBillRefund).toBe(
      null,
    );
    const [notice] = await mails(booked.email, '%cancelled%');
    expect(notice!.text_body).not.toContain('room bill');
    expect(notice!.text_body).toContain('is given back by our spa team, the way you paid it');
    expect(notice!.text_body).not.toContain('to your card');
  });
});
