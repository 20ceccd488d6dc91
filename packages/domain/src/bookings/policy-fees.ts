import { PolicyFeeKindSchema, type PolicyFeeKind } from '../contract/fees.schemas';
import { formatPrice } from '../format/money';
import { CANCELLATION_REFUND_PERCENT, FULL_COST_WITHIN_HOURS } from './cancellation-refund';

/**
 * The policy's fees on a card the guest let us keep (decisions 0330, 0390). The policy keeps
 * at most a booking's cost: a no-show incurs the full cost, a cancellation what
 * `cancellationSettlement` keeps. A fee is what that leaves unpaid, never a charge on top.
 */
export const POLICY_FEE_KINDS = PolicyFeeKindSchema.options;

/** The fee's name in the guest's and the desk's words ('late-cancel' is any cancellation's charge). */
export const POLICY_FEE_NAMES: Record<PolicyFeeKind, string> = {
  'no-show': 'No-show fee',
  'late-cancel': 'Cancellation fee',
};

/**
 * The guest's consent to keeping the card, in words: what may be charged, when, and how much.
 *
 * @example keptCardConsent() // 'Keep my card with the payment provider so that the spa may charge it without me present, …'
 */
export function keptCardConsent(resortName = 'the spa'): string {
  return `Keep my card with the payment provider so that ${resortName} may charge it without me present, as the cancellation policy allows: if I do not come, the full cost; if I cancel, ${100 - CANCELLATION_REFUND_PERCENT}% of the cost, or the full cost within ${FULL_COST_WITHIN_HOURS} hours of the visit; in each case less what I have already paid. A spa manager approves every charge, and I am e-mailed when one is made.`;
}

/** A fee of the policy the booking's money makes due (amount 0: nothing to take, and why). */
export interface PolicyFeeDue {
  kind: PolicyFeeKind;
  amountPence: number;
  why: string;
}

/**
 * The fees the policy lets the desk take now, from the booking's ledger: a no-show's is the
 * full cost less what was paid (the balance); a cancellation's is what the policy kept of
 * what was cancelled (`cancellationKeptPence`, the ledger's cancellation charges) less what
 * was paid, the payments counting first against what was kept. Never negative: a prepaid
 * booking owes no fee, and the answer says why.
 *
 * @example policyFeesDue({ noShow: true, owedPence: 12_000, paidPence: 12_000, cancellationKeptPence: 0 }) // [{ kind: 'no-show', amountPence: 0, why: 'Nothing to take: …' }]
 */
export function policyFeesDue(money: {
  noShow: boolean;
  owedPence: number;
  paidPence: number;
  cancellationKeptPence: number;
}): PolicyFeeDue[] {
  const { owedPence, paidPence, cancellationKeptPence: kept } = money;
  const unpaid = Math.max(0, owedPence - paidPence);
  const paid = formatPrice(Math.max(0, paidPence));
  const due: PolicyFeeDue[] = [];
  if (money.noShow)
    due.push({
      kind: 'no-show',
      amountPence: unpaid,
      why:
        unpaid > 0
          ? `A no-show incurs the full cost (${formatPrice(owedPence)}); ${paid} was paid.`
          : `Nothing to take: the full cost (${formatPrice(owedPence)}) is paid, and the policy keeps no more than the full cost.`,
    });
  if (kept > 0) {
    const amountPence = Math.min(unpaid, Math.max(0, kept - paidPence));
    due.push({
      kind: 'late-cancel',
      amountPence,
      why:
        amountPence > 0
          ? `The policy keeps ${formatPrice(kept)} of what was cancelled; ${paid} was paid.`
          : `Nothing to take: what was paid (${paid}) covers the ${formatPrice(kept)} the policy keeps of what was cancelled.`,
    });
  }
  return due;
}
