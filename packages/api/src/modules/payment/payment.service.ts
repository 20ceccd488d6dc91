import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { checkCard, sandboxOutcome, type CardInput } from './card-rules';
import { paymentRepository as repo, type Executor, type PaymentRow } from './payment.repository';

/**
 * Where the payment learns what the booking costs: the pending booking's total in
 * pence (the engine's begin-booking writes it), or null when there is none. The
 * browser's figure is never trusted.
 */
export type GetPendingTotal = (sessionId: string, db: Executor) => Promise<number | null>;

export interface PaymentServiceDeps {
  db: Db;
  getPendingTotal: GetPendingTotal;
  /** The clock, for the expiry check. */
  now?: () => Date;
}

export interface PayResult {
  status: 'approved' | 'declined' | 'error';
  reason?: string;
  cardMasked?: string;
  reference?: string;
}

const newPageSessionId = () => randomBytes(18).toString('base64url');
const newReference = () => `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;

/** SQLSTATE of a unique violation; Drizzle keeps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.cause?.code;
  return code === '23505' || (error as { code?: string })?.code === '23505';
}

export function createPaymentService({ db, getPendingTotal, now = () => new Date() }: PaymentServiceDeps) {
  async function totalOf(sessionId: string): Promise<number> {
    const total = await getPendingTotal(sessionId, db);
    if (total === null)
      throw conflict('There is no booking to pay for. Please check your booking and try again.');
    return total;
  }

  /**
   * A card page session for the server's total. Reuses the session's open page
   * session (a reload of the payment screen) and hands back the approved one when
   * the booking is already paid, so no path leads to a second charge.
   */
  async function initialise(sessionId: string, amount?: number): Promise<{ iPageSessionId: string }> {
    const total = await totalOf(sessionId);
    if (amount !== undefined && amount !== total)
      throw conflict('The amount to pay does not match the booking total. Please check your booking.', {
        Total: total,
      });
    return db.transaction(async (tx) => {
      const approved = await repo.approvedForSession(tx, sessionId);
      if (approved) {
        if (approved.amountPence !== total)
          throw conflict('This booking has already been paid for a different amount.');
        return { iPageSessionId: approved.ipageSessionId };
      }
      const open = await repo.reusable(tx, sessionId, total);
      if (open) return { iPageSessionId: open.ipageSessionId };
      const row = await repo.insert(tx, {
        sessionId,
        ipageSessionId: newPageSessionId(),
        amountPence: total,
      });
      return { iPageSessionId: row.ipageSessionId };
    });
  }

  /** What the card page shows on load: the amount, and whether it was already paid. */
  async function pageStatus(ipageSessionId: string) {
    const row = await repo.byPageSession(db, ipageSessionId);
    if (!row) throw notFound('This payment page has expired. Please go back and try again.');
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
  async function pay(ipageSessionId: string, card: CardInput): Promise<PayResult> {
    const clock = now();
    const checked = checkCard(card, { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1 });
    if (!checked.ok) throw new HttpError(400, 'There is a problem with the card details', checked.errors);
    try {
      return await db.transaction(async (tx) => {
        const found = await repo.byPageSession(tx, ipageSessionId);
        if (!found) throw notFound('This payment page has expired. Please go back and try again.');
        await repo.lockSession(tx, found.sessionId);
        const row = await repo.lockByPageSession(tx, ipageSessionId);
        if (!row) throw notFound('This payment page has expired. Please go back and try again.');
        if (row.status === 'approved') return approvedResult(row);
        const other = await repo.approvedForSession(tx, row.sessionId);
        if (other) return approvedResult(other);
        const total = await getPendingTotal(row.sessionId, tx);
        if (total !== row.amountPence)
          throw conflict('Your booking has changed since this payment began. Please check your booking.');
        const outcome = sandboxOutcome(checked.card.digits);
        const updated = await repo.complete(tx, row.id, {
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
      if (isUniqueViolation(error)) throw conflict('This booking has already been paid.');
      throw error;
    }
  }

  /** The booking side's view: reference, status and masked number, never more. */
  async function sessionPayment(sessionId: string) {
    const approved = await repo.approvedForSession(db, sessionId);
    const row = approved ?? (await repo.latestForSession(db, sessionId))[0];
    if (!row) throw notFound('No payment has been started for this booking.');
    return {
      Status: row.status,
      Amount: row.amountPence,
      CardMaskedNo: row.cardMasked,
      Reference: row.reference,
      FailureReason: row.failureReason,
    };
  }

  return { initialise, pageStatus, pay, sessionPayment };
}

function approvedResult(row: PaymentRow): PayResult {
  return {
    status: 'approved',
    cardMasked: row.cardMasked ?? undefined,
    reference: row.reference ?? undefined,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
