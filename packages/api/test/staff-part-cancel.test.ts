import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseNow, queryRows } from '../src/lib/sql';
import { sweepPendingRefunds, attemptRefund } from '../src/modules/payment';
import { newMember, signIn } from './helpers/accounts';
import { fullCostFrom, newStaff, paidSpaDay, staffHeaders } from './helpers/staff';
import { createTestApp, providerRefunds, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`one guest's part cancelled, refunds retried (${TEST_DB})`, () => {
  let t: TestApp;
  /** The booking clock, when a test sets it; the database's otherwise. */
  let clock: Date | null = null;
  /** The provider refuses refunds while set; counts the refunds it was asked for. */
  let providerDown = false;
  let refundCalls = 0;
  /** When set, the provider's refund waits for it (a slow provider). */
  let slowRefund: Promise<void> | null = null;
  beforeAll(async () => {
    t = await createTestApp({
      deps: (_db, sandbox) => {
        return {
          bookingNow: async (tx) => clock ?? databaseNow(tx),
          cardProvider: {
            ...sandbox,
            async refundPart(request) {
              if (providerDown) throw new Error('provider unreachable');
              refundCalls++;
              if (slowRefund) await slowRefund;
              return sandbox.refundPart(request);
            },
          },
        };
      },
    });
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  const paidPair = (days: number) => {
    clock = null;
    return paidSpaDay(t, days, 2);
  };

  const as = async (role: 'reception' | 'spa_manager') => staffHeaders(t.app, await newStaff(t, role));
  /** The guest's id, as the spa team's screen has it (a position only picks it from the detail). */
  const guestId = async (id: string, guest: number) => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${id}`,
      headers: await as('reception'),
    });
    return (detail.json().Guests[guest]?.Id as string | undefined) ?? crypto.randomUUID();
  };
  const cancelById = async (id: string, guest: string, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${id}/guests/${guest}/cancel`,
      headers: headers ?? (await as('reception')),
    });
  const cancelGuest = async (id: string, guest: number, headers?: Record<string, string>) =>
    cancelById(id, await guestId(id, guest), headers);
  const ledger = async (bookingId: string) =>
    queryRows<{ kind: string; category: string | null; tender: string | null; amount_pence: number }>(
      db(),
      sql`SELECT kind, category, tender, amount_pence FROM ledger_entries WHERE booking_kind = 'spa' AND booking_id = ${bookingId} ORDER BY created_at, kind`,
    );
  const payment = async (sessionId: string) =>
    (
      await queryRows<{ refunded_pence: number; authorisation_id: string }>(
        db(),
        sql`SELECT refunded_pence, authorisation_id FROM payments WHERE session_id = ${sessionId} AND booked_at IS NOT NULL`,
      )
    )[0]!;
  const sandboxRefunds = async (sessionId: string) =>
    providerRefunds(t, (await payment(sessionId)).authorisation_id);

  it("a minute before the 48 hours: half the guest's share back through the provider; the other guest untouched; e-mailed; audited", async () => {
    const booked = await paidPair(30);
    clock = new Date(fullCostFrom(booked.date).getTime() - 60_000);
    const headers = await as('reception');
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${booked.id}`, headers })
    ).json();
    expect(
      before.Guests.map((g: { PartRefundIfCancelledNow: number | null }) => g.PartRefundIfCancelledNow),
    ).toEqual([null, expect.any(Number)]);
    const offered = before.Guests[1].PartRefundIfCancelledNow as number;
    // Paid online: the desk is told the refund goes back to the guest's card.
    expect(before.Guests.map((g: { PartRefundTo: string | null }) => g.PartRefundTo)).toEqual([
      null,
      "is refunded to the guest's card",
    ]);
    const firstGuestItems = before.Items.filter((i: { GuestNames: string[] }) =>
      i.GuestNames.includes('Guest1 Tester'),
    );

    const answer = await cancelGuest(booked.id, 1, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json();
    const share = booked.total - (detail.TotalPence as number);
    expect(share).toBeGreaterThan(0);
    expect(offered).toBe(Math.floor(share / 2));
    expect(detail).toMatchObject({
      Cancelled: false,
      GuestCount: 1,
      Guests: [{ Name: 'Guest1 Tester', PartRefundIfCancelledNow: null }],
      CancelledParts: [{ Name: 'Guest2 Tester', RefundPence: offered }],
      Refunds: [
        { Reason: "Guest2 Tester's part cancelled", AmountPence: offered, Status: 'refunded', Attempts: 1 },
      ],
    });
    // The first guest's times are as they were; the second's are free again.
    expect(detail.Items.map((i: { ClaimId: number; Start: string }) => [i.ClaimId, i.Start])).toEqual(
      firstGuestItems.map((i: { ClaimId: number; Start: string }) => [i.ClaimId, i.Start]),
    );
    const claims = await queryRows<{ guest_indexes: number[] }>(
      db(),
      sql`SELECT guest_indexes FROM appointment_claims WHERE booking_id = ${booked.id} UNION ALL SELECT guest_indexes FROM capacity_claims WHERE booking_id = ${booked.id}`,
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim.guest_indexes).toEqual([0]);
    expect(await sandboxRefunds(booked.sessionId)).toEqual([
      { refund_key: `cancel:${booked.id}:part:1`, amount_pence: offered },
    ]);
    expect((await payment(booked.sessionId)).refunded_pence).toBe(offered);
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      db(),
      sql`SELECT action, before, after FROM staff_audit_log WHERE subject = ${`booking:${booked.id}`}`,
    );
    expect(audit).toEqual([
      {
        action: 'booking.cancel-guest',
        before: { guests: ['Guest1 Tester', 'Guest2 Tester'], totalPence: booked.total },
        after: { guests: ['Guest1 Tester'], totalPence: booked.total - share, refundPence: offered },
      },
    ]);
    const [mail] = await queryRows<{ subject: string; text_body: string }>(
      db(),
      sql`SELECT subject, text_body FROM mail_outbox WHERE subject LIKE '%has changed' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.text_body).toContain("cancelled Guest2 Tester's part");
    expect(mail!.text_body).toContain('the policy keeps 50% of its cost');

    // The rest of the booking cancelled later: the policy on what remains, refunded under its own key.
    const whole = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.id}/cancel`,
      headers,
    });
    expect(whole.json().Cancellation.RefundPence).toBe(Math.floor((booked.total - share) / 2));
    expect((await sandboxRefunds(booked.sessionId)).map((r) => r.refund_key)).toEqual([
      `cancel:${booked.id}:part:1`,
      `cancel:${booked.id}`,
    ]);
  });

  it('a minute after: the full cost is incurred for their share and nothing is refunded', async () => {
    const booked = await paidPair(31);
    clock = new Date(fullCostFrom(booked.date).getTime() + 60_000);
    const answer = await cancelGuest(booked.id, 1);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ CancelledParts: [{ RefundPence: 0 }], Refunds: [], GuestCount: 1 });
    expect(answer.json().TotalPence).toBeLessThan(booked.total);
    expect(await sandboxRefunds(booked.sessionId)).toEqual([]);
  });

  it("refuses the lead booker's part, an unknown guest, no token (401) and a member's token (403)", async () => {
    const booked = await paidPair(32);
    expect((await cancelGuest(booked.id, 0)).statusCode).toBe(409);
    expect((await cancelGuest(booked.id, 3)).statusCode).toBe(404);
    expect((await cancelById(booked.id, '1')).statusCode).toBe(400); // a position is not an id
    const url = `/api/staff/bookings/${booked.id}/guests/${await guestId(booked.id, 1)}/cancel`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const member = await signIn(t.app, (await newMember(db())).email);
    expect((await t.app.inject({ method: 'POST', url, headers: member.headers })).statusCode).toBe(403);
    const retry = `/api/staff/bookings/${booked.id}/refunds/retry`;
    expect((await t.app.inject({ method: 'POST', url: retry })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: retry, headers: member.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: retry, headers: await as('reception') })).statusCode,
    ).toBe(403);
  });

  it('a refund the provider failed stays pending, is retried by the manager and the sweep, and is paid once under concurrency', async () => {
    const booked = await paidPair(33);
    clock = new Date(fullCostFrom(booked.date).getTime() - 60_000);
    providerDown = true;
    const answer = await cancelGuest(booked.id, 1);
    expect(answer.statusCode, answer.body).toBe(200);
    const owed = answer.json().CancelledParts[0].RefundPence as number;
    expect(answer.json().Refunds).toEqual([
      expect.objectContaining({ Status: 'pending', LastError: 'provider unreachable', AmountPence: owed }),
    ]);
    // The app's own minute sweep may have tried too: count from what the answer says.
    const attempts = answer.json().Refunds[0].Attempts as number;
    expect(attempts).toBeGreaterThanOrEqual(1);
    expect((await payment(booked.sessionId)).refunded_pence).toBe(0);

    const manager = await as('spa_manager');
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${booked.id}/refunds/retry`,
        headers: manager,
      });
    const stillDown = await retry();
    expect(stillDown.json().Refunds[0]).toMatchObject({ Status: 'pending' });
    expect(stillDown.json().Refunds[0].Attempts).toBeGreaterThan(attempts);

    providerDown = false;
    refundCalls = 0;
    const results = await Promise.all([
      retry(),
      sweepPendingRefunds(t.app.deps),
      sweepPendingRefunds(t.app.deps),
      sweepPendingRefunds(t.app.deps),
      retry(),
    ]);
    expect(refundCalls).toBe(1);
    expect(await sandboxRefunds(booked.sessionId)).toHaveLength(1);
    expect((await payment(booked.sessionId)).refunded_pence).toBe(owed);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${booked.id}`, headers: manager })
    ).json();
    expect(after.Refunds[0]).toMatchObject({ Status: 'refunded', LastError: null });
    // A manager's retry that finds the refund already through is told so (409); none fails.
    for (const r of results) if (typeof r !== 'number') expect([200, 409]).toContain(r.statusCode);
    expect(await sweepPendingRefunds(t.app.deps)).toBe(0);
    expect((await retry()).statusCode).toBe(409);
    const audit = await queryRows<{ action: string; staff_id: string }>(
      db(),
      sql`SELECT action, staff_id FROM staff_audit_log WHERE subject = ${`booking:${booked.id}`} AND action = 'booking.refund-retry'`,
    );
    // One row per retry that found a refund waiting: the one while down, and each concurrent one answered 200.
    const retried = results.filter((r) => typeof r !== 'number' && r.statusCode === 200).length;
    expect(audit).toHaveLength(1 + retried);
  });

  it('a lease that runs out while the provider is slow: asked twice under one key, paid and counted once', async () => {
    const booked = await paidPair(34);
    clock = new Date(fullCostFrom(booked.date).getTime() - 60_000);
    providerDown = true;
    await cancelGuest(booked.id, 1);
    providerDown = false;
    const [refund] = await queryRows<{ id: string; amount_pence: number }>(
      db(),
      sql`SELECT r.id, r.amount_pence FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.session_id = ${booked.sessionId}`,
    );
    let release = () => {};
    slowRefund = new Promise((resolve) => (release = resolve));
    const first = attemptRefund(t.app.deps, refund!.id);
    // Wait until the first attempt holds the lease, then let it lapse as if the process had hung.
    for (let i = 0; i < 200; i++) {
      const [row] = await queryRows<{ lease_until: Date | null }>(
        db(),
        sql`SELECT lease_until FROM payment_refunds WHERE id = ${refund!.id}`,
      );
      if (row!.lease_until) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db().execute(
      sql`UPDATE payment_refunds SET lease_until = now() - interval '1 second' WHERE id = ${refund!.id}`,
    );
    const second = attemptRefund(t.app.deps, refund!.id);
    slowRefund = null;
    release();
    const outcomes = await Promise.all([first, second]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await sandboxRefunds(booked.sessionId)).toHaveLength(1);
    expect((await payment(booked.sessionId)).refunded_pence).toBe(refund!.amount_pence);
  });

  it('two cancels of the same guest at once (a double click, two desks): one part cancelled, one refund, the ledger balanced', async () => {
    const booked = await paidSpaDay(t, 34, 3);
    clock = new Date(fullCostFrom(booked.date).getTime() - 60_000);
    const headers = await as('reception');
    const second = await guestId(booked.id, 1);
    const third = await guestId(booked.id, 2);
    const answers = await Promise.all([
      cancelById(booked.id, second, headers),
      cancelById(booked.id, second, headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${booked.id}`, headers })
    ).json();
    expect(detail.CancelledParts).toHaveLength(1);
    expect(detail.Guests.map((g: { Id: string }) => g.Id)).toEqual([expect.any(String), third]);
    expect(await sandboxRefunds(booked.sessionId)).toHaveLength(1);
    const refund = detail.CancelledParts[0].RefundPence as number;
    expect(refund).toBeGreaterThan(0);
    const entries = await ledger(booked.id);
    const sum = (kind: string) =>
      entries.filter((e) => e.kind === kind).reduce((n, e) => n + e.amount_pence, 0);
    expect(sum('charge') - sum('credit')).toBe(
      detail.TotalPence + (entries.find((e) => e.category === 'fee')?.amount_pence ?? 0),
    );
    expect(entries.filter((e) => e.kind === 'refund')).toEqual([
      { kind: 'refund', category: null, tender: 'online-card', amount_pence: refund },
    ]);
    expect(sum('charge') - sum('credit') - sum('payment') + sum('refund')).toBe(0);
    // The spa team's detail reads the same ledger: the refund by the card that paid, nothing left to pay.
    expect(detail.Money.BalancePence).toBe(0);
    expect(
      detail.Money.Entries.map((e: { Kind: string; Tender: string | null }) => [e.Kind, e.Tender]),
    ).toEqual(
      expect.arrayContaining([
        ['charge', null],
        ['payment', 'online-card'],
        ['credit', null],
        ['refund', 'online-card'],
      ]),
    );
  });
});
