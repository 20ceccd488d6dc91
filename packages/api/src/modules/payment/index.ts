/** The card payments and their provider (sandbox by default). Other modules use these. */
export { findApprovedPayment, maskedCardOf, sessionPayments } from './payment.repository';
export { refundUnbooked, sweepUnbookedPayments, type PaymentDeps, type PaymentHold } from './payment.service';
export {
  attemptRefund,
  owePendingRefund,
  refundsOfSession,
  settleSessionRefunds,
  sweepPendingRefunds,
} from './refunds.service';
export { completeStayPayment, initialiseStayPayment, type StayBooker } from './stay-payment.service';
export type { PaymentProvider, ProviderContentSources, ProviderSession } from './payment-provider';
export { paymentProviderFor } from './provider-choice';
export { sandboxPaymentProvider } from './sandbox-client';
export { underCompletionLease } from './completion-lease';
