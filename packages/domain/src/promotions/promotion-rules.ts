import type { Catalogue } from '../catalogue/catalogue.schema';
import { formatAccountDate } from '../format/dates';
import { formatPrice } from '../format/money';

/**
 * Promotion codes (issue 23 part 3, decision 0430): public words like SPRING20 that the
 * manager sets, taking a percentage or a fixed amount off the lines of a booking they
 * apply to. Pure rules: the caller gives the resort's date, the priced booking and the
 * counts of uses; the answer is the discount or the reason it cannot apply, with what
 * would work.
 */

export const PROMOTION_KINDS = ['percent', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** 3 to 12 letters and digits: never a gift voucher's 16 characters, so a code is one or the other. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9]{3,12}$/;

export interface Promotion {
  code: string;
  kind: PromotionKind;
  /** 1 to 100, for a percentage. */
  percent: number | null;
  /** Pence, for a fixed amount. */
  amountPence: number | null;
  /** Spa Days (PremierId) and treatments (Treatment Id) it applies to; both empty: every line. */
  packageIds: readonly string[];
  treatmentIds: readonly string[];
  /** The visit dates it applies to ('YYYY-MM-DD', inclusive; null: open). */
  visitFrom: string | null;
  visitTo: string | null;
  /** The days it can be used on (inclusive; null: open). */
  validFrom: string | null;
  validUntil: string | null;
  firstBookingOnly: boolean;
  /** Uses per guest (by e-mail) and in total; null: no cap. */
  perGuestCap: number | null;
  totalCap: number | null;
  status: PromotionStatus;
}

/** What the booking's lines are, for a promotion's scope. */
export interface PromotionLine {
  kind: 'package' | 'treatment' | 'extra';
  /** The Spa Day's PremierId or the treatment's Id ('' for an extra). */
  id: string;
  amountPence: number;
}

export interface PromotionBooking {
  /** The resort's date today, and the visit's. */
  today: string;
  visitDate: string;
  lines: readonly PromotionLine[];
}

export interface PromotionCounts {
  /** Uses not given back, by everyone and by this guest's e-mail. */
  totalUses: number;
  guestUses: number;
  /** This guest's confirmed bookings (by e-mail) before this one. */
  earlierBookings: number;
}

export type PromotionOutcome =
  { ok: true; discountPence: number; eligiblePence: number } | { ok: false; reason: string };

/**
 * A code as typed, normalised: capitals, no spaces or hyphens; null when it cannot be a promotion code.
 *
 * @example readPromotionCode(' spring-20 ') // 'SPRING20'
 */
export function readPromotionCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return PROMOTION_CODE_PATTERN.test(code) ? code : null;
}

/** The priced booking's lines as a promotion sees them: a Spa Day, a treatment (or its upgrade) or an extra. */
export function promotionLines(
  catalogue: Pick<Catalogue, 'SpaDays' | 'Treatments'>,
  /** The priced booking's lines (pricing's LineItem: its code and amount in pence). */
  lineItems: readonly { Code: string; Amount: number }[],
): PromotionLine[] {
  return lineItems.map(({ Code, Amount }) => {
    if (catalogue.SpaDays.some((p) => p.PremierId === Code))
      return { kind: 'package', id: Code, amountPence: Amount };
    const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === Code));
    return treatment
      ? { kind: 'treatment', id: treatment.Id, amountPence: Amount }
      : { kind: 'extra', id: '', amountPence: Amount };
  });
}

/** Whether a line is one the promotion takes something off. */
export function lineIsEligible(
  promotion: Pick<Promotion, 'packageIds' | 'treatmentIds'>,
  line: PromotionLine,
) {
  const { packageIds, treatmentIds } = promotion;
  if (packageIds.length === 0 && treatmentIds.length === 0) return true;
  if (line.kind === 'package') return packageIds.includes(line.id);
  if (line.kind === 'treatment') return treatmentIds.includes(line.id);
  return false;
}

/** The pence of the booking's lines the promotion applies to. */
export function eligiblePence(promotion: Promotion, lines: readonly PromotionLine[]): number {
  return lines.filter((l) => lineIsEligible(promotion, l)).reduce((sum, l) => sum + l.amountPence, 0);
}

/**
 * What the promotion takes off `eligible` pence: a percentage rounded down to the penny
 * (the resort's favour, always the same way), or the fixed amount; never more than `eligible`.
 *
 * @example discountOf({ kind: 'percent', percent: 20, amountPence: null }, 9_099) // 1_819
 */
