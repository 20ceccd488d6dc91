import type { LineItem } from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict } from '../../lib/http-error';
import { confirmedBookingsOf, setPendingPromotion } from './booking.repository';
import type { BookingRow } from './booking.tables';

/** A booking as a promotion sees it (PromotionBookingUse of modules/promotions). */
interface PromotionUse {
  visitDate: string;
  lineItems: readonly LineItem[];
  email: string;
  earlierBookings: number;
}

/**
 * Promotion codes in the booking flow (decision 0430), given by the promotions module at
 * start-up (bookings import no promotions): whether a code is a promotion's shape, a quote
 * (the guessing throttle applies), the use in the confirming transaction (caps counted under
 * the promotion's lock, the discount credited; 409 with the reason when it no longer applies),
 * and the use given back when the booking is cancelled.
 */
export interface BookingPromotions {
  isPromotionCode: (typed: string) => boolean;
  quote: (
    db: Executor,
    typed: string,
    use: PromotionUse & { clientAddress: string },
  ) => Promise<{ promotionId: string; code: string; discountPence: number } | { problem: string }>;
  use: (
    tx: Executor,
    promotionId: string,
    booking: PromotionUse & { bookingId: string; discountPence: number },
  ) => Promise<void>;
  release: (tx: Executor, bookingId: string) => Promise<string | null>;
}

/**
 * The promotions module's quote for a booking being priced (decision 0430), as begin-booking
 * and the desk (decision 0545) ask it: what the code takes off, or why nothing in its words.
 */
export async function quotePromotion(
  deps: { promotions: BookingPromotions },
  tx: Executor,
  typed: string,
  booking: { visitDate: string; lineItems: readonly LineItem[]; email: string; clientAddress: string },
) {
  return deps.promotions.quote(tx, typed, {
    ...booking,
    earlierBookings: await confirmedBookingsOf(tx, booking.email, null),
  });
}

const VOUCHER_FIRST =
  'A gift voucher already pays part of this booking, priced without a promotion. Go back to the ' +
  "booking's summary to change its codes, or confirm the booking without the promotion.";

/**
 * A promotion code applied to a pending booking (the desk's "Apply", decision 0545), the booking
 * locked by the caller: quoted exactly as begin-booking quotes it, then kept on the booking, to
 * be used (its caps counted under its lock, its discount credited) when the booking is
 * confirmed. `typed` null takes the booking's promotion off. A code that takes nothing off
 * answers why and leaves the booking as it was; 409 when a gift voucher already pays part.
 */
export async function applyPendingPromotion(
  deps: { promotions: BookingPromotions },
  tx: Executor,
  booking: BookingRow,
  typed: string | null,
  clientAddress: string,
): Promise<{ booking: BookingRow } | { problem: string }> {
  if (typed !== null && booking.voucherId !== null) throw conflict(VOUCHER_FIRST);
  const quote =
    typed === null
      ? null
      : await quotePromotion(deps, tx, typed, {
          visitDate: booking.bookingDate,
          lineItems: booking.lineItems,
          email: booking.leadEmail,
          clientAddress,
        });
  if (quote && 'problem' in quote) return quote;
  const written = await setPendingPromotion(tx, booking.id, {
    promotionId: quote?.promotionId ?? null,
    promotionCode: quote?.code ?? null,
    discountPence: quote?.discountPence ?? 0,
  });
  if (!written) throw conflict('This booking is already confirmed: its promotion cannot change now.');
  return { booking: written };
}
