import {
  cancellationSettlement,
  formatPrice,
  guestShare,
  PricingError,
  refundRoute,
  type Catalogue,
  type Itinerary,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { type BookingNow } from '../../lib/booking-clock';
import {
  bookingMail,
  deliverSoon,
  mailInTransaction,
  sendBookingCancelled,
  sendBookingChanged,
  type Mailer,
} from '../mail';
import { recordCharge, recordCredit, recordRefund, statementOf, type Statement } from '../ledger';
import { owePendingRefund, settleSessionRefunds, type PaymentProvider } from '../payment';
import { findSession, setItineraryContext } from '../session';
import {
  heldItinerary,
  lockResources,
  recordTimeFreed,
  releaseBookingClaims,
  releaseGuestClaims,
} from '../holds';
import { getBooking } from './booking.service';
import type { BookingRow } from './booking.tables';
import { findBookingById, markCancelled, markGuestCancelled } from './staff-bookings.repository';

export interface CancellationDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  mail: Mailer;
  cardProvider: PaymentProvider;
  /** After the commit: the waiting list offers the freed time (decision 0285). */
  sweepWaitingSoon: () => void;
  /**
   * Gives a refund back to the gift vouchers that paid the booking, first (decision 0340);
   * the pence they took. Given by the vouchers module at start-up: bookings import no vouchers.
   */
  refundToVouchers: (
    tx: Executor,
    account: { kind: 'spa'; id: string },
    refund: { key: string; amountPence: number; description: string },
  ) => Promise<number>;
  /**
   * Gives a refund back to the open room bills that paid the booking by the room-charge tender
   * (decision 0535); given by the desk module at start-up: bookings import no desk.
   */
  refundToRoomBill: (
    tx: Executor,
    booking: Pick<BookingRow, 'id' | 'confirmationId'>,
    refund: { key: string; amountPence: number; description: string },
  ) => Promise<RoomBillRefund>;
  /** Gives a cancelled booking's promotion use back to its caps (decision 0430); given at start-up. */
  releasePromotion: (tx: Executor, bookingId: string) => Promise<string | null>;
}

/** What a cancellation took off room bills (decision 0535): the pence, and the stays' numbers. */
export interface RoomBillRefund {
  amountPence: number;
  stays: string[];
}

/**
 * Where a cancellation's refund went (decisions 0340, 174, 0535, 0445): back to the gift
 * vouchers that paid, to the card paid online, off the open room bills charged, and what no
 * tender takes back by itself, left as a credit the spa desk gives back as it was paid.
 */
export interface RefundRouted {
  toVoucherPence: number;
  toCardPence: number;
  toRoomBill: RoomBillRefund;
  atDeskPence: number;
}

const NOT_ROUTED: RefundRouted = {
  toVoucherPence: 0,
  toCardPence: 0,
  toRoomBill: { amountPence: 0, stays: [] },
  atDeskPence: 0,
};

type LedgerEntryRow = Statement['entries'][number];

/** What a booking's room-charge entries among `entries` add up to, and the stays they name. */
export function roomBillOf(entries: readonly LedgerEntryRow[]): RoomBillRefund {
  const room = entries.filter((e) => e.tender === 'room-charge');
  return {
    amountPence: room.reduce((sum, e) => sum + e.amountPence, 0),
    stays: [...new Set(room.map((e) => e.reference ?? ''))],
  };
}

/**
 * Where a cancelled booking's refund went, read back from its ledger's `entries`: the whole
 * cancellation's refunds (under its key, not a guest's part's) by voucher, online card and room
 * charge; the rest of `refundPence` is the desk's to give back.
 */
