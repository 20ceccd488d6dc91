/** Spa bookings: begin (pending, priced, claimed), confirm after payment, show, share. */
export { bookingTotal } from './booking.repository';
export { holdBookingForPayment, type BookingDeps } from './booking.service';
