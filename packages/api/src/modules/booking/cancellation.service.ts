import { cancellationRefund, formatPrice, type Catalogue } from '@spa/domain';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { BookingNow } from '../availability';
import { deliverSoon, mailInTransaction, sendBookingCancelled, type Mailer } from '../mail';
import { refundCancelledBooking, type CardProvider } from '../payment';
import { lockResources, releaseBookingClaims } from '../spa-claims';
import type { BookingRow } from './booking.tables';
import { findBookingById, markCancelled } from './staff-bookings.repository';

export interface CancellationDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  mail: Mailer;
  cardProvider: CardProvider;
}

/** What cancelling now would refund, and from when nothing is (the policy, on the database clock). */
export async function refundIfCancelled(
  deps: Pick<CancellationDeps, 'catalogue' | 'bookingNow'>,
  db: Executor,
  booking: BookingRow,
) {
  return cancellationRefund({
    totalPence: booking.totalPence,
    bookingDate: booking.bookingDate,
    timeZone: deps.catalogue.Resort.TimeZone,
    now: await deps.bookingNow(db),
  });
}

const refundWords = (refundPence: number) =>
  refundPence > 0
    ? `As the booking was cancelled more than 48 hours before its date, ${formatPrice(refundPence)} (50% of what you paid) is being refunded to your card.`
    : 'As the booking was cancelled within 48 hours of its date, the full cost is incurred and nothing is refunded.';

/**
 * Cancels a confirmed booking (decision 173): in one transaction, under the resort day's
 * lock, the refund is fixed by the policy, every claim released, the booking marked
 * cancelled, the guest's e-mail written and the caller's audit row (`record`) added.
 * The refund then goes through the payment provider, after the commit; cancelling a
 * cancelled booking again only retries a refund that did not go through.
 */
export async function cancelBooking(
  deps: CancellationDeps,
  bookingId: string,
  record: (tx: Executor, before: BookingRow, refundPence: number) => Promise<void>,
): Promise<{ refundPence: number; refundedPence: number }> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, bookingId, true);
    if (booking?.status !== 'confirmed') throw notFound('No confirmed booking has this id.');
    if (booking.cancelledAt) return { booking, refundPence: booking.refundPence ?? 0 };
    await lockResources(tx, [`day:${booking.bookingDate}`]);
    const { refundPence } = await refundIfCancelled(deps, tx, booking);
    await releaseBookingClaims(tx, booking.id);
    await markCancelled(tx, booking.id, refundPence);
    await sendBookingCancelled(
      mailInTransaction(deps, tx),
      booking.leadEmail,
      booking.confirmationId ?? '',
      refundWords(refundPence),
    );
    await record(tx, booking, refundPence);
    return { booking, refundPence };
  });
  deliverSoon(deps);
  const refundedPence = await refundCancelledBooking(deps, cancelled.booking, cancelled.refundPence);
  return { refundPence: cancelled.refundPence, refundedPence };
}