function refundRoutedOf(
  entries: readonly LedgerEntryRow[],
  bookingId: string,
  refundPence: number,
): RefundRouted {
  const key = `cancel:${bookingId}:`;
  const refunds = entries.filter(
    (e) => e.kind === 'refund' && e.entryKey.startsWith(key) && !e.entryKey.startsWith(`${key}part:`),
  );
  const by = (tender: string) =>
    refunds.filter((e) => e.tender === tender).reduce((sum, e) => sum + e.amountPence, 0);
  const routed = {
    toVoucherPence: by('voucher'),
    toCardPence: by('online-card'),
    toRoomBill: roomBillOf(refunds),
  };
  const atDeskPence =
    refundPence - routed.toVoucherPence - routed.toCardPence - routed.toRoomBill.amountPence;
  return { ...routed, atDeskPence: Math.max(0, atDeskPence) };
}

/**
 * What cancelling now would keep and refund of `cancelledPence` (the booking's total less a
 * promotion's discount — what it costs the guest, decision 0430 — or one guest's share), from the booking's ledger (what it owes and was paid) and the policy on the
 * database clock (decision 0390): the one cancellation calculation.
 */
export async function refundIfCancelled(
  deps: Pick<CancellationDeps, 'catalogue' | 'bookingNow'>,
  db: Executor,
  booking: Pick<BookingRow, 'id' | 'totalPence' | 'discountPence' | 'bookingDate'>,
  cancelledPence = booking.totalPence - booking.discountPence,
) {
  const [statement, now] = await Promise.all([
    statementOf(db, { kind: 'spa', id: booking.id }),
    deps.bookingNow(db),
  ]);
  const settled = cancellationSettlement({
    cancelledPence,
    owedPence: statement.owedPence,
    paidPence: statement.paidPence,
    bookingDate: booking.bookingDate,
    timeZone: deps.catalogue.Resort.TimeZone,
    now,
  });
  return { ...settled, routed: routeOf(statement, settled.refundPence) };
}

/** Where a refund of the booking would go now, from its ledger (the order its cancellation gives it back). */
function routeOf(statement: Statement, refundPence: number): RefundRouted {
  const route = refundRoute(refundPence, statement.byTender);
  const { stays } = roomBillOf(statement.entries.filter((e) => e.kind === 'payment'));
  return {
    toVoucherPence: route.voucherPence,
    toCardPence: route.cardPence,
    toRoomBill: { amountPence: route.roomBillPence, stays },
    atDeskPence: route.deskPence,
  };
}

/** What the policy did with a cancellation, in the words of its notice (`routed`: where the refund went). */
export function refundWords(
  money: { refundPence: number; keptPence: number; fullCost: boolean },
  what = 'the booking',
  routed: RefundRouted = NOT_ROUTED,
): string {
  if (money.fullCost)
    return `As ${what} was cancelled within 48 hours of its date, the full cost is incurred and nothing is refunded.`;
  const early = `As ${what} was cancelled more than 48 hours before its date, the policy keeps 50% of its cost (${formatPrice(money.keptPence)})`;
  return money.refundPence > 0
    ? `${early}: ${formatPrice(money.refundPence)} of what you paid ${refundClause(routed)}.`
    : `${early}, less what you had paid.`;
}

/**
 * The notice of a booking cancelled earlier (sent again): what the policy kept then, and where the
 * refund went, from the booking's ledger `entries`.
 */
export function cancelledBookingWords(
  catalogue: Catalogue,
  booking: Pick<BookingRow, 'id' | 'totalPence' | 'bookingDate' | 'refundPence' | 'cancelledAt'>,
  entries: readonly LedgerEntryRow[],
): string {
  const policy = cancellationSettlement({
    cancelledPence: booking.totalPence,
    owedPence: booking.totalPence,
    paidPence: 0,
    bookingDate: booking.bookingDate,
    timeZone: catalogue.Resort.TimeZone,
    now: booking.cancelledAt ?? new Date(),
  });
  const refundPence = booking.refundPence ?? 0;
  return refundWords(
    { ...policy, refundPence },
    'the booking',
    refundRoutedOf(entries, booking.id, refundPence),
  );
}

/**
 * Where a refund goes, as a clause for the guest ("is refunded to your card") or the spa team
 * ("is refunded to the guest's card"), each part when it goes several ways: "is refunded: £10 to
 * your gift voucher, £20 taken off your room bill (stay ST1)". Nothing routed: the card.
 */
