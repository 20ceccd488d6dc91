/** Spa bookings: begin (pending, priced, claimed), confirm after payment, show, share. */
export { bookingTotal, findBookingBySession } from './booking.repository';
export {
  confirmDeskBooking,
  dueAfterCodes,
  getBooking,
  holdBookingForPayment,
  type BookingDeps,
} from './booking.service';
export { applyPendingPromotion } from './booking-promotion';
export {
  confirmedBookingsOfGuest,
  confirmedBookingsOn,
  findBookingById,
  findBookingsByIds,
  keepCardForPolicy,
  lockBookingForVoucher,
  searchConfirmedBookings,
  setArrival,
} from './staff-bookings.repository';
export type { BookingRow } from './booking.tables';
export {
  cancelBooking,
  cancelGuestPart,
  partRefundsIfCancelled,
  refundClause,
  refundIfCancelled,
  type CancellationDeps,
  type RoomBillRefund,
} from './cancellation.service';
