import type { Executor } from '../../db/database';
import { PROVIDER_MISMATCH, readBack } from '../../lib/card-payment';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordPayment } from '../ledger';
import type { PaymentPage, PaymentProvider } from './payment-provider';
import {
  insertStayPayment,
  latestPaymentOfRequest,
  livePaymentOfRequest,
  markStayPaymentBooked,
  updatePayment,
} from './payment.repository';
import { underCompletionLease } from './completion-lease';
import { providerPageOf, unsentSessionId } from './provider-session';
import type { PaymentRow } from './payment.tables';

const NOT_CHARGED = 'Your card was not charged.';
const REFUNDED = 'The deposit was refunded to your card in full.';

/** What a stay's booking pays: a deposit is captured, a guarantee only authorised. */
export interface StayCharge {
  amountPence: number;
  kind: 'deposit' | 'guarantee';
  /** The request's idempotency key (the member's, scoped by the caller): one stay per key. */
  requestKey: string;
  /** What the stay booking is, as the stays module checked it; given back to `bookStay`. */
  request: unknown;
}

/**
 * Books the stay a payment pays for, in the transaction given (the reservation, its ledger
 * charge, its e-mail), or throws an HttpError saying why not (the last room was taken).
 * Given by the stays module at start-up, so payment never reads stays.
 */
export type StayBooker = (
  tx: Executor,
  payment: { request: unknown; cardMasked: string; kind: StayCharge['kind']; amountPence: number },
) => Promise<{ reservationId: string }>;

export interface StayPaymentDeps {
  db: Executor;
  cardProvider: PaymentProvider;
  bookStay: StayBooker;
}

const kindOf = (row: PaymentRow): StayCharge['kind'] =>
  row.purpose === 'stay-deposit' ? 'deposit' : 'guarantee';

/**
 * A provider session for a new stay's server-computed price, under the request's key
 * (decision 316): the same request again (a double click, a reload) gets the same session;
 * the guest types the card into the provider's page only. The session is made after our
 * transaction, under the payment's id as its idempotency key (decision 121).
 */
export async function initialiseStayPayment(
  deps: Pick<StayPaymentDeps, 'db' | 'cardProvider'>,
  charge: StayCharge,
): Promise<{ iPageSessionId: string } & PaymentPage> {
  const row = await deps.db.transaction(async (tx) => {
    const live =
      (await livePaymentOfRequest(tx, charge.requestKey)) ??
      (await insertStayPayment(tx, {
        ipageSessionId: unsentSessionId(),
        amountPence: charge.amountPence,
        purpose: charge.kind === 'deposit' ? 'stay-deposit' : 'stay-guarantee',
        requestKey: charge.requestKey,
        stayRequest: charge.request,
      })) ??
      (await livePaymentOfRequest(tx, charge.requestKey));
    if (!live) throw conflict('This stay is already being booked. Please try again in a moment.');
    if (live.amountPence !== charge.amountPence || kindOf(live) !== charge.kind)
      throw conflict('The price of this room has changed since you began. Please choose your room again.');
    return live;
  });
  return providerPageOf(deps, row);
}

/** A stay booked by its payment: the reservation, and what happened on the card. */
export interface StayPaid {
  reservationId: string;
  kind: StayCharge['kind'];
  amountPence: number;
  cardMasked: string;
  reference: string | null;
}

const paidOf = (row: PaymentRow & { stayReservationId: string }): StayPaid => ({
  reservationId: row.stayReservationId,
  kind: kindOf(row),
  amountPence: row.amountPence,
  cardMasked: row.cardMasked ?? '',
  reference: row.reference,
});

/**
 * Books the stay of a request once the provider holds its card (the browser's prompt after
 * the card page said so, or the provider's signed notification: each only a prompt, the
 * session is read back). Under the request's completion lease (decision 315), in the order
 * that never takes money without a booking: the provider's session must be authorised for
 * the payment's amount; one transaction books the stay, marks the payment booked and — for a
 * deposit — captures it and writes it to the stay's ledger; if the booking is refused (the
 * last room was taken) or the capture fails, the transaction rolls back and the
 * authorisation is voided (a capture that went through is refunded). A second prompt finds
 * the stay booked and answers it again.
 */