export function refundClause(routed: RefundRouted, audience: 'guest' | 'staff' = 'guest'): string {
  const whose = audience === 'guest' ? 'your' : "the guest's";
  const { toRoomBill } = routed;
  const parts = [
    { pence: routed.toVoucherPence, to: `to ${whose} gift voucher` },
    { pence: routed.toCardPence, to: `to ${whose} card` },
    {
      pence: toRoomBill.amountPence,
      to: `taken off ${whose} room bill (stay ${toRoomBill.stays.join(', stay ')})`,
      alone: true,
    },
    {
      pence: routed.atDeskPence,
      to:
        audience === 'guest'
          ? 'given back by our spa team, the way you paid it'
          : 'given back at the desk, the way it was paid',
      alone: true,
    },
  ].filter((part) => part.pence > 0);
  const [only] = parts;
  if (!only) return `is refunded to ${whose} card`;
  if (parts.length === 1) return only.alone ? `is ${only.to}` : `is refunded ${only.to}`;
  return `is refunded: ${parts.map((part) => `${formatPrice(part.pence)} ${part.to}`).join(', ')}`;
}

/** The refund's idempotency key: one per booking, and one per guest's part (by the part's number). */
const refundKey = (booking: BookingRow, part?: number) =>
  part === undefined ? `cancel:${booking.id}` : `cancel:${booking.id}:part:${part}`;

async function lockedConfirmed(tx: Executor, bookingId: string) {
  const booking = await findBookingById(tx, bookingId, true);
  if (booking?.status !== 'confirmed') throw notFound('No confirmed booking has this id.');
  return booking;
}

/**
 * Cancels a confirmed booking (decision 173): in one transaction, under the resort day's
 * lock, the refund is fixed by the policy and recorded as owed (decision 174), every
 * claim released, the booking marked cancelled, the guest's e-mail written and the
 * caller's audit row (`record`) added. The refund then goes through the payment provider,
 * after the commit; one that fails stays pending for the sweep. Cancelling a cancelled
 * booking again only retries a refund that did not go through.
 */
export async function cancelBooking(
  deps: CancellationDeps,
  bookingId: string,
  record: (tx: Executor, before: BookingRow, refundPence: number, routed: RefundRouted) => Promise<void>,
): Promise<{ refundPence: number }> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const booking = await lockedConfirmed(tx, bookingId);
    if (booking.cancelledAt) return { booking, refundPence: booking.refundPence ?? 0 };
    await lockResources(tx, [`day:${booking.bookingDate}`]);
    const settled = await refundIfCancelled(deps, tx, booking);
    const { refundPence } = settled;
    await releaseBookingClaims(tx, booking.id);
    await recordTimeFreed(tx, booking.bookingDate, 'booking cancelled');
    await markCancelled(tx, booking.id, refundPence);
    await deps.releasePromotion(tx, booking.id);
    const routed = await recordCancellation(deps, tx, booking, {
      key: refundKey(booking),
      cancelledPence: booking.totalPence - booking.discountPence,
      keptPence: settled.keptPence,
      refundPence,
      reason: 'Booking cancelled',
    });
    await sendBookingCancelled(
      mailInTransaction(deps, tx),
      booking.leadEmail,
      booking.confirmationId ?? '',
      refundWords(settled, 'the booking', routed),
    );
    await record(tx, booking, refundPence, routed);
    return { booking, refundPence };
  });
  deliverSoon(deps);
  deps.sweepWaitingSoon();
  await settleSessionRefunds(deps, cancelled.booking.sessionId);
  return { refundPence: cancelled.refundPence };
}

/**
 * The money of a cancellation, in the cancelling transaction: the refund given back to the
 * gift vouchers that paid first (decision 0340), then owed to the card (decision 174), then
 * taken off the open room bills that paid (decision 0535), and the ledger's entries (decision
 * 200): what is no longer owed credited, what the policy keeps charged as a cancellation
 * charge (owed whether paid or not: decision 0390), the refund by the card that paid. What no
 * tender takes back stays a credit on the booking, for the desk (decision 0445).
 */
