import type { BookingResponse } from '@spa/domain';
import type { SpaBookingMail } from './mail.templates';

/** A confirmed booking (GET api/spa/{id}) as the e-mails show it: each guest's timed items, arrival aside. */
export function bookingMail(booking: BookingResponse): SpaBookingMail {
  const name = (index: number) => {
    const guest = booking.Guests[index];
    return guest ? `${guest.FirstName} ${guest.LastName}` : `Guest ${index + 1}`;
  };
  const guestsOf = (indexes: number[]) =>
    indexes.length === booking.Guests.length && booking.Guests.length > 1
      ? 'All guests'
      : indexes.map(name).join(', ');
  return {
    confirmationId: booking.ConfirmationId,
    date: booking.Date,
    packageName: booking.PackageName,
    guests: booking.Guests.map((_, i) => name(i)),
    arrivals: booking.Items.filter((item) => item.Kind === 'arrival').map((item) => ({
      guestName: guestsOf(item.GuestIndexes),
      startDateTime: item.StartDateTime,
      endDateTime: item.EndDateTime,
    })),
    items: booking.Items.filter((item) => item.Kind !== 'arrival').map((item) => ({
      guestName: guestsOf(item.GuestIndexes),
      displayName: item.DisplayName,
      startDateTime: item.StartDateTime,
      durationMinutes: Math.round((Date.parse(item.EndDateTime) - Date.parse(item.StartDateTime)) / 60_000),
    })),
    totalPence: booking.Total,
    voucher: booking.Voucher
      ? {
          codeEnding: booking.Voucher.CodeEnding,
          paidPence: booking.Voucher.PaidPence,
          cardPence: booking.CardPence ?? booking.Total - booking.Voucher.PaidPence,
        }
      : null,
    promotion: booking.Promotion
      ? {
          code: booking.Promotion.Code,
          discountPence: booking.Promotion.DiscountPence,
          cardPence: booking.CardPence ?? booking.Total - booking.Promotion.DiscountPence,
        }
      : null,
  };
}

/** Who a booking shared with a friend comes from: the lead booker's name. */
export function leadBookerName(booking: BookingResponse): string {
  const lead = booking.Guests[booking.LeadGuestIndex];
  return lead ? `${lead.FirstName} ${lead.LastName}` : 'A friend';
}
