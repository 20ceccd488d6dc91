import { PolicyFeeKindSchema, type PolicyFeeKind } from '../contract/fees.schemas';
import { formatPrice } from '../format/money';
import { FULL_COST_WITHIN_HOURS } from './cancellation-refund';

/**
 * The fees the policy lets the spa charge to a card the guest let us keep (decision 0330):
 * per guest who did not come, and per guest cancelled within the full-cost window.
 */
export const POLICY_FEE_PENCE: Record<PolicyFeeKind, number> = { 'no-show': 4000, 'late-cancel': 2500 };
export const POLICY_FEE_KINDS = PolicyFeeKindSchema.options;

/** The fee's name in the guest's and the desk's words. */
export const POLICY_FEE_NAMES: Record<PolicyFeeKind, string> = {
  'no-show': 'No-show fee',
  'late-cancel': 'Late-cancellation fee',
};

/**
 * The guest's consent to keeping the card, in words: what may be charged, when, and how much.
 *
 * @example keptCardConsent() // 'Keep my card with the payment provider so that Elmstead Hall may charge it without me present: …'
 */
export function keptCardConsent(resortName = 'the spa'): string {
  return `Keep my card with the payment provider so that ${resortName} may charge it without me present: a no-show fee of ${formatPrice(POLICY_FEE_PENCE['no-show'])} for each guest who does not come, or a late-cancellation fee of ${formatPrice(POLICY_FEE_PENCE['late-cancel'])} for each guest cancelled within ${FULL_COST_WITHIN_HOURS} hours of the visit. A spa manager approves every charge, and you are e-mailed when one is made.`;
}

/**
 * The fee of a kind for a number of guests, or why none is due (0 guests).
 *
 * @example policyFee('no-show', 2) // 8000
 */
export function policyFee(kind: PolicyFeeKind, guests: number): number {
  if (!Number.isInteger(guests) || guests < 0) throw new RangeError('guests must be a whole number ≥ 0');
  return POLICY_FEE_PENCE[kind] * guests;
}

/**
 * How many guests a late-cancellation fee covers: each guest's part cancelled at or after
 * the moment the full cost is incurred, and, when the whole booking was cancelled then,
 * every guest it still had.
 *
 * @example lateCancelledGuests({ fullCostFrom: d('2026-12-08T00:00Z'), cancelledAt: d('2026-12-09T10:00Z'), guestsAtCancel: 2, partsCancelledAt: [d('2026-12-01T09:00Z')] }) // 2
 */
export function lateCancelledGuests(input: {
  fullCostFrom: Date;
  cancelledAt: Date | null;
  guestsAtCancel: number;
  partsCancelledAt: readonly Date[];
}): number {
  const late = (at: Date) => at.getTime() >= input.fullCostFrom.getTime();
  const parts = input.partsCancelledAt.filter(late).length;
  return parts + (input.cancelledAt && late(input.cancelledAt) ? input.guestsAtCancel : 0);
}
