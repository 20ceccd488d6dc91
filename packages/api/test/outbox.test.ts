import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/lib/sql';
import { deliverOutbox } from '../src/modules/mail';
import type { MailTransport } from '../src/modules/mail/mail.transport';
import { daysAhead, payByCard, pendingSpaDay } from './helpers/spa-journey';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const BOOKINGS = 10;

/**
 * The confirmation e-mail exists exactly when the booking does, and reaches the
 * guest once (docs/decisions.md §122), with crashes at random points: the
 * confirming transaction dies (a trigger fails the outbox write at random), the
 * mail server is down, or the process dies after the server took the message.
 */
describe(`booking confirmation through the outbox (${TEST_DB})`, () => {
  let t: TestApp;
  /** Message-ID → how many times the mail server accepted it. */
  const accepted = new Map<string, number>();
  const crashes = { confirm: 0, before: 0, after: 0 };
  // A seeded sequence, so a failing run can be repeated.
  let seed = 20261123;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

  beforeAll(async () => {
    t = await createTestApp();
    const flaky: MailTransport = {
      kind: 'smtp',
      async send(message) {
        const roll = random();
        if (roll < 0.25) {
          crashes.before += 1;
          throw new Error('mail server unreachable');
        }
        accepted.set(message.messageId, (accepted.get(message.messageId) ?? 0) + 1);
        if (roll < 0.4) {
          crashes.after += 1;
          throw new Error('process killed after the mail server took the message');
        }
      },
      close: async () => undefined,
    };
    t.app.deps.mail.transport = flaky;
    // A crash inside the confirming transaction: the outbox write fails at random, undoing it all.
    await t.db.database.withConnection((c) =>
      c.exec(`
        CREATE TABLE test_crash (chance double precision NOT NULL);
        INSERT INTO test_crash VALUES (0.4);
        CREATE FUNCTION test_crash_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF random() < (SELECT chance FROM test_crash) THEN RAISE EXCEPTION 'crash in the confirming transaction'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER test_crash_outbox BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION test_crash_outbox();`),
    );
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  async function paidBooking(index: number) {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(40 + index));
    expect((await payByCard(t.app, pageSessionId)).json().status).toBe('approved');
    return plan.sessionId;
  }

  it('delivers every saved booking’s confirmation exactly once, whatever crashes', async () => {
    const confirmationIds: string[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const sessionId = await paidBooking(i);
      // The guest's page asks again until the booking is confirmed.
      for (let attempt = 0; attempt < 50; attempt++) {
        const answer = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
        if (answer.statusCode === 200) {
          confirmationIds.push(answer.json().ConfirmationId as string);
          break;
        }
        expect(answer.statusCode).toBe(500);
        crashes.confirm += 1;
      }
    }
    expect(confirmationIds).toHaveLength(BOOKINGS);

    // Restarts: workers run again, abandoned leases and backoffs lapse, until nothing is due.
    await vi.waitFor(
      async () => {
        await db().execute(
          sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE status IN ('queued', 'sending')`,
        );
        await deliverOutbox(t.app.deps);
        const [left] = await queryRows<{ n: number }>(
          db(),
          sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'`,
        );
        expect(left!.n, 'messages still undelivered').toBe(0);
      },
      { timeout: 60_000, interval: 0 },
    );

    const outbox = await queryRows<{ id: string; subject: string; text_body: string }>(
      db(),
      sql`SELECT id::text, subject, text_body FROM mail_outbox ORDER BY id`,
    );
    for (const confirmationId of confirmationIds) {
      const messages = outbox.filter((m) => m.text_body.includes(confirmationId));
      expect(messages, confirmationId).toHaveLength(1);
      const ids = [...accepted.keys()].filter((id) => id.startsWith(`<outbox-${messages[0]!.id}.`));
      expect(ids, confirmationId).toHaveLength(1); // one message, whatever the retries
    }
    const [confirmed] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM spa_bookings WHERE status = 'confirmed'`,
    );
    expect(confirmed!.n).toBe(BOOKINGS);
    const repeats = [...accepted.values()].reduce((n, times) => n + times - 1, 0);
    console.log(
      `outbox: ${BOOKINGS} bookings, ${crashes.confirm} confirming transactions crashed, ` +
        `${crashes.before} deliveries failed, ${crashes.after} crashes after delivery (${repeats} repeat deliveries, same Message-ID)`,
    );
    expect(crashes.confirm + crashes.before + crashes.after).toBeGreaterThan(5);
  });
});
