import { formatLongDate } from '../format/dates';
import { formatPrice } from '../format/money';

/**
 * What a gift voucher may pay (issue 23, decision 0340): a money voucher pays up to
 * its balance; an experience voucher pays its Spa Day package for its guests. Both
 * until their expiry day, never after they are voided. `today` is the resort's date,
 * given by the caller.
 */

export const VOUCHER_KINDS = ['money', 'experience'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** How long a voucher is valid unless the resort configures otherwise (UK practice: two years). */
export const DEFAULT_VOUCHER_MONTHS = 24;

export interface VoucherState {
  kind: VoucherKind;
  status: 'active' | 'void';
  balancePence: number;
  /** The last day it may be used ('YYYY-MM-DD'). */
  expiresOn: string;
  /** An experience voucher's package (PremierId) and party size. */
  packageId: string | null;
  guests: number | null;
}

/** The booking a voucher is asked to pay for. */
export interface VoucherUse {
  today: string;
  /** What the booking still owes, in pence. */
  owedPence: number;
  /** The booking's package (null for treatments only) and its guests. */
  packageId: string | null;
  guests: number;
  /** The booking's own price of its package per guest (the server's), for an experience voucher. */
  packagePricePence: number | null;
  /** The package's name as the guest knows it, for an experience voucher's reasons. */
  voucherPackageName?: string;
}

/**
 * The last day a voucher issued on `issuedOn` may be used: the same day `months`
 * later, or the month's last day when it has none (29 February → 28 February).
 *
 * @example voucherExpiry('2026-02-28', 24) // '2028-02-28'
 * @example voucherExpiry('2028-02-29', 12) // '2029-02-28'
 */
export function voucherExpiry(issuedOn: string, months: number): string {
  const [y, m, d] = issuedOn.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/**
 * Why this voucher cannot pay towards this booking, in the guest's words with what
 * would work, or null when it can.
 */
export function whyVoucherCannotPay(voucher: VoucherState, use: VoucherUse): string | null {
  if (voucher.status === 'void')
    return 'This voucher has been cancelled. Please call the spa team, who can tell you why.';
  if (voucher.expiresOn < use.today)
    return `This voucher expired on ${formatLongDate(voucher.expiresOn)}. The spa team may be able to extend it: please call them.`;
  if (voucher.balancePence <= 0) return 'This voucher has been used in full.';
  if (use.owedPence <= 0) return 'There is nothing left to pay on this booking.';
  if (voucher.kind === 'experience') {
    const name = use.voucherPackageName ?? 'its Spa Day';
    if (use.packageId !== voucher.packageId)
      return `This voucher is for ${name}: choose that Spa Day to use it.`;
    if (use.guests < (voucher.guests ?? 1))
      return `This voucher is for ${name} for ${voucher.guests} guests: book for ${voucher.guests} guests to use it.`;
  }
  return null;
}

/**
 * What the voucher pays towards the booking (0 when it cannot): a money voucher its
 * balance, at most what is owed; an experience voucher its package for its guests, at
 * the booking's price, at most what is owed (the rest, such as extra guests and
 * add-ons, is paid otherwise).
 *
 * @example voucherPays({ kind: 'money', status: 'active', balancePence: 20_000, expiresOn: '2028-01-01', packageId: null, guests: null }, { today: '2026-11-26', owedPence: 15_000, packageId: null, guests: 1, packagePricePence: null }) // 15_000
 */
export function voucherPays(voucher: VoucherState, use: VoucherUse): number {
  if (whyVoucherCannotPay(voucher, use)) return 0;
  const covers =
    voucher.kind === 'money' ? voucher.balancePence : (use.packagePricePence ?? 0) * (voucher.guests ?? 1);
  return Math.max(0, Math.min(covers, use.owedPence));
}

/** A voucher's value in words: "£200" or "Spa Day with Lunch for 2 guests". */
export function voucherValueWords(
  voucher: Pick<VoucherState, 'kind' | 'guests'> & { valuePence: number },
  packageName: string | null,
): string {
  if (voucher.kind === 'money') return formatPrice(voucher.valuePence);
  const guests = voucher.guests ?? 1;
  return `${packageName ?? 'A Spa Day'} for ${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}

/**
 * Why a voucher cannot be refunded to the card that bought it, or null when it can
 * (decision 0435): only a voucher bought online, not voided, and not spent at all (value
 * given back to it by a cancelled booking counts as unspent). What is spent was the
 * booking's; what is left of a part-spent voucher stays the holder's, or a manager voids it.
 *
 * @example whyVoucherNotRefundable({ status: 'active', valuePence: 20_000, balancePence: 5_000 }, { refundState: null }) // 'This voucher has been spent in part …'
 */
export function whyVoucherNotRefundable(
  voucher: { status: 'active' | 'void'; valuePence: number; balancePence: number },
  order: { refundState: 'owed' | 'refunded' | null } | null,
): string | null {
  if (!order)
    return 'This voucher was not bought online, so nothing was paid by card for it: a manager can void it instead.';
  if (order.refundState) return 'This voucher has already been refunded to the card that bought it.';
  if (voucher.status === 'void') return 'This voucher was voided: it can no longer be refunded.';
  if (voucher.balancePence < voucher.valuePence)
    return 'This voucher has been spent in part: only an unspent voucher is refunded to the card. What is left stays on it, or a manager can void it.';
  return null;
}
