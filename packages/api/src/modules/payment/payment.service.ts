import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { sqlState } from '../../lib/sql';
import { findSession } from '../session';
import { checkCard, sandboxOutcome, type CardInput } from './card-rules';
import {
  approvedForSession,
  byPageSession,
  completePayment,
  insertPayment,
  latestForSession,
  reusable,
} from './payment.repository';
import type { PaymentRow } from './payment.tables';

/**
 * Where the payment learns what the booking costs: the total in pence of the
 * session's booking (begin-booking writes it), or null when there is none. The
 * browser's figure is never trusted. Runs on the caller's transaction (PGlite has
 * one connection: a second one would wait for the first forever).
 */
export type PendingTotal = (db: Executor, sessionId: string) => Promise<number | null>;

/** What the payment services use (built once at start-up, see app-deps.ts). */
export interface PaymentDeps {
  db: Executor;
  /** Given by the booking module at start-up (tests replace it), so payment never reads bookings. */
  pendingTotal: PendingTotal;
}

interface PayResult {
  status: 'approved' | 'declined' | 'error';
  reason?: string;
  cardMasked?: string;
  reference?: string;
}

const newPageSessionId = () => randomBytes(18).toString('base64url');
const newReference = () => `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
const PAGE_EXPIRED = 'This payment page has expired. Please go back and try again.';

async function totalOf(deps: PaymentDeps, sessionId: string): Promise<number> {
  const total = await deps.pendingTotal(deps.db, sessionId);
  if (total === null)
    throw conflict('There is no booking to pay for. Please check your booking and try again.');
  return total;
}

/**
 * A card page session for the server's total. Reuses the session's open page
 * session (a reload of the payment screen) and hands back the approved one when
 * the booking is already paid, so no path leads to a second charge.
 */
export async function initialisePayment(
  deps: PaymentDeps,
  sessionId: string,
  amount?: number,
): Promise<{ iPageSessionId: string }> {
  const total = await totalOf(deps, sessionId);
  if (amount !== undefined && amount !== total)
    throw conflict('The amount to pay does not match the booking total. Please check your booking.', {
      Total: total,
    });
  return deps.db.transaction(async (tx) => {
    const approved = await approvedForSession(tx, sessionId);
    if (approved) {
      if (approved.amountPence !== total)
        throw conflict('This booking has already been paid for a different amount.');
      return { iPageSessionId: approved.ipageSessionId };
    }
    const open = await reusable(tx, sessionId, total);
    if (open) return { iPageSessionId: open.ipageSessionId };
    const row = await insertPayment(tx, {
      sessionId,
      ipageSessionId: newPageSessionId(),
      amountPence: total,
    });
    return { iPageSessionId: row.ipageSessionId };
  });
}

/** What the card page shows on load: the amount, and whether it was already paid. */
export async function pageStatus(deps: Pick<PaymentDeps, 'db'>, ipageSessionId: string) {
  const row = await byPageSession(deps.db, ipageSessionId);
  if (!row) throw notFound(PAGE_EXPIRED);
  return {
    amount: row.amountPence,
    status: row.status,
    cardMasked: row.status === 'approved' ? row.cardMasked : null,
    reference: row.status === 'approved' ? row.reference : null,
  };
}

/**
 * One card attempt. The row is locked for the attempt, so a double click waits
 * for the first and then sees it approved; an approved page session is never
 * charged again (the answer is replayed). Only the masked number is kept.
 */
export async function pay(deps: PaymentDeps, ipageSessionId: string, card: CardInput): Promise<PayResult> {
  const clock = new Date();
  const checked = checkCard(card, { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1 });
  if (!checked.ok) throw new HttpError(400, 'There is a problem with the card details', checked.errors);
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await byPageSession(tx, ipageSessionId);
      if (!found) throw notFound(PAGE_EXPIRED);
      // Every attempt of a booking session (any page session) waits for the one before: never two charges.
      await findSession(tx, found.sessionId, true);
      const row = await byPageSession(tx, ipageSessionId, true);
      if (!row) throw notFound(PAGE_EXPIRED);
      if (row.status === 'approved') return approvedResult(row);
      const other = await approvedForSession(tx, row.sessionId);
      if (other) return approvedResult(other);
      const total = await deps.pendingTotal(tx, row.sessionId);
      if (total !== row.amountPence)
        throw conflict('Your booking has changed since this payment began. Please check your booking.');
      const outcome = sandboxOutcome(checked.card.digits);
      const updated = await completePayment(tx, row.id, {
        status: outcome.status,
        cardMasked: checked.card.masked,
        reference: outcome.status === 'approved' ? newReference() : null,
        failureReason: outcome.status === 'approved' ? null : outcome.reason,
        completedAt: clock,
      });
      if (outcome.status === 'approved') return approvedResult(updated);
      return { status: outcome.status, reason: outcome.reason };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('This booking has already been paid.');
    throw error;
  }
}

/** The booking side's view: reference, status and masked number, never more. */
export async function sessionPayment(deps: Pick<PaymentDeps, 'db'>, sessionId: string) {
  const approved = await approvedForSession(deps.db, sessionId);
  const row = approved ?? (await latestForSession(deps.db, sessionId))[0];
  if (!row) throw notFound('No payment has been started for this booking.');
  return {
    Status: row.status,
    Amount: row.amountPence,
    CardMaskedNo: row.cardMasked,
    Reference: row.reference,
    FailureReason: row.failureReason,
  };
}

function approvedResult(row: PaymentRow): PayResult {
  return {
    status: 'approved',
    cardMasked: row.cardMasked ?? undefined,
    reference: row.reference ?? undefined,
  };
}
