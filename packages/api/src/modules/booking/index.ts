/** Spa bookings: begin (pending, priced, claimed), confirm after payment, show, share. */
export { bookingTotal, findBookingBySession } from './booking.repository';
export { confirmDeskBooking, getBooking, holdBookingForPayment, type BookingDeps } from './booking.service';
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
  refundIfCancelled,
  type CancellationDeps,
  type RoomBillRefund,
} from './cancellation.service';
