import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Executor } from '../../db/database';
import { conflict, HttpError } from '../../lib/http-error';
import { recordPayment } from '../ledger';
import type { PaymentProvider } from './payment-provider';
import { checkCard, type CardInput } from '../../lib/card-rules';
import {
  insertStayPayment,
  livePaymentOfRequest,
  markStayPaymentBooked,
  updatePayment,
} from './payment.repository';
import type { PaymentRow } from './payment.tables';

const NOT_CHARGED = 'Your card was not charged.';
const PROVIDER_FAILED =
  'We could not reach the card payment service. Your card was not charged. Please try again.';
/** How long a second request of the same key waits for the first (a double click, a retry). */
const IN_FLIGHT_WAIT_MS = 20_000;

/** What a stay's booking pays: a deposit is captured, a guarantee only authorised. */
export interface StayCharge {
  amountPence: number;
  kind: 'deposit' | 'guarantee';
  card: CardInput;
  /** The request's idempotency key (the member's, scoped by the caller): one stay per key. */
  requestKey: string;
}

type Paid<T> = T & { cardMasked: string; reference: string | null };

/**
 * A new stay paid by card (decision 155), in the order that never takes money
 * without a booking: (1) the attempt is recorded as 'authorising' under the request's
 * key — a second request of the key (a double click, a retry) waits for the first and
 * answers what it booked (decision 201); (2) the provider authorises the card — a
 * decline ends here, nothing booked; (3) one transaction runs `book` (the reservation,
 * its ledger charge, its e-mail) and marks the payment approved and booked for it — if
 * `book` refuses (the last room was taken), the authorisation is voided and the guest
 * told the card was not charged; (4) a deposit is captured only after that transaction
 * committed, and written to the stay's ledger. The provider is never called inside our
 * transaction (decision 121).
 */
export async function payForStay<T extends { reservationId: string }>(
  deps: { db: Executor; cardProvider: PaymentProvider },
  charge: StayCharge,
  book: (tx: Executor, cardMasked: string) => Promise<T>,
  replay: (reservationId: string) => Promise<T>,
): Promise<Paid<T>> {
  const clock = new Date();
  const checked = checkCard(charge.card, { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1 });
  if (!checked.ok)
    throw new HttpError(
      400,
      'There is a problem with the card details',
      checked.errors.map((e) => ({ field: `body.card.${e.field}`, message: e.message })),
    );
  const { card } = checked;
  const claimed = await claimRequest(deps.db, {
    ipageSessionId: randomBytes(18).toString('base64url'),
    amountPence: charge.amountPence,
    purpose: charge.kind === 'deposit' ? 'stay-deposit' : 'stay-guarantee',
    cardMasked: card.masked,
    requestKey: charge.requestKey,
  });
  if ('booked' in claimed) {
    const { booked } = claimed;
    const done = await replay(booked.stayReservationId!);
    return { ...done, cardMasked: booked.cardMasked ?? card.masked, reference: booked.reference };
  }
  const { row } = claimed;
  const authorisationId = await authorise(deps, row, charge.card);
  let booked: T;
  try {
    booked = await deps.db.transaction(async (tx) => {
      const result = await book(tx, card.masked);
      await markStayPaymentBooked(tx, row.id, result.reservationId);
      return result;
    });
  } catch (error) {
    await deps.cardProvider.void(authorisationId);
    const reason = error instanceof HttpError ? error.message : 'The stay could not be booked.';
    await updatePayment(deps.db, row.id, { status: 'voided', failureReason: reason });
    if (error instanceof HttpError)
      throw new HttpError(error.statusCode, `${error.message} ${NOT_CHARGED}`, error.errors);
    throw error;
  }
  if (charge.kind === 'guarantee') return { ...booked, cardMasked: card.masked, reference: null };
  const { reference } = await deps.cardProvider.capture(authorisationId);
  await deps.db.transaction(async (tx) => {
    await updatePayment(tx, row.id, { reference });
    await recordPayment(
      tx,
      { kind: 'stay', id: booked.reservationId },
      {
        key: `stay:${booked.reservationId}:paid:${row.id}`,
        tender: 'online-card',
        amountPence: row.amountPence,
        description: `Deposit, card ${card.masked}`,
        reference,
      },
    );
  });
  return { ...booked, cardMasked: card.masked, reference };
}

type Values = Parameters<typeof insertStayPayment>[1];

/** Step (1): this request's attempt, or the booked payment of the same key (waiting for one in flight). */
async function claimRequest(
  db: Executor,
  values: Values,
): Promise<{ row: PaymentRow } | { booked: PaymentRow }> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const row = await insertStayPayment(db, values);
    if (row) return { row };
    const live = await livePaymentOfRequest(db, values.requestKey);
    if (live?.stayReservationId) return { booked: live };
    if (Date.now() > deadline)
      throw conflict('This stay is already being booked. Please wait a moment, then look in your bookings.');
    await setTimeout(50);
  }
}

/** Step (2): the authorisation's id; a decline or an unreachable provider ends the attempt, saying so. */
async function authorise(
  deps: { db: Executor; cardProvider: PaymentProvider },
  row: PaymentRow,
  card: Parameters<PaymentProvider['authorise']>[0]['card'],
): Promise<string> {
  let authorisation;
  try {
    authorisation = await deps.cardProvider.authorise({ key: row.id, amountPence: row.amountPence, card });
  } catch {
    await updatePayment(deps.db, row.id, { status: 'error', failureReason: PROVIDER_FAILED });
    throw new HttpError(502, PROVIDER_FAILED);
  }
  if (authorisation.outcome !== 'authorised') {
    await updatePayment(deps.db, row.id, {
      status: authorisation.outcome,
      failureReason: authorisation.reason,
      completedAt: new Date(),
    });
    throw new HttpError(402, `${authorisation.reason} ${NOT_CHARGED}`.trim());
  }
  await updatePayment(deps.db, row.id, { authorisationId: authorisation.authorisationId });
  return authorisation.authorisationId;
}