export function discountOf(
  promotion: Pick<Promotion, 'kind' | 'percent' | 'amountPence'>,
  eligible: number,
): number {
  if (eligible <= 0) return 0;
  const off =
    promotion.kind === 'percent'
      ? Math.floor((eligible * (promotion.percent ?? 0)) / 100)
      : (promotion.amountPence ?? 0);
  return Math.max(0, Math.min(off, eligible));
}

/** "20% off" or "£15 off". */
export function promotionValueWords(promotion: Pick<Promotion, 'kind' | 'percent' | 'amountPence'>) {
  return promotion.kind === 'percent'
    ? `${promotion.percent}% off`
    : `${formatPrice(promotion.amountPence ?? 0)} off`;
}

/** The days as the guest reads them: "from 1st December 2026 to 31st January 2027". */
function daysWords(from: string | null, to: string | null): string {
  if (from && to) return `from ${formatAccountDate(from)} to ${formatAccountDate(to)}`;
  if (from) return `from ${formatAccountDate(from)} on`;
  return `up to ${formatAccountDate(to ?? '')}`;
}

/** What the promotion applies to, in words ('Spa Days', 'treatments', or names). */
export function scopeWords(
  promotion: Pick<Promotion, 'packageIds' | 'treatmentIds'>,
  catalogue: Pick<Catalogue, 'SpaDays' | 'Treatments'>,
): string {
  const { packageIds, treatmentIds } = promotion;
  if (packageIds.length === 0 && treatmentIds.length === 0) return 'everything';
  const allDays = catalogue.SpaDays.every((p) => packageIds.includes(p.PremierId));
  const allTreatments = catalogue.Treatments.every((t) => treatmentIds.includes(t.Id));
  const days = allDays
    ? ['Spa Days']
    : catalogue.SpaDays.filter((p) => packageIds.includes(p.PremierId)).map((p) => p.DisplayName);
  const treatments = allTreatments
    ? ['treatments']
    : catalogue.Treatments.filter((t) => treatmentIds.includes(t.Id)).map((t) => t.DisplayName);
  const names = [...days, ...treatments];
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Why the promotion cannot be used today at all (before the booking is looked at), or null. */
function whyNotNow(promotion: Promotion, today: string): string | null {
  if (promotion.status === 'paused')
    return 'This code is paused at the moment. Please try it again later, or book without it.';
  if (promotion.status === 'ended') return 'This code has ended: it can no longer be used.';
  if (promotion.validUntil !== null && today > promotion.validUntil)
    return `This code has expired on ${formatAccountDate(promotion.validUntil)}.`;
  if (promotion.validFrom !== null && today < promotion.validFrom)
    return `This code can be used from ${formatAccountDate(promotion.validFrom)}.`;
  return null;
}

/** Why these uses leave the guest no use, or null. */
function whyNoUseLeft(promotion: Promotion, counts: PromotionCounts): string | null {
  if (promotion.totalCap !== null && counts.totalUses >= promotion.totalCap)
    return 'This code has been used as many times as it can be.';
  if (promotion.perGuestCap !== null && counts.guestUses >= promotion.perGuestCap)
    return `This code can be used ${promotion.perGuestCap === 1 ? 'once' : `${promotion.perGuestCap} times`} by each guest, and you have used it already.`;
  if (promotion.firstBookingOnly && counts.earlierBookings > 0)
    return 'This code is for a first booking with us: it cannot be used as you have booked before.';
  return null;
}

/**
 * The discount the promotion gives this booking, or the reason it gives none with what
 * would work. `scope` names what it applies to (scopeWords) for the refusal that it
 * takes nothing off this booking.
 */
export function promotionOutcome(
  promotion: Promotion,
  booking: PromotionBooking,
  counts: PromotionCounts,
  scope = 'some bookings',
): PromotionOutcome {
  const notNow = whyNotNow(promotion, booking.today) ?? whyNoUseLeft(promotion, counts);
  if (notNow) return { ok: false, reason: notNow };
  const { visitFrom, visitTo } = promotion;
  if (
    (visitFrom !== null && booking.visitDate < visitFrom) ||
    (visitTo !== null && booking.visitDate > visitTo)
  )
    return {
      ok: false,
      reason: `This code is for visits ${daysWords(visitFrom, visitTo)}: choose a date in those days to use it.`,
    };
  const eligible = eligiblePence(promotion, booking.lines);
  if (eligible <= 0)
    return {
      ok: false,
      reason: `This code applies to ${scope} only: it takes nothing off this booking.`,
    };
  return { ok: true, discountPence: discountOf(promotion, eligible), eligiblePence: eligible };
}