async function recordCancellation(
  deps: Pick<CancellationDeps, 'refundToVouchers' | 'refundToRoomBill'>,
  tx: Executor,
  booking: BookingRow,
  cancellation: {
    key: string;
    cancelledPence: number;
    keptPence: number;
    refundPence: number;
    reason: string;
  },
): Promise<RefundRouted> {
  const { key, cancelledPence, keptPence, refundPence, reason } = cancellation;
  const account = { kind: 'spa', id: booking.id } as const;
  const toVoucherPence =
    refundPence > 0
      ? await deps.refundToVouchers(tx, account, {
          key: `${key}:vouchers`,
          amountPence: refundPence,
          description: reason,
        })
      : 0;
  const cardPence = await owePendingRefund(tx, booking.sessionId, {
    key,
    amountPence: refundPence - toVoucherPence,
    reason,
  });
  if (cancelledPence > 0)
    await recordCredit(tx, account, {
      key: `${key}:credit`,
      category: 'booking',
      amountPence: cancelledPence,
      description: reason,
    });
  if (keptPence > 0)
    await recordCharge(tx, account, {
      key: `${key}:fee`,
      category: 'fee',
      amountPence: keptPence,
      description: `${reason}: cancellation charge under the policy`,
    });
  if (cardPence > 0)
    await recordRefund(tx, account, {
      key: `${key}:refund`,
      tender: 'online-card',
      amountPence: cardPence,
      description: reason,
    });
  const toRoomBill = await deps.refundToRoomBill(tx, booking, {
    key,
    amountPence: refundPence - toVoucherPence - cardPence,
    description: reason,
  });
  const atDeskPence = refundPence - toVoucherPence - cardPence - toRoomBill.amountPence;
  return { toVoucherPence, toCardPence: cardPence, toRoomBill, atDeskPence };
}

/** A guest other than the lead booker, of a booking of two guests or more, not cancelled. */
const partCancellable = (booking: BookingRow, guestIndex: number) =>
  !booking.cancelledAt && booking.request.clients.length > 1 && guestIndex !== booking.request.leadGuestIndex;

/**
 * One guest's share of the booking's price, priced from the catalogue (never more than
 * the booking's total), and the bill without them; null when an extra they share cannot
 * be priced without them (a group below its smallest size).
 */
