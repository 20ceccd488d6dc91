import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatLongDate, formatPrice, formatShortDateTime, type StaffBookingDetail } from '@spa/domain';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { GuestNote } from '../../../components/staff/guest-note';
import { GuestRecordLink } from '../../../components/staff/guest-record-link';
import { StaffNotes } from '../../../components/staff/staff-notes';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useStaffBooking } from './staff-bookings-api';
import { ArrivalActions } from './arrival-actions';
import { BookingItems } from './booking-items';
import { HealthPanel } from './health-panel';
import { ResendButton } from './resend-button';
import { CancelBooking } from './cancel-booking';
import { CancelGuest } from './cancel-guest';
import { BookingLedger } from './booking-ledger';
import { BalanceActions } from './balance-actions';
import { RefundsList } from './refunds-list';
import { DeskMoney } from './desk-money';
import { DeskRefund } from './desk-refund';
import { NotFoundAlert } from '../../../components/staff/not-found-alert';
import { StaffPanel } from '../../../components/staff/staff-panel';
import type { BookingPartProps } from './booking-part';

function Contacts({ booking, onDone }: BookingPartProps) {
  return (
    <StaffPanel title="Guests">
      <ul className="flex flex-col gap-2">
        {booking.Guests.map((guest, i) => (
          <li key={i}>
            <span className="font-semibold">{guest.Name}</span>
            {guest.Email && <span className="block text-sm">{guest.Email}</span>}
            {guest.Telephone && <span className="block text-sm">{guest.Telephone}</span>}
            {/* A party guest known by an e-mail or phone has a record of their own (the lead's is above). */}
            {guest.Id && (guest.Email || guest.Telephone) && guest.Email !== booking.Email && (
              <GuestRecordLink bookingId={booking.Id} guestId={guest.Id} guestName={guest.Name} />
            )}
            {guest.PartRefundIfCancelledNow !== null && (
              <span className="mt-1 block">
                <CancelGuest key={booking.Arrival} booking={booking} guestIndex={i} onDone={onDone} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </StaffPanel>
  );
}

function PaymentsAndEmails({ booking }: { booking: StaffBookingDetail }) {
  const timeZone = useResortTimeZone();
  return (
    <StaffPanel title="Payments">
      <p className="mb-2">Total {formatPrice(booking.TotalPence)}</p>
      <ul className="mb-4 flex flex-col gap-1 text-sm">
        {booking.Payments.map((p, i) => (
          <li key={i}>
            {formatPrice(p.AmountPence)}: {p.Status}
            {p.CardMasked && `, card ${p.CardMasked}`}
            {p.Reference && `, ${p.Reference}`}
          </li>
        ))}
      </ul>
      <BookingLedger money={booking.Money} />
      <h2 className="mb-2 text-xl">E-mails sent</h2>
      <ul className="flex flex-col gap-1 text-sm">
        {booking.Emails.map((e, i) => (
          <li key={i}>
            {formatShortDateTime(e.At, timeZone)}: “{e.Subject}” to {e.To} ({e.Status})
          </li>
        ))}
      </ul>
    </StaffPanel>
  );
}

/** staff_booking: one booking with everything reception needs, and the changes made on the guest's behalf. */
export function StaffBookingScreen() {
  const { id = '' } = useParams();
  const booking = useStaffBooking(id);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const announce = (message: string) => {
    setNotice(message);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  if (booking.isError) return <NotFoundAlert title="Booking not found" />;
  if (!booking.data) return <Loader label="Loading the booking" />;
  const b = booking.data;
  return (
    <>
      <h1 className="mb-1 text-3xl">
        {b.LeadName} <span className="block text-xl">{b.ConfirmationId}</span>
      </h1>
      <p className="mb-4">
        {formatLongDate(b.Date)}, {b.GuestCount} {b.GuestCount === 1 ? 'guest' : 'guests'}
        {b.Cancelled && `, cancelled (refund ${formatPrice(b.Cancellation.RefundPence ?? 0)})`}
        {'. '}
        <Link
          to={`/bookings/${b.Id}/guest`}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4"
        >
          Open the guest record
        </Link>
      </p>
      <GuestNote
        note={b.GuestNote}
        className="mb-4 max-w-prose rounded-lg border-2 border-teal-800 bg-white p-3"
      />
      <StaffNotes
        notes={b.StaffNotes}
        className="mb-4 max-w-prose rounded-lg border-2 border-sage-600 bg-white p-3"
      />
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="mb-4 outline-none">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <div className="mb-6 flex flex-wrap items-center gap-3">
        {!b.Cancelled && <ArrivalActions booking={b} />}
        {!b.Cancelled && <ResendButton bookingId={b.Id} onDone={announce} />}
        {!b.Cancelled && <CancelBooking key={b.Arrival} booking={b} onDone={announce} />}
      </div>
      <BalanceActions booking={b} onDone={announce} />
      <DeskRefund booking={b} onDone={announce} />
      <HealthPanel booking={b} onDone={announce} />
      <BookingItems booking={b} onMoved={announce} />
      <RefundsList booking={b} onDone={announce} />
      <DeskMoney booking={b} onDone={announce} />
      <div className="grid gap-4 md:grid-cols-2">
        <Contacts booking={b} onDone={announce} />
        <PaymentsAndEmails booking={b} />
      </div>
    </>
  );
}
