import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newVoucherCode, normaliseVoucherCode, VOUCHER_CODE_RANDOM_BYTES } from '@spa/domain';
import type { App } from '../../src/app';
import type { Executor } from '../../src/db/database';
import { recordCharge } from '../../src/modules/ledger';
import { queryRows } from '../../src/lib/sql';
import { voucherCodeHash } from '../../src/modules/vouchers/voucher-code-key';
import { beginBookingBody, daysAhead, heldTreatmentEscape } from './spa-journey';

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
