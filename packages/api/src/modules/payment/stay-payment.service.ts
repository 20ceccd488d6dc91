import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { CardProvider } from './card-provider';
import { checkCard, type CardInput } from './card-rules';
import { insertStayPayment, markStayPaymentBooked, updatePayment } from './payment.repository';

const NOT_CHARGED = 'Your card was not charged.';
const PROVIDER_FAILED =
  'We could not reach the card payment service. Your card was not charged. Please try again.';

/** What a stay's booking pays: a deposit is captured, a guarantee only authorised. */
export interface StayCharge {
  amountPence: number;
  kind: 'deposit' | 'guarantee';
  card: CardInput;
}

/**
 * A new stay paid by card (decision 155), in the order that never takes money
 * without a booking: (1) the attempt is recorded as 'authorising' (a crash leaves
 * it to the sweep, which voids it); (2) the provider authorises the card — a
 * decline ends here, nothing booked; (3) one transaction runs `book` (the
 * reservation, its e-mail) and marks the payment approved and booked for it — if
 * `book` refuses (the last room was taken), the authorisation is voided and the
 * guest told the card was not charged; (4) a deposit is captured only after that
 * transaction committed. The provider is never called inside our transaction
 * (decision 121).
 */
export async function payForStay<T extends { reservationId: string }>(
  deps: { db: Executor; cardProvider: CardProvider },
  charge: StayCharge,
  book: (tx: Executor, cardMasked: string) => Promise<T>,
): Promise<T & { cardMasked: string; reference: string | null }> {
  const clock = new Date();
  const checked = checkCard(charge.card, { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1 });
  if (!checked.ok)
    throw new HttpError(
      400,
      'There is a problem with the card details',
      checked.errors.map((e) => ({ field: `body.card.${e.field}`, message: e.message })),
    );
  const { card } = checked;
  const row = await insertStayPayment(deps.db, {
    ipageSessionId: randomBytes(18).toString('base64url'),
    amountPence: charge.amountPence,
    purpose: charge.kind === 'deposit' ? 'stay-deposit' : 'stay-guarantee',
    cardMasked: card.masked,
  });
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
      completedAt: clock,
    });
    throw new HttpError(402, `${authorisation.reason} ${NOT_CHARGED}`.trim());
  }
  const { authorisationId } = authorisation;
  await updatePayment(deps.db, row.id, { authorisationId });
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
  await updatePayment(deps.db, row.id, { reference });
  return { ...booked, cardMasked: card.masked, reference };
}
