import { formatPrice } from '../format/money';

/**
 * A booking's money as entries (decision 200): what it owes (charges, less credits) and
 * how it was paid (payments by tender, less refunds by tender). Balances are derived
 * from the entries here, never stored.
 */

/** How money reached the resort: a card online, a card kept on file, a card at the desk, cash, the room bill, a gift voucher. */
export const TENDERS = ['online-card', 'saved-card', 'desk-card', 'cash', 'room-charge', 'voucher'] as const;
export type Tender = (typeof TENDERS)[number];

/**
 * What a payment by each tender is to the resort's takings. 'money': money taken (a card,
 * cash). 'room-bill': a transfer, not takings: the charge moves to a stay's room bill, and the
 * hotel takes the money when the guest pays that bill, by its own tender (decision 0540).
 * 'voucher': value redeemed, not takings: the money came in when the voucher was sold, by
 * card on the voucher's own account (decision 0435).
 */
export const TENDER_TAKINGS: Record<Tender, 'money' | 'room-bill' | 'voucher'> = {
  'online-card': 'money',
  'saved-card': 'money',
  'desk-card': 'money',
  cash: 'money',
  'room-charge': 'room-bill',
  voucher: 'voucher',
};

/** The tenders that bring money in: takings count these only (their payments less their refunds). */
export const MONEY_TENDERS = TENDERS.filter((tender) => TENDER_TAKINGS[tender] === 'money');

/** The tenders that move a charge to a stay's room bill: shown apart from the takings, as "Charged to room bills". */
export const ROOM_BILL_TENDERS = TENDERS.filter((tender) => TENDER_TAKINGS[tender] === 'room-bill');

/** Each tender in words, as the spa team reads it ('Paid by card at the desk', the takings report). */
export const TENDER_WORDS: Record<Tender, string> = {
  'online-card': 'card online',
  'saved-card': 'saved card',
  'desk-card': 'card at the desk',
  cash: 'cash',
  'room-charge': 'room charge',
  voucher: 'gift voucher',
};

/**
 * What a charge or credit is for. 'spa': on a stay's bill, a spa booking charged to the room
 * (decision 0445); the stay's own changes never settle it away. 'discount': a promotion's
 * discount is a credit (decision 0430), never a tender. 'voucher': a gift voucher's price, on the
 * voucher's own account (decision 0435).
 */
export const CHARGE_CATEGORIES = [
  'booking',
  'add-on',
  'amendment',
  'fee',
  'discount',
  'voucher',
  'spa',
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

export type LedgerEntry =
  | { kind: 'charge' | 'credit'; category: ChargeCategory; amountPence: number }
  | { kind: 'payment' | 'refund'; tender: Tender; amountPence: number };

export interface LedgerBalance {
  /** Charges less credits. */
  owedPence: number;
  /** Payments less refunds. */
  paidPence: number;
  /** What is still to pay (negative: what the resort owes back). */
  balancePence: number;
  /** Paid less refunded, per tender that moved money. */
  byTender: Partial<Record<Tender, number>>;
}

/**
 * The balance of a booking's entries.
 *
 * @example ledgerBalance([{ kind: 'charge', category: 'booking', amountPence: 100 }, { kind: 'payment', tender: 'cash', amountPence: 60 }]) // { owedPence: 100, paidPence: 60, balancePence: 40, byTender: { cash: 60 } }
 */
export function ledgerBalance(entries: readonly LedgerEntry[]): LedgerBalance {
  let owedPence = 0;
  const byTender: Partial<Record<Tender, number>> = {};
  for (const entry of entries) {
    if (!('tender' in entry)) owedPence += entry.kind === 'charge' ? entry.amountPence : -entry.amountPence;
    else {
      const sign = entry.kind === 'payment' ? 1 : -1;
      byTender[entry.tender] = (byTender[entry.tender] ?? 0) + sign * entry.amountPence;
    }
  }
  const paidPence = Object.values(byTender).reduce((sum, pence) => sum + pence, 0);
  return { owedPence, paidPence, balancePence: owedPence - paidPence, byTender };
}

/**
 * Why a refund cannot be taken from a tender, or null when it can: never more than
 * that tender holds of the booking's money.
 */
export function whyNotRefundable(balance: LedgerBalance, tender: Tender, amountPence: number): string | null {
  const held = balance.byTender[tender] ?? 0;
  if (amountPence <= 0) return 'A refund must be more than nothing.';
  if (amountPence > held) return `At most ${held} pence can be refunded to this tender.`;
  return null;
}

/** Where a cancellation's refund goes, by what gives it back. */
export interface RefundRoute {
  voucherPence: number;
  cardPence: number;
  roomBillPence: number;
  /** What no tender gives back by itself: the desk's to give back, as it was paid (decision 0445). */
  deskPence: number;
}

/**
 * Where a refund of a booking goes, in the order its cancellation gives it back: to the gift
 * vouchers that paid (decision 0340), then to the card paid online (decision 174), then off the
 * room bills charged (decision 0535), each at most what it paid; the rest at the desk.
 *
 * @example refundRoute(5_000, { voucher: 2_000, 'online-card': 10_000 }) // { voucherPence: 2000, cardPence: 3000, roomBillPence: 0, deskPence: 0 }
 */
export function refundRoute(refundPence: number, byTender: LedgerBalance['byTender']): RefundRoute {
  const paid = (tender: Tender) => Math.max(0, byTender[tender] ?? 0);
  const voucherPence = Math.min(refundPence, paid('voucher'));
  const cardPence = Math.min(refundPence - voucherPence, paid('online-card'));
  const roomBillPence = Math.min(refundPence - voucherPence - cardPence, paid('room-charge'));
  return {
    voucherPence,
    cardPence,
    roomBillPence,
    deskPence: refundPence - voucherPence - cardPence - roomBillPence,
  };
}

/** The tenders the desk gives a credit back by: the card terminal and cash. */
export const DESK_REFUND_TENDERS = ['desk-card', 'cash'] as const;
export type DeskRefundTender = (typeof DESK_REFUND_TENDERS)[number];

/**
 * What the desk may give back of a booking's credit (what it owes the guest: a negative
 * balance), by each desk tender that holds money of it: at most the credit, at most what
 * that tender took (decision 0445). Empty when nothing is owed back.
 *
 * @example deskRefundable(ledgerBalance([{ kind: 'payment', tender: 'cash', amountPence: 40 }])) // [{ tender: 'cash', amountPence: 40 }]
 */
export function deskRefundable(balance: LedgerBalance): { tender: DeskRefundTender; amountPence: number }[] {
  const credit = Math.max(0, -balance.balancePence);
  return DESK_REFUND_TENDERS.map((tender) => ({
    tender,
    amountPence: Math.min(credit, Math.max(0, balance.byTender[tender] ?? 0)),
  })).filter((r) => r.amountPence > 0);
}

/**
 * How a change to a stay's bill is paid: the one sentence its prompt says before the
 * guest agrees and its receipt says after.
 *
 * @example stayBillWords(12_000) // '£120 is added to your room bill, paid at the hotel when you leave. Nothing is charged to your card now.'
 */
export function stayBillWords(differencePence: number): string {
  if (differencePence === 0) return 'Your room bill does not change.';
  return differencePence > 0
    ? `${formatPrice(differencePence)} is added to your room bill, paid at the hotel when you leave. Nothing is charged to your card now.`
    : `${formatPrice(-differencePence)} comes off your room bill.`;
}
