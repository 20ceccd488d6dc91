/** E-mail: every message the resort sends, and the local mailbox. Other modules use these. */
export {
  createMailer,
  deliverOutbox,
  deliverSoon,
  mailInTransaction,
  mailSettled,
  sendAccountCreated,
  sendAlreadyRegistered,
  sendBookingCancelled,
  sendBookingChanged,
  sendGiftVoucher,
  sendGiftVoucherReceipt,
  sendGiftVoucherRefund,
  sendHealthForm,
  sendOneTimeCode,
  sendPaymentLink,
  sendPaymentReceived,
  sendResendConfirmation,
  sendSpaBookingConfirmation,
  sendSpaMoney,
  sendStayCancellation,
  sendStayChange,
  sendStayConfirmation,
  sendToFriend,
  sendWaitingOffer,
  type MailDeps,
  type Mailer,
} from './mail.service';
export { bookingMail, leadBookerName } from './booking-mail';
export { outboxMentioning } from './mail.repository';
export type { CodePurpose, GiftVoucherMail } from './mail.templates';
