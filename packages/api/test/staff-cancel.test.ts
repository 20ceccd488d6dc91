import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseNow, queryRows } from '../src/lib/sql';
import { newMember, signIn } from './helpers/accounts';
import { fullCostFrom, newStaff, paidSpaDay, staffHeaders } from './helpers/staff';
import { createTestApp, providerRefunds, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`cancellation with the policy's refund (${TEST_DB})`, () => {
  let t: TestApp;
  /** The booking clock, when a test sets it; the database's otherwise. */
  let clock: Date | null = null;
  beforeAll(async () => {
    t = await createTestApp({ deps: { bookingNow: async (tx) => clock ?? databaseNow(tx) } });
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  const paidBooking = (days: number) => {
    clock = null;
    return paidSpaDay(t, days);
  };

  const cancel = async (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${id}/cancel`,
      headers: await staffHeaders(t.app, await newStaff(t, 'reception')),
    });

  it('a minute before 48 hours ahead of the booking date: half refunded through the provider, times released, audited, e-mailed', async () => {
    const booked = await paidBooking(20);
    clock = new Date(fullCostFrom(booked.date).getTime() - 60_000);
    const answer = await cancel(booked.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const half = Math.floor(booked.total / 2);
    expect(answer.json()).toMatchObject({ Cancelled: true, Items: [], Cancellation: { RefundPence: half } });
    const [payment] = await queryRows<{ refunded_pence: number; status: string; authorisation_id: string }>(
      db(),
      sql`SELECT refunded_pence, status, authorisation_id FROM payments WHERE session_id = ${booked.sessionId} AND booked_at IS NOT NULL`,
    );
    expect(payment).toMatchObject({ refunded_pence: half, status: 'approved' });
    const refunds = await providerRefunds(t, payment!.authorisation_id);
    expect(refunds.map(({ amount_pence }) => ({ amount_pence }))).toEqual([{ amount_pence: half }]);
    const claims = await queryRows(
      db(),
      sql`SELECT 1 FROM appointment_claims WHERE booking_id = ${booked.id}`,
    );
    expect(claims).toEqual([]);
    const audit = await queryRows<{ action: string; after: unknown }>(
      db(),
      sql`SELECT action, after FROM staff_audit_log WHERE subject = ${`booking:${booked.id}`}`,
    );
    expect(audit).toEqual([{ action: 'booking.cancel', after: { cancelled: true, refundPence: half } }]);
    const [mail] = await queryRows<{ text_body: string }>(
      db(),
      sql`SELECT text_body FROM mail_outbox WHERE subject LIKE '%is cancelled' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.text_body).toContain('the policy keeps 50% of its cost');

    // Again: nothing more happens (no second refund, no second audit row).
    expect((await cancel(booked.id)).statusCode).toBe(200);
    expect(await providerRefunds(t, payment!.authorisation_id)).toHaveLength(1);
  });

  it('a minute after: the full cost is incurred and nothing is refunded', async () => {
    const booked = await paidBooking(21);
    clock = new Date(fullCostFrom(booked.date).getTime() + 60_000);
    const answer = await cancel(booked.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Cancellation).toMatchObject({ RefundPence: 0 });
    const [payment] = await queryRows<{ refunded_pence: number }>(
      db(),
      sql`SELECT refunded_pence FROM payments WHERE session_id = ${booked.sessionId} AND booked_at IS NOT NULL`,
    );
    expect(payment!.refunded_pence).toBe(0);
  });

  it('a member sees the refund before confirming, cancels their own booking, and no one else can', async () => {
    const member = await newMember(db());
    const { headers } = await signIn(t.app, member.email);
    const booked = await paidBooking(22);
    // The card page confirmed it; it becomes the member's as if booked signed in.
    await db().execute(
      sql`UPDATE spa_bookings SET member_id = (SELECT id FROM members WHERE email = ${member.email}) WHERE id = ${booked.id}`,
    );
    clock = new Date(fullCostFrom(booked.date).getTime() - 60_000);
    const half = Math.floor(booked.total / 2);
    const terms = await t.app.inject({
      method: 'GET',
      url: `/api/spa/retrieve/${booked.confirmationId}/cancellation`,
      headers,
    });
    expect(terms.json(), terms.body).toMatchObject({
      RefundIfCancelledNow: half,
      RefundPence: null,
      RefundTo: 'is refunded to your card',
    });
    const stranger = await signIn(t.app, (await newMember(db())).email);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/spa/retrieve/${booked.confirmationId}/cancel`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/spa/retrieve/${booked.confirmationId}/cancel`,
      headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ RefundPence: half, RefundIfCancelledNow: 0 });
  });
});
