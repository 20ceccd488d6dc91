import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calendarDay, newVoucherCode, normaliseVoucherCode, VOUCHER_CODE_RANDOM_BYTES } from '@spa/domain';
import type { App } from '../../src/app';
import { SIGNATURE_HEADER, signNotification } from '../../src/lib/signed-notification';
import { SANDBOX_SECRET } from './test-app';
import type { Executor } from '../../src/db/database';
import { recordCharge } from '../../src/modules/ledger';
import { queryRows } from '../../src/lib/sql';
import { voucherCodeHash } from '../../src/modules/vouchers/voucher-code-key';
import { beginBookingBody, daysAhead, heldTreatmentEscape, typeCard } from './spa-journey';

/** A well-formed code (its check character right) that no voucher has, as a guesser would try. */
export const guessedCode = () => newVoucherCode(randomBytes(VOUCHER_CODE_RANDOM_BYTES));

/** A guest checks a code from the address `from`. */
export const checkCode = (app: App, code: string, from: string) =>
  app.inject({ method: 'POST', url: '/api/vouchers/check', payload: { Code: code }, remoteAddress: from });

/** A complimentary money voucher of `pence`, given by the manager whose headers these are: its printed code. */
export async function giveMoneyVoucher(app: App, managerHeaders: Record<string, string>, pence: number) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/staff/vouchers',
    headers: managerHeaders,
    payload: { Kind: 'money', AmountPence: pence, Reason: 'Apology for a cold pool' },
  });
  if (answer.statusCode !== 200) throw new Error(`issue voucher: ${answer.body}`);
  return answer.json().Code as string;
}

/** Something more owed on a booking (an add-on to pay at the desk), so that a voucher has something to pay. */
export async function owedAtDesk(db: Executor, bookingId: string, pence: number) {
  await db.transaction((tx) =>
    recordCharge(
      tx,
      { kind: 'spa', id: bookingId },
      {
        key: `test:${bookingId}:${randomBytes(6).toString('hex')}`,
        category: 'add-on',
        amountPence: pence,
        description: 'Add-on to pay at the desk',
      },
    ),
  );
}

/** A booking's voucher payments and refunds in its ledger. */
export function voucherEntries(db: Executor, bookingId: string) {
  return queryRows<{ kind: string; amount_pence: number }>(
    db,
    sql`SELECT kind, amount_pence FROM ledger_entries WHERE booking_id = ${bookingId} AND tender = 'voucher' ORDER BY created_at`,
  );
}

/** What is left on the voucher a printed code names (found, as the server does, by its keyed hash). */
export async function voucherBalance(app: App, db: Executor, code: string) {
  const codeHash = voucherCodeHash(app.deps.voucherCodeKey, normaliseVoucherCode(code));
  const [row] = await queryRows<{ balance_pence: number }>(
    db,
    sql`SELECT balance_pence FROM vouchers WHERE code_hash = ${codeHash}`,
  );
  if (!row) throw new Error(`no voucher has the code ${code}`);
  return Number(row.balance_pence);
}

/** A gift voucher order in the online shop (a £200 money voucher for Sam, sent today, unless `payload` says otherwise). */
export function orderVoucher(app: App, payload: Record<string, unknown> = {}) {
  return app.inject({
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
      DeliverOn: calendarDay(new Date(), 'Europe/London'),
      ...payload,
    },
  });
}

/** Orders a voucher, opens the card page and pays on it (the sandbox then notifies the app): the order's token and the provider's session. */
export async function buyVoucher(app: App, payload: Record<string, unknown> = {}) {
  const ordered = await orderVoucher(app, payload);
  if (ordered.statusCode !== 200) throw new Error(`order voucher: ${ordered.body}`);
  const token = ordered.json().Token as string;
  const page = await app.inject({ method: 'POST', url: `/api/vouchers/orders/${token}/initialise` });
  if (page.statusCode !== 200) throw new Error(`voucher card page: ${page.body}`);
  const sessionId = page.json().iPageSessionId as string;
  const typed = await typeCard(app, sessionId);
  if (typed.status !== 200) throw new Error(`sandbox authorise: ${typed.status}`);
  return { token, sessionId };
}

/** The browser's prompt after the card page: settles the order. */
export const completeVoucherOrder = (app: App, token: string) =>
  app.inject({ method: 'POST', url: `/api/vouchers/orders/${token}/complete` });

/** The provider's signed notification that a session was authorised. */
export function notifyAuthorised(app: App, sessionId: string) {
  const body = JSON.stringify({
    type: 'session.authorised',
    session: { id: sessionId, state: 'authorised' },
  });
  return app.inject({
    method: 'POST',
    url: '/api/payment/notifications',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signNotification(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
}

/**
 * A one-guest Treatment Escape (£129) `days` ahead, held and begun with `voucherCode` (and the
 * part of its balance the guest chose, if any): its session and the begin-booking answer.
 */
export async function beginWithVoucher(app: App, days: number, voucherCode: string, voucherPence?: number) {
  const plan = await heldTreatmentEscape(app, daysAhead(days));
  const begun = await app.inject({
    method: 'POST',
    url: `/api/spa/${plan.sessionId}/begin-booking`,
    payload: { ...beginBookingBody(plan, 1), voucherCode, voucherPence },
  });
  return { sessionId: plan.sessionId, begun };
}