function shareOf(catalogue: Catalogue, booking: BookingRow, held: Itinerary, guestIndex: number) {
  try {
    const share = guestShare(catalogue, held, guestIndex);
    return { sharePence: Math.min(share.sharePence, booking.totalPence), remaining: share.remaining };
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

/**
 * What cancelling each guest's part now would refund (the policy on their share) and where it
 * would go, in the spa team's words; null for a guest whose part cannot be cancelled alone. For
 * the spa team's booking detail.
 */
export async function partRefundsIfCancelled(
  deps: Pick<CancellationDeps, 'catalogue' | 'bookingNow'>,
  db: Executor,
  booking: BookingRow,
): Promise<({ refundPence: number; refundTo: string } | null)[]> {
  const guests = booking.request.clients.map((_, i) => i);
  const session = guests.some((i) => partCancellable(booking, i))
    ? await findSession(db, booking.sessionId)
    : null;
  if (!session?.itineraryContext) return guests.map(() => null);
  const held = await heldItinerary(db, booking.sessionId, session.itineraryContext);
  return Promise.all(
    guests.map(async (i) => {
      const share = partCancellable(booking, i) ? shareOf(deps.catalogue, booking, held, i) : null;
      if (!share) return null;
      const { refundPence, routed } = await refundIfCancelled(deps, db, booking, share.sharePence);
      return { refundPence, refundTo: refundClause(routed, 'staff') };
    }),
  );
}

/**
 * Cancels one guest's part of a confirmed booking on their behalf (decision 175), the
 * whole cancellation's path for one guest: in one transaction under the resort day's
 * lock, their share is priced from the catalogue (the booking's itinerary with and
 * without them), the policy's refund of it fixed and recorded as owed, their claims
 * released (the others' renumbered), the booking's guests, bill and total written
 * without them, the lead booker e-mailed the booking as it now stands, and the caller's
 * audit row added. The refund goes through the provider after the commit. The lead
 * booker's part, or the last guest's, is not cancelled alone (the whole booking is).
 */
export async function cancelGuestPart(
  deps: CancellationDeps,
  bookingId: string,
  guestId: string,
  record: (
    tx: Executor,
    before: BookingRow,
    after: { refundPence: number; sharePence: number; guestIndex: number; routed: RefundRouted },
  ) => Promise<void>,
): Promise<{ refundPence: number }> {
  const { catalogue } = deps;
  const cancelled = await deps.db.transaction(async (tx) => {
    const booking = await lockedConfirmed(tx, bookingId);
    // Asked again (a double click, a retry): their part is cancelled already, once.
    const done = booking.cancelledParts.find((p) => p.guestId === guestId);
    if (done) return { booking, refundPence: done.refundPence };
    if (booking.cancelledAt) throw conflict('This booking is already cancelled.');
    const { clients, leadGuestIndex } = booking.request;
    const guestIds = booking.guestIds ?? [];
    const guestIndex = guestIds.indexOf(guestId);
    if (guestIndex < 0 || guestIndex >= clients.length) throw notFound('This booking has no such guest.');
    if (!partCancellable(booking, guestIndex))
      throw conflict(
        'Only a guest other than the lead booker can be cancelled alone: cancel the whole booking instead.',
      );
    await lockResources(tx, [`day:${booking.bookingDate}`]);
    const session = await findSession(tx, booking.sessionId);
    if (!session?.itineraryContext) throw notFound('No confirmed booking has this id.');
    const held = await heldItinerary(tx, booking.sessionId, session.itineraryContext);
    const share = shareOf(catalogue, booking, held, guestIndex);
    if (!share)
      throw conflict(
        'Without this guest, an extra they share would be below its smallest group: cancel the whole booking, or move the others first.',
      );
    const { sharePence } = share;
    const settled = await refundIfCancelled(deps, tx, booking, sharePence);
    const { refundPence } = settled;
    const guest = clients[guestIndex]!;
    const name = `${guest.firstName} ${guest.lastName}`;

    await releaseGuestClaims(tx, booking.id, guestIndex);
    await recordTimeFreed(tx, booking.bookingDate, 'guest part cancelled');
    await setItineraryContext(tx, booking.sessionId, {
      ...session.itineraryContext,
      partySize: session.itineraryContext.partySize - 1,
    });
    await markGuestCancelled(tx, booking.id, {
      request: {
        ...booking.request,
        clients: clients.filter((_, i) => i !== guestIndex),
        leadGuestIndex: leadGuestIndex > guestIndex ? leadGuestIndex - 1 : leadGuestIndex,
      },
      guestIds: guestIds.filter((id) => id !== guestId),
      lineItems: share.remaining.LineItems,
      totalPence: booking.totalPence - sharePence,
      part: { guestId, name, at: new Date().toISOString(), refundPence },
    });
    const routed = await recordCancellation(deps, tx, booking, {
      key: refundKey(booking, booking.cancelledParts.length + 1),
      cancelledPence: sharePence,
      keptPence: settled.keptPence,
      refundPence,
      reason: `${name}'s part cancelled`,
    });
    const changed = await getBooking({ db: tx, catalogue }, booking.sessionId);
    await sendBookingChanged(
      mailInTransaction(deps, tx),
      booking.leadEmail,
      bookingMail(changed),
      `Our spa team has cancelled ${name}'s part of your booking. ${refundWords(settled, 'their part', routed)}`,
    );
    await record(tx, booking, { refundPence, sharePence, guestIndex, routed });
    return { booking, refundPence };
  });
  deliverSoon(deps);
  deps.sweepWaitingSoon();
  await settleSessionRefunds(deps, cancelled.booking.sessionId);
  return { refundPence: cancelled.refundPence };
}
