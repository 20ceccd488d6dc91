import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNow, queryRows } from '../src/lib/sql';
import { newMember, signIn } from './helpers/accounts';
import { auditRows, newStaff, paidSpaDay, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const KEPT_DECLINES = '4000000000000341';

/** Issues 21.5 and 22.5 (decision 0330): the card kept for the policy, its fees with approval, goodwill refunds. */
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
    const booked = await noShow();
    const refused = await post(`/api/staff/bookings/${booked.id}/fees`, manager, { Kind: 'no-show' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('No card is kept');
    clock = null;
    const ahead = await paidSpaDay(t, 20, 1, { card: '4242424242424242' });
    const notDue = await post(`/api/staff/bookings/${ahead.id}/fees`, reception, { Kind: 'no-show' });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toContain('not marked as a no-show');
    const badKind = await post(`/api/staff/bookings/${ahead.id}/fees`, reception, { Kind: 'whatever' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0].field).toContain('Kind');
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ category: 'fee' }));
  });

  it('checks roles: no token 401, a member 403, reception cannot approve or refund (403)', async () => {
    const booked = await noShow({ card: '4242424242424242' });
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

  it('charges a proposed no-show fee once on approval, however often asked: ledger, audit and e-mail', async () => {
    const booked = await noShow({ card: '4242424242424242' });
    const url = `/api/staff/bookings/${booked.id}`;
    const before = await detail(booked.id);
    expect(before.Desk.FeesDue).toEqual([{ Kind: 'no-show', AmountPence: 4000, Guests: 1 }]);
    // A double submit of the proposal: one fee, one audit row.
    const [a, b] = await Promise.all([
      post(`${url}/fees`, reception, { Kind: 'no-show' }),
      post(`${url}/fees`, reception, { Kind: 'no-show' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const fees = b.json().Desk.Fees;
    expect(fees).toEqual([
      expect.objectContaining({ Kind: 'no-show', AmountPence: 4000, Status: 'proposed' }),
    ]);
    expect(b.json().Desk.FeesDue).toEqual([]);
    // Proposed is not charged.
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ category: 'fee' }));
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
    const entries = await ledger(booked.id);
    expect(entries.filter((e) => e.category === 'fee')).toEqual([
      expect.objectContaining({ kind: 'charge', amount_pence: 4000 }),
    ]);
    expect(entries.filter((e) => e.tender === 'saved-card')).toEqual([
      expect.objectContaining({ kind: 'payment', amount_pence: 4000 }),
    ]);
    expect(after.Money.BalancePence).toBe(0);
    const actions = (await auditRows(t, `booking:${booked.id}`)).map((r) => r.action);
    expect(actions.filter((a) => a.startsWith('booking.fee'))).toEqual([
      'booking.fee-propose',
      'booking.fee-charge',
    ]);
    const receipts = await mails(booked.confirmationId, 'A no-show fee was charged%');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text_body).toContain('£40');
  });

  it('makes a late-cancellation fee due only for a cancel within 48 hours, and charges it on approval', async () => {
    clock = null;
    const late = await paidSpaDay(t, 1, 1, { card: '4242424242424242' });
    const early = await paidSpaDay(t, 20, 1, { card: '4242424242424242' });
    for (const booked of [late, early])
      expect((await post(`/api/staff/bookings/${booked.id}/cancel`, manager)).statusCode).toBe(200);
    expect((await detail(early.id)).Desk.FeesDue).toEqual([]);
    const notDue = await post(`/api/staff/bookings/${early.id}/fees`, reception, { Kind: 'late-cancel' });
    expect(notDue.statusCode).toBe(409);
    expect((await detail(late.id)).Desk.FeesDue).toEqual([
      { Kind: 'late-cancel', AmountPence: 2500, Guests: 1 },
    ]);
    const proposed = await post(`/api/staff/bookings/${late.id}/fees`, reception, { Kind: 'late-cancel' });
    const fee = proposed.json().Desk.Fees[0];
    const approved = await post(`/api/staff/bookings/${late.id}/fees/${fee.Id}/approve`, manager);
    expect(approved.json().Desk.Fees[0]).toMatchObject({ Kind: 'late-cancel', Status: 'charged' });
    expect(await mails(late.confirmationId, 'A late-cancellation fee was charged%')).toHaveLength(1);
  });

  it('leaves the fee proposed when the provider cannot be reached, and charges it once when approved again', async () => {
    const booked = await noShow({ card: '4242424242424242' });
    const url = `/api/staff/bookings/${booked.id}`;
    const fee = (await post(`${url}/fees`, reception, { Kind: 'no-show' })).json().Desk.Fees[0];
    providerDown = true;
    const failed = await post(`${url}/fees/${fee.Id}/approve`, manager);
    providerDown = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain('never charges the card twice');
    expect((await detail(booked.id)).Desk.Fees[0].Status).toBe('proposed');
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ category: 'fee' }));
    const again = await post(`${url}/fees/${fee.Id}/approve`, manager);
    expect(again.json().Desk.Fees[0].Status).toBe('charged');
    expect((await ledger(booked.id)).filter((e) => e.category === 'fee')).toHaveLength(1);
  });

  it('shows a decline with the bank’s words, charges nothing, and lets the fee be proposed again', async () => {
    const booked = await noShow({ card: KEPT_DECLINES });
    const url = `/api/staff/bookings/${booked.id}`;
    // The manager's own proposal is the approval: charged (here declined) at once.
    const charged = await post(`${url}/fees`, manager, { Kind: 'no-show' });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json().Desk.Fees[0]).toMatchObject({
      Status: 'declined',
      DeclineReason: expect.stringContaining('declined'),
    });
    expect(charged.json().Desk.FeesDue).toEqual([expect.objectContaining({ Kind: 'no-show' })]);
    expect(await ledger(booked.id)).not.toContainEqual(expect.objectContaining({ category: 'fee' }));
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
