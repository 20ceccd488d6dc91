/** Booking at the desk (issue 22 item 1): desk sessions, desk tenders and payment links. */
export { settleLinkNotice } from './payment-links.service';
export type { DeskDeps } from './desk-booking.service';
export type { PaymentLinkDeps } from './payment-links.service';
export { refundToRoomBill } from './desk-tender';
