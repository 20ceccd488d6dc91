import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { sweepUnbookedPayments, type PaymentProvider } from '../src/modules/payment';
import { daysAhead, payByCard, pendingSpaDay, planTreatmentSpaDay } from './helpers/spa-journey';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * No charge without a booking (docs/decisions.md §121): a card is charged only
 * while the session is active and its booking held; a confirmation that fails
 * after a charge refunds it; the sweep gives back what a crash left behind.
 */
describe(`payment only for a held booking (${TEST_DB})`, () => {
  let t: TestApp;
  /** Set by a test: the provider "crashes" (throws) right after capturing. */
  let crashAfterCapture = false;
  beforeAll(async () => {
    t = await createTestApp({
      // The crash below is the browser prompt's: no notification settles the payment beside it.
      notifications: false,
      deps: (_db, sandbox) => {
        const provider: PaymentProvider = {
          ...sandbox,
          capture: async (id) => {
            const captured = await sandbox.capture(id);
            if (crashAfterCapture) throw new Error('process killed after capture');
            return captured;
          },
        };
        return { cardProvider: provider };
      },
    });
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  let day = 20;
  const pendingBooking = () => pendingSpaDay(t.app, daysAhead(day++));
  const pay = (pageSessionId: string) => payByCard(t.app, pageSessionId);
  const paymentsOf = (sessionId: string) =>
    queryRows<{ status: string; authorisation_id: string | null }>(
      db(),
      sql`SELECT status, authorisation_id FROM payments WHERE session_id = ${sessionId}`,
    );
  /** What the provider holds of the session's payments (read from the provider, as our server does). */
  const ledgerOf = async (sessionId: string) => {
    const rows = await queryRows<{ id: string }>(
      db(),
      sql`SELECT id FROM payments WHERE session_id = ${sessionId}`,
    );
    const found = await Promise.all(rows.map((row) => t.app.deps.cardProvider.lookup(row.id)));
    return found.filter((record) => record !== null).map(({ state }) => ({ state }));
  };
  const unbookedMoney = async () => {
    const rows = await queryRows<{ id: string }>(db(), sql`SELECT id FROM payments WHERE booked_at IS NULL`);
    const found = await Promise.all(rows.map((row) => t.app.deps.cardProvider.lookup(row.id)));
    return found.filter((record) => record?.state === 'captured').length;
  };
  const expireHolds = async (sessionId: string) => {
    for (const table of ['appointment_claims', 'table_claims', 'capacity_claims'])
      await db().execute(
        sql`UPDATE ${sql.identifier(table)} SET expires_at = now() - interval '1 second'
            WHERE session_id = ${sessionId} AND expires_at IS NOT NULL`,
      );
  };

  it('keep-alive renews holds only up to 90 minutes after the session began', async () => {
    const plan = await planTreatmentSpaDay(t.app, {
      guests: 1,
      date: daysAhead(day++),
      premierId: 'ELM-ESCAPE',
    });
    const keepAlive = () =>
      t.app.inject({ method: 'POST', url: `/api/session/${plan.sessionId}/keep-alive` });
    const fresh = Date.parse((await keepAlive()).json().HoldExpiresAt as string);
    expect(fresh).toBeGreaterThan(Date.now() + 5 * 60_000);
    await db().execute(
      sql`UPDATE spa_sessions SET created_at = now() - interval '88 minutes' WHERE id = ${plan.sessionId}`,
    );
    const capped = Date.parse((await keepAlive()).json().HoldExpiresAt as string);
    expect(capped).toBeLessThan(Date.now() + 2.5 * 60_000);
    await db().execute(
      sql`UPDATE spa_sessions SET created_at = now() - interval '120 minutes' WHERE id = ${plan.sessionId}`,
    );
    expect((await keepAlive()).json().HoldExpiresAt).toBeNull();
  });

  it('charges nothing once the session has ended, and says so', async () => {
    const { plan, pageSessionId } = await pendingBooking();
    await t.app.inject({ method: 'POST', url: `/api/session/${plan.sessionId}/end` });
    const answer = await pay(pageSessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'error' });
    expect(answer.json().reason).toMatch(/session has ended.*Your card was not charged\./);
    expect((await paymentsOf(plan.sessionId)).map((p) => p.status)).toEqual(['error']);
    expect(await ledgerOf(plan.sessionId)).toEqual([{ state: 'voided' }]); // authorised at the provider, released: never captured;
  });

  it('charges nothing when the holds lapsed and another guest took the time', async () => {
    const first = await pendingBooking();
    await expireHolds(first.plan.sessionId);
    day--; // the other guest books the same day and slot
    const other = await pendingBooking();
    expect(other.plan.slots[0]!.TreatmentTimes[0]!.StartTime).toBe(
      first.plan.slots[0]!.TreatmentTimes[0]!.StartTime,
    );
    const answer = await pay(first.pageSessionId);
    expect(answer.json().status).toBe('error');
    expect(answer.json().reason).toMatch(/another guest has booked.*Your card was not charged\./);
    expect(await ledgerOf(first.plan.sessionId)).toEqual([{ state: 'voided' }]);
    // The other guest pays and books as normal.
    expect((await pay(other.pageSessionId)).json().status).toBe('approved');
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${other.plan.sessionId}/process-booking`,
    });
    expect(booked.statusCode).toBe(200);
  });

  it('claims lapsed holds again when they are still free, and charges', async () => {
    const { plan, pageSessionId } = await pendingBooking();
    await expireHolds(plan.sessionId);
    expect((await pay(pageSessionId)).json().status).toBe('approved');
    const booked = await t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` });
    expect(booked.statusCode).toBe(200);
  });

  it('refunds at once when the booking cannot be confirmed after the charge', async () => {
    const { plan, pageSessionId, total } = await pendingBooking();
    expect((await pay(pageSessionId)).json().status).toBe('approved');
    await t.app.inject({ method: 'POST', url: `/api/session/${plan.sessionId}/end` });
    const confirm = await t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().message).toContain(`Your payment of ${formatPrice(total)}`);
    expect(confirm.json().message).toContain('has been refunded to your card in full');
    expect((await paymentsOf(plan.sessionId)).map((p) => p.status)).toEqual(['refunded']);
    expect(await ledgerOf(plan.sessionId)).toEqual([{ state: 'refunded' }]);
  });

  it('after a crash between charge and confirmation, the sweep leaves no money taken without a booking', async () => {
    // (a) approved, then the confirmation never came (tab closed, process killed).
    const approvedOnly = await pendingBooking();
    expect((await pay(approvedOnly.pageSessionId)).json().status).toBe('approved');
    // (b) captured at the provider, then killed before the approval was written.
    const capturedOnly = await pendingBooking();
    crashAfterCapture = true;
    expect((await pay(capturedOnly.pageSessionId)).statusCode).toBe(500);
    crashAfterCapture = false;
    expect((await paymentsOf(capturedOnly.plan.sessionId)).map((p) => p.status)).toEqual(['authorising']);
    // (c) a booked one, which the sweep must leave alone.
    const booked = await pendingBooking();
    expect((await pay(booked.pageSessionId)).json().status).toBe('approved');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/spa/${booked.plan.sessionId}/process-booking` }))
        .statusCode,
    ).toBe(200);

    expect(await unbookedMoney()).toBe(2);
    expect(await sweepUnbookedPayments(t.app.deps, 15)).toBe(0); // still within the grace period
    await db().execute(sql`UPDATE payments SET updated_at = now() - interval '16 minutes'`);
    expect(await sweepUnbookedPayments(t.app.deps, 15)).toBe(2);
    expect(await unbookedMoney()).toBe(0);
    expect(await ledgerOf(approvedOnly.plan.sessionId)).toEqual([{ state: 'refunded' }]);
    expect(await ledgerOf(capturedOnly.plan.sessionId)).toEqual([{ state: 'refunded' }]);
    expect(await ledgerOf(booked.plan.sessionId)).toEqual([{ state: 'captured' }]);
    const approvedWithoutBooking = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM payments WHERE status = 'approved' AND booked_at IS NULL`,
    );
    expect(approvedWithoutBooking[0]!.n).toBe(0);
  });
});
