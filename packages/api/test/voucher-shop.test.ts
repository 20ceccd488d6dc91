import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, calendarDay } from '@spa/domain';
import { SIGNATURE_HEADER, signNotification } from '../src/lib/signed-notification';
import { queryRows } from '../src/lib/sql';
import { deliverOutbox } from '../src/modules/mail';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, providerSession, SANDBOX_SECRET, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { typeCard } from './helpers/spa-journey';

describe(`the online voucher shop (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;
  const today = () => calendarDay(new Date(), 'Europe/London');

  const order = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vouchers/orders',
      payload: {
        Kind: 'money',
        AmountPence: 20_000,
        BuyerName: 'Ada Buyer',
        BuyerEmail: 'ada.buyer@example.com',
        RecipientName: 'Sam Friend',
        RecipientEmail: 'sam.friend@example.com',
        Message: 'Happy birthday, Sam!',
        DeliverOn: today(),
        ...payload,
      },
    });

  /** Orders, opens the card page and pays on it (the sandbox then notifies the app). */
  async function buy(payload: Record<string, unknown> = {}) {
    const ordered = await order(payload);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const token = ordered.json().Token as string;
    const page = await t.app.inject({ method: 'POST', url: `/api/vouchers/orders/${token}/initialise` });
    expect(page.statusCode, page.body).toBe(200);
    const sessionId = page.json().iPageSessionId as string;
    const typed = await typeCard(t.app, sessionId);
    expect(typed.status).toBe(200);
    return { token, sessionId };
  }
  const complete = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/vouchers/orders/${token}/complete` });
  const notify = (sessionId: string) => {
    const body = JSON.stringify({
      type: 'session.authorised',
      session: { id: sessionId, state: 'authorised' },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signNotification(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
  };
  const mailTo = (address: string) =>
    queryRows<{
      id: number;
      subject: string;
      text_body: string;
      status: string;
      next_attempt_at: string | Date;
      attachments: { filename: string; content: string; encoding?: string }[];
    }>(db(), sql`SELECT * FROM mail_outbox WHERE to_address = ${address} ORDER BY id`);

  it('buy → capture → the voucher issued once, even with the prompt and a replayed notification', async () => {
    const { token, sessionId } = await buy({ RecipientEmail: 'once@example.com' });
    const [first, again] = await Promise.all([complete(token), complete(token)]);
    expect(first.json()).toEqual({ Status: 'paid' });
    expect(again.json()).toEqual({ Status: 'paid' });
    expect((await notify(sessionId)).statusCode).toBe(200);
    expect((await notify(sessionId)).statusCode).toBe(200);
    expect((await providerSession(t, sessionId)).state).toBe('captured');

    const [row] = await queryRows<{ voucher_id: string; code_ending: string; state: string }>(
      db(),
      sql`SELECT voucher_id, code_ending, state FROM voucher_orders WHERE provider_session_id = ${sessionId}`,
    );
    expect(row!.state).toBe('paid');
    const vouchers = await queryRows<{ source: string; value_pence: number; balance_pence: number }>(
      db(),
      sql`SELECT source, value_pence, balance_pence FROM vouchers WHERE recipient_email = 'once@example.com'`,
    );
    expect(vouchers).toEqual([{ source: 'sold', value_pence: 20_000, balance_pence: 20_000 }]);
    const movements = await queryRows<{ kind: string; amount_pence: number }>(
      db(),
      sql`SELECT kind, amount_pence FROM voucher_movements WHERE voucher_id = ${row!.voucher_id}`,
    );
    expect(movements).toEqual([{ kind: 'issue', amount_pence: 20_000 }]);
    expect(await mailTo('once@example.com')).toHaveLength(1);

    const seen = await t.app.inject({ method: 'GET', url: `/api/vouchers/orders/${token}` });
    expect(seen.json()).toMatchObject({ Status: 'paid', Value: '£200', CodeEnding: row!.code_ending });
    const repay = await t.app.inject({ method: 'POST', url: `/api/vouchers/orders/${token}/initialise` });
    expect(repay.statusCode).toBe(409);
  });

  it('the buyer gets a receipt at once; the voucher e-mail with its PDF goes on its date, not before', async () => {
    const { token } = await buy({ RecipientEmail: 'later@example.com', DeliverOn: addDays(today(), 3) });
    expect((await complete(token)).json()).toEqual({ Status: 'paid' });
    // The app's own outbox worker may be sending it at the same moment: wait until it is sent.
    const receipt = await vi.waitFor(
      async () => {
        await deliverOutbox(t.app.deps);
        const receipts = (await mailTo('ada.buyer@example.com')).filter((m) => /later/.test(m.text_body));
        expect(receipts.at(-1)).toMatchObject({
          status: 'sent',
          subject: 'Your receipt: gift voucher for Sam Friend',
        });
        return receipts.at(-1)!;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(receipt.text_body).toMatch(/£200 by card \(\*\*\*\* 4242\)/);

    const [gift] = await mailTo('later@example.com');
    expect(gift!.status).toBe('queued');
    const midnight = new Date(`${addDays(today(), 3)}T00:00:00Z`).getTime();
    // The resort's midnight (London: UTC or an hour before it).
    const due = new Date(gift!.next_attempt_at).getTime();
    expect(midnight - due).toBeGreaterThanOrEqual(0);
    expect(midnight - due).toBeLessThanOrEqual(3_600_000);

    // The day comes: the worker sends it.
    await queryRows(db(), sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ${gift!.id}`);
    const sent = await vi.waitFor(
      async () => {
        await deliverOutbox(t.app.deps);
        const [mail] = await mailTo('later@example.com');
        expect(mail!.status).toBe('sent');
        return mail!;
      },
      { timeout: 30_000, interval: 250 },
    );
    const code = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(sent.text_body)![1]!;
    expect(sent.text_body).toContain('Happy birthday, Sam!');
    const [pdf] = sent.attachments;
    expect(pdf).toMatchObject({ filename: `gift-voucher-${code.slice(-4)}.pdf`, encoding: 'base64' });
    const text = await pdfText(Buffer.from(pdf!.content, 'base64'));
    expect(text).toContain(code);
    expect(text).toContain('£200');
    expect(text).toContain('For Sam Friend');
  });

  it('an experience voucher is priced by the server; "send to me" goes to the buyer', async () => {
    const ordered = await order({
      Kind: 'experience',
      PackageId: 'ELM-LUNCH',
      Guests: 2,
      AmountPence: 1_000,
      RecipientEmail: undefined,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { PricePence, Value, SendTo } = ordered.json();
    const lunch = t.app.deps.catalogue.SpaDays.find((p) => p.PremierId === 'ELM-LUNCH')!;
    expect(PricePence).toBe(lunch.Price * 2);
    expect(Value).toBe(`${lunch.DisplayName} for 2 guests`);
    expect(SendTo).toBe('ada.buyer@example.com');
  });

  it('every input is bounded: 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ AmountPence: 500 }, 'body.AmountPence'],
      [{ AmountPence: 100_100 }, 'body.AmountPence'],
      [{ AmountPence: 2_550 }, 'body.AmountPence'],
      [{ AmountPence: undefined }, 'body.AmountPence'],
      [{ Kind: 'experience', PackageId: 'NOPE', Guests: 1 }, 'body.PackageId'],
      [{ Kind: 'experience', PackageId: 'ELM-LUNCH', Guests: 5 }, 'body.Guests'],
      [{ BuyerEmail: 'not-an-address' }, 'body.BuyerEmail'],
      [{ RecipientName: '' }, 'body.RecipientName'],
      [{ Message: 'x'.repeat(301) }, 'body.Message'],
      [{ DeliverOn: addDays(today(), -1) }, 'body.DeliverOn'],
      [{ DeliverOn: addDays(today(), 181) }, 'body.DeliverOn'],
      [{ DeliverOn: '2026-02-30' }, 'body.DeliverOn'],
    ];
    for (const [payload, field] of cases) {
      const refused = await order(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(refused.json()), JSON.stringify(payload)).toContain(field);
    }
    const unknown = await t.app.inject({ method: 'GET', url: `/api/vouchers/orders/${'a'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/vouchers/orders/short' });
    expect(malformed.statusCode).toBe(400);
  });

  it('the shop offers the amounts and the Spa Days at the catalogue price', async () => {
    const shop = (await t.app.inject({ method: 'GET', url: '/api/vouchers/shop' })).json();
    expect(shop).toMatchObject({ AmountsPence: [2_500, 5_000, 10_000, 15_000, 20_000], MinPence: 1_000 });
    expect(shop.FirstDeliveryOn).toBe(today());
    expect(shop.SpaDays.length).toBe(t.app.deps.catalogue.SpaDays.length);
  });
});