export async function completeStayPayment(deps: StayPaymentDeps, requestKey: string): Promise<StayPaid> {
  return underCompletionLease(deps.db, `stay:${requestKey}`, async () => {
    const row = await livePaymentOfRequest(deps.db, requestKey);
    if (!row) throw await whyNotBooked(deps.db, requestKey);
    if (row.stayReservationId) return paidOf({ ...row, stayReservationId: row.stayReservationId });
    const remote = await readBack(deps.cardProvider, row.ipageSessionId);
    if (remote.state === 'open' || remote.state === 'requires_action')
      throw new HttpError(402, remote.lastError ?? 'Your card has not been authorised yet.');
    if (
      (remote.state !== 'authorised' && remote.state !== 'captured') ||
      remote.amountPence !== row.amountPence
    ) {
      if (remote.state === 'authorised') await deps.cardProvider.void(remote.id);
      await updatePayment(deps.db, row.id, { status: 'error', failureReason: PROVIDER_MISMATCH });
      throw new HttpError(402, PROVIDER_MISMATCH);
    }
    const cardMasked = remote.cardMasked ?? '';
    // Marked first: a process that ends before the booking leaves it for the sweep to settle.
    await updatePayment(deps.db, row.id, { status: 'authorising', authorisationId: remote.id, cardMasked });
    const kind = kindOf(row);
    try {
      return await deps.db.transaction(async (tx) => {
        const { reservationId } = await deps.bookStay(tx, {
          request: row.stayRequest,
          cardMasked,
          kind,
          amountPence: row.amountPence,
        });
        const reference = kind === 'deposit' ? (await deps.cardProvider.capture(remote.id)).reference : null;
        await markStayPaymentBooked(tx, row.id, reservationId, reference);
        if (kind === 'deposit')
          await recordPayment(
            tx,
            { kind: 'stay', id: reservationId },
            {
              key: `stay:${reservationId}:paid:${row.id}`,
              tender: 'online-card',
              amountPence: row.amountPence,
              description: `Deposit, card ${cardMasked}`,
              reference,
            },
          );
        return { reservationId, kind, amountPence: row.amountPence, cardMasked, reference };
      });
    } catch (error) {
      const given = await releaseStayMoney(deps, remote.id);
      const reason = error instanceof HttpError ? error.message : 'The stay could not be booked.';
      await updatePayment(deps.db, row.id, { status: given, failureReason: reason });
      const told = `${reason} ${given === 'refunded' ? REFUNDED : NOT_CHARGED}`;
      if (error instanceof HttpError) throw new HttpError(error.statusCode, told, error.errors);
      throw error;
    }
  });
}

/** The answer to a prompt for a request whose payment ended without a stay (the other prompt was first). */
async function whyNotBooked(db: Executor, requestKey: string): Promise<HttpError> {
  const last = await latestPaymentOfRequest(db, requestKey);
  if (!last?.failureReason)
    return notFound('No payment has been started for this stay. Please choose your room again.');
  const money = last.status === 'refunded' ? REFUNDED : NOT_CHARGED;
  return conflict(last.failureReason.endsWith(money) ? last.failureReason : `${last.failureReason} ${money}`);
}

/** After a booking that did not happen: the authorisation voided, or a capture that went through refunded. */
async function releaseStayMoney(
  deps: Pick<StayPaymentDeps, 'cardProvider'>,
  authorisationId: string,
): Promise<'voided' | 'refunded'> {
  const now = await deps.cardProvider.retrieve(authorisationId);
  if (now.state === 'captured') {
    await deps.cardProvider.refund(authorisationId);
    return 'refunded';
  }
  if (now.state === 'authorised') await deps.cardProvider.void(authorisationId);
  return 'voided';
}

/**
 * The request key of a stay's payment, read by its provider session (the provider's
 * notification names only the session); null for a spa session's payment.
 */
export function stayRequestOf(row: PaymentRow): string | null {
  return row.purpose !== 'spa' ? row.requestKey : null;
}
