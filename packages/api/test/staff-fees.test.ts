import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNow, queryRows } from '../src/lib/sql';
import { newMember, signIn } from './helpers/accounts';
import { daysAhead, typeCard } from './helpers/spa-journey';
import { auditRows, deskBookedOnArrival, newStaff, paidSpaDay, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const KEPT_DECLINES = '4000000000000341';

/**
 * Issues 21.5 and 22.5 (decisions 0330, 0390, 0391): the card kept for the policy (at the online
 * payment, or by the desk's card guarantee), its fees (what the policy leaves unpaid, never on
 * top) with approval, goodwill refunds.
 */
describe(`money at the desk after the booking (${TEST_DB})`, () => {
  let t: TestApp;
  let clock: Date | null = null;
  /** The provider out of reach for off-session charges. */
  let providerDown = false;
  let reception: Record<string, string>;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      deps: (_db, provider) => ({
        bookingNow: async (tx) => clock ?? databaseNow(tx),
        cardProvider: {
          ...provider,
          chargeSavedCard: (charge) =>
            providerDown ? Promise.reject(new Error('unreachable')) : provider.chargeSavedCard(charge),
        },
      }),
    });
    reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}`, headers: reception })).json();
  /** A Spa Day booked at the desk `days` ahead, to be paid on arrival: nothing paid, the total owed. */
  const onArrival = async (days: number) => {
    clock = null;
    const date = daysAhead(days);
    return { ...(await deskBookedOnArrival(t, reception, date)), date };
  };
  /** The guest keeps a card through the desk's guarantee link (typed on the sandbox's page): the link's token. */
  const guarantee = async (booked: { id: string; confirmationId: string }, card = '4242424242424242') => {
    const sent = await post(`/api/staff/bookings/${booked.id}/guarantee-link`, reception);
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await mails(booked.confirmationId, 'Keep a card for your spa booking%');
    const token = /\/booking\/#\/pay\/([\w-]{32})/.exec(mail?.text_body ?? '')?.[1];
    const page = await post(`/api/pay/${token}/initialise`, {});
    expect(page.statusCode, page.body).toBe(200);
    const typed = await typeCard(t.app, page.json().iPageSessionId, card);
    expect(typed.ok).toBe(true);
    const completed = await post(`/api/pay/${token}/complete`, {});
    expect(completed.json(), completed.body).toEqual({ Status: 'paid' });
    return token!;
  };
  /** A desk booking paid on arrival, its card kept by the guarantee link, marked a no-show on its day. */
  const deskNoShow = async (days: number, card?: string) => {
    const booked = await onArrival(days);
    await guarantee(booked, card);
    return markNoShow(booked);
  };
  const markNoShow = async <B extends { id: string; date: string }>(booked: B) => {
    clock = new Date(`${booked.date}T17:00:00Z`);
    const marked = await post(`/api/staff/bookings/${booked.id}/arrival`, reception, { Status: 'no_show' });
    expect(marked.statusCode, marked.body).toBe(200);
    return booked;
  };
  /** A booking marked a no-show on its day (the clock set to it). */
  const noShow = async (kept?: { card: string }) => {
    clock = null;
    const booked = await paidSpaDay(t, 15, 1, kept);
    clock = new Date(`${booked.date}T17:00:00Z`);
    const marked = await post(`/api/staff/bookings/${booked.id}/arrival`, reception, { Status: 'no_show' });
    expect(marked.statusCode, marked.body).toBe(200);
    return booked;
  };
  const ledger = (bookingId: string) =>
    queryRows<{ kind: string; category: string | null; tender: string | null; amount_pence: number }>(
      t.db.database.db,
      sql`SELECT kind, category, tender, amount_pence FROM ledger_entries WHERE booking_id = ${bookingId} ORDER BY created_at`,
    );
  /** The e-mails about a booking (by its confirmation number) whose subject is like `like`. */
  const mails = (confirmationId: string, like: string) =>
    queryRows<{ subject: string; text_body: string }>(
      t.db.database.db,
      sql`SELECT subject, text_body FROM mail_outbox WHERE subject LIKE ${like} AND subject LIKE ${`%${confirmationId}`} ORDER BY id`,
    );

  it('keeps only the provider’s reference to the card, and only with the guest’s consent', async () => {
    const kept = await paidSpaDay(t, 16, 1, { card: '4242424242424242' });
    const notKept = await paidSpaDay(t, 16);
    const rows = await queryRows<{ id: string; saved_card_id: string | null }>(
      t.db.database.db,
      sql`SELECT id, saved_card_id FROM spa_bookings WHERE id IN (${kept.id}, ${notKept.id})`,
    );
    expect(rows.find((r) => r.id === kept.id)?.saved_card_id).toMatch(/^pm_[\w-]{20,40}$/);
    expect(rows.find((r) => r.id === notKept.id)?.saved_card_id).toBeNull();
    expect((await detail(kept.id)).Desk.KeptCard).toEqual({ CardMasked: expect.stringContaining('4242') });
    expect((await detail(notKept.id)).Desk.KeptCard).toBeNull();
  });

  it('takes no fee without a kept card (409 saying so), and none that the policy does not make due', async () => {
    const booked = await markNoShow(await onArrival(22));
    const refused = await post(`/api/staff/bookings/${booked.id}/fees`, manager, { Kind: 'no-show' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('No card is kept');
    const ahead = await onArrival(23);
    await guarantee(ahead);
    const notDue = await post(`/api/staff/bookings/${ahead.id}/fees`, reception, { Kind: 'no-show' });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toContain('not marked as a no-show');
    const badKind = await post(`/api/staff/bookings/${ahead.id}/fees`, reception, { Kind: 'whatever' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0].field).toContain('Kind');
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ tender: 'saved-card' }));
  });

  it('asks no fee of a prepaid booking, a no-show or cancelled late, and says why', async () => {
    const booked = await noShow({ card: '4242424242424242' });
    const due = (await detail(booked.id)).Desk.FeesDue;
    expect(due).toEqual([
      { Kind: 'no-show', AmountPence: 0, Why: expect.stringContaining('Nothing to take: the full cost') },
    ]);
    const refused = await post(`/api/staff/bookings/${booked.id}/fees`, manager, { Kind: 'no-show' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Nothing to take');
    clock = null;
    const late = await paidSpaDay(t, 1, 1, { card: '4242424242424242' });
    expect((await post(`/api/staff/bookings/${late.id}/cancel`, manager)).statusCode).toBe(200);
    expect((await detail(late.id)).Desk.FeesDue).toEqual([
      expect.objectContaining({ Kind: 'late-cancel', AmountPence: 0 }),
    ]);
    expect((await detail(late.id)).Money.BalancePence).toBe(0);
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ tender: 'saved-card' }));
  });

  it('keeps a card by the guarantee link without charging it: only the reference, audited, e-mailed', async () => {
    const booked = await onArrival(24);
    const url = `/api/staff/bookings/${booked.id}/guarantee-link`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
    expect((await post(url, member.headers)).statusCode).toBe(403);
    const token = await guarantee(booked);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/pay/${token}` })).json();
    expect(shown).toMatchObject({ Purpose: 'guarantee', AmountPence: 0, Status: 'paid' });
    const after = await detail(booked.id);
    expect(after.Desk.KeptCard).toEqual({ CardMasked: expect.stringContaining('4242') });
    expect(after.Money.BalancePence).toBe(booked.total);
    expect(await ledger(booked.id)).toEqual([
      expect.objectContaining({ kind: 'charge', amount_pence: booked.total }),
    ]);
    const [row] = await queryRows<{ saved_card_id: string }>(
      t.db.database.db,
      sql`SELECT saved_card_id FROM spa_bookings WHERE id = ${booked.id}`,
    );
    expect(row!.saved_card_id).toMatch(/^pm_[\w-]{20,40}$/);
    expect((await auditRows(t, `booking:${booked.id}`)).map((r) => r.action)).toContain(
      'booking.guarantee-link-sent',
    );
    expect(await mails(booked.confirmationId, 'Your card is kept for the cancellation policy%')).toHaveLength(
      1,
    );
    const again = await post(url, reception);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already kept');
  });

  it('checks roles: no token 401, a member 403, reception cannot approve or refund (403)', async () => {
    const booked = await deskNoShow(25);
    const url = `/api/staff/bookings/${booked.id}`;
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/fees`, payload: { Kind: 'no-show' } })).statusCode,
    ).toBe(401);
    const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
    expect((await post(`${url}/fees`, member.headers, { Kind: 'no-show' })).statusCode).toBe(403);
    const proposed = await post(`${url}/fees`, reception, { Kind: 'no-show' });
    const fee = proposed.json().Desk.Fees[0];
    expect((await post(`${url}/fees/${fee.Id}/approve`, reception)).statusCode).toBe(403);
    const goodwill = { AmountPence: 500, Reason: 'Late start of the massage', RequestId: randomUUID() };
    expect((await post(`${url}/goodwill-refund`, reception, goodwill)).statusCode).toBe(403);
    expect((await detail(booked.id)).Desk.Fees[0].Status).toBe('proposed');
  });

  it('charges a desk no-show the full cost left unpaid, once however often asked: ledger, audit and e-mail', async () => {
    const booked = await deskNoShow(26);
    const url = `/api/staff/bookings/${booked.id}`;
    const before = await detail(booked.id);
    expect(before.Desk.FeesDue).toEqual([
      { Kind: 'no-show', AmountPence: booked.total, Why: expect.stringContaining('incurs the full cost') },
    ]);
    // A double submit of the proposal: one fee, one audit row.
    const [a, b] = await Promise.all([
      post(`${url}/fees`, reception, { Kind: 'no-show' }),
      post(`${url}/fees`, reception, { Kind: 'no-show' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const fees = b.json().Desk.Fees;
    expect(fees).toEqual([
      expect.objectContaining({ Kind: 'no-show', AmountPence: booked.total, Status: 'proposed' }),
    ]);
    expect(b.json().Desk.FeesDue).toEqual([]);
    // Proposed is not charged.
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ tender: 'saved-card' }));
    // Approval, twice at once: one charge.
    const approvals = await Promise.all([
      post(`${url}/fees/${fees[0].Id}/approve`, manager),
      post(`${url}/fees/${fees[0].Id}/approve`, manager),
    ]);
    for (const r of approvals) expect(r.statusCode, r.body).toBe(200);
    const after = await detail(booked.id);
    expect(after.Desk.Fees[0]).toMatchObject({
      Status: 'charged',
      Reference: expect.stringMatching(/^SBX-/),
      ProposedBy: 'Test reception',
      ApprovedBy: 'Test spa_manager',
    });
    // The cost was owed already: the fee pays it, it adds nothing on top.
    const entries = await ledger(booked.id);
    expect(entries.filter((e) => e.kind === 'charge')).toEqual([
      expect.objectContaining({ category: 'booking', amount_pence: booked.total }),
    ]);
    expect(entries.filter((e) => e.tender === 'saved-card')).toEqual([
      expect.objectContaining({ kind: 'payment', amount_pence: booked.total }),
    ]);
    expect(after.Money.BalancePence).toBe(0);
    expect(after.Desk.FeesDue).toEqual([]);
    const actions = (await auditRows(t, `booking:${booked.id}`)).map((r) => r.action);
    expect(actions.filter((a) => a.startsWith('booking.fee'))).toEqual([
      'booking.fee-propose',
      'booking.fee-charge',
    ]);
    expect(await mails(booked.confirmationId, 'A no-show fee was charged%')).toHaveLength(1);
  });

  it('keeps 50% of an unpaid desk booking cancelled early, and 100% cancelled late, as a fee on the kept card', async () => {
    const early = await onArrival(27);
    await guarantee(early);
    const cancelled = await post(`/api/staff/bookings/${early.id}/cancel`, manager);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const half = early.total - Math.floor(early.total / 2);
    const after = await detail(early.id);
    expect(after.Money.BalancePence).toBe(half);
    expect(after.Desk.FeesDue).toEqual([
      { Kind: 'late-cancel', AmountPence: half, Why: expect.stringContaining('The policy keeps') },
    ]);
    const [notice] = await queryRows<{ text_body: string }>(
      t.db.database.db,
      sql`SELECT text_body FROM mail_outbox WHERE subject = ${`Your spa booking ${early.confirmationId} is cancelled`}`,
    );
    expect(notice?.text_body).toContain('the policy keeps 50% of its cost');
    // The manager's proposal is the approval: charged at once, the balance paid.
    const charged = await post(`/api/staff/bookings/${early.id}/fees`, manager, { Kind: 'late-cancel' });
    expect(charged.json().Desk.Fees[0]).toMatchObject({ AmountPence: half, Status: 'charged' });
    expect((await detail(early.id)).Money.BalancePence).toBe(0);
    expect(await mails(early.confirmationId, 'A cancellation fee was charged%')).toHaveLength(1);

    const late = await onArrival(1);
    await guarantee(late);
    expect((await post(`/api/staff/bookings/${late.id}/cancel`, manager)).statusCode).toBe(200);
    expect((await detail(late.id)).Desk.FeesDue).toEqual([
      expect.objectContaining({ Kind: 'late-cancel', AmountPence: late.total }),
    ]);
  });

  it('leaves the fee proposed when the provider cannot be reached, and charges it once when approved again', async () => {
    const booked = await deskNoShow(28);
    const url = `/api/staff/bookings/${booked.id}`;
    const fee = (await post(`${url}/fees`, reception, { Kind: 'no-show' })).json().Desk.Fees[0];
    providerDown = true;
    const failed = await post(`${url}/fees/${fee.Id}/approve`, manager);
    providerDown = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain('never charges the card twice');
    expect((await detail(booked.id)).Desk.Fees[0].Status).toBe('proposed');
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ tender: 'saved-card' }));
    const again = await post(`${url}/fees/${fee.Id}/approve`, manager);
    expect(again.json().Desk.Fees[0].Status).toBe('charged');
    expect((await ledger(booked.id)).filter((e) => e.tender === 'saved-card')).toHaveLength(1);
  });

  it('withdraws a proposed fee the guest has paid meanwhile, instead of charging twice', async () => {
    const booked = await deskNoShow(29);
    const url = `/api/staff/bookings/${booked.id}`;
    const fee = (await post(`${url}/fees`, reception, { Kind: 'no-show' })).json().Desk.Fees[0];
    expect(
      (await post(`${url}/payments`, reception, { Method: 'cash', RequestId: randomUUID() })).statusCode,
    ).toBe(200);
    const refused = await post(`${url}/fees/${fee.Id}/approve`, manager);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('withdrawn');
    expect((await detail(booked.id)).Desk.Fees[0].Status).toBe('withdrawn');
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ tender: 'saved-card' }));
  });

  it('shows a decline with the bank’s words, charges nothing, and lets the fee be proposed again', async () => {
    const booked = await deskNoShow(30, KEPT_DECLINES);
    const url = `/api/staff/bookings/${booked.id}`;
    // The manager's own proposal is the approval: charged (here declined) at once.
    const charged = await post(`${url}/fees`, manager, { Kind: 'no-show' });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json().Desk.Fees[0]).toMatchObject({
      Status: 'declined',
      DeclineReason: expect.stringContaining('declined'),
    });
    expect(charged.json().Desk.FeesDue).toEqual([expect.objectContaining({ Kind: 'no-show' })]);
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ tender: 'saved-card' }));
    const actions = (await auditRows(t, `booking:${booked.id}`)).map((r) => r.action);
    expect(actions).toContain('booking.fee-declined');
    expect(await mails(booked.confirmationId, '%fee was charged%')).toHaveLength(0);
    const again = await post(`${url}/fees/${charged.json().Desk.Fees[0].Id}/approve`, manager);
    expect(again.statusCode).toBe(409);
  });

  it('gives a goodwill refund once per request, never more than the card paid: ledger, refund, audit, e-mail', async () => {
    clock = null;
    const booked = await paidSpaDay(t, 18);
    const url = `/api/staff/bookings/${booked.id}/goodwill-refund`;
    const tooMuch = await post(url, manager, {
      AmountPence: booked.total + 1,
      Reason: 'Too much on purpose',
      RequestId: randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([expect.objectContaining({ field: 'AmountPence' })]);
    const noReason = await post(url, manager, { AmountPence: 500, Reason: ' ', RequestId: randomUUID() });
    expect(noReason.statusCode).toBe(400);
    const request = { AmountPence: 1500, Reason: 'The steam room was closed', RequestId: randomUUID() };
    const [one, two] = await Promise.all([post(url, manager, request), post(url, manager, request)]);
    expect([one.statusCode, two.statusCode], one.body).toEqual([200, 200]);
    const entries = await ledger(booked.id);
    expect(entries.filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({ tender: 'online-card', amount_pence: 1500 }),
    ]);
    expect(entries.filter((e) => e.kind === 'credit')).toHaveLength(1);
    const refunds = await queryRows<{ amount_pence: number; status: string }>(
      t.db.database.db,
      sql`SELECT r.amount_pence, r.status FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.session_id = ${booked.sessionId}`,
    );
    expect(refunds).toEqual([{ amount_pence: 1500, status: 'refunded' }]);
    const after = await detail(booked.id);
    expect(after.Desk.GoodwillRefundablePence).toBe(booked.total - 1500);
    const audit = (await auditRows(t, `booking:${booked.id}`)).filter(
      (r) => r.action === 'booking.goodwill-refund',
    );
    expect(audit).toEqual([
      expect.objectContaining({ after: { amountPence: 1500, reason: request.Reason } }),
    ]);
    expect(await mails(booked.confirmationId, 'A refund is on its way%')).toHaveLength(1);
  });
});
