/** The sandbox card provider: payments are its records. Other modules use these. */
export { findApprovedPayment, maskedCardOf } from './payment.repository';
export type { PaymentDeps } from './payment.service';
