import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatShortDate, type StaffBookingSummary } from '@spa/domain';
import { HealthFlags } from '../../../components/staff/health-flags';
import { TableHead } from '../../../components/staff/table-head';
import { StaffNotes } from '../../../components/staff/staff-notes';
import { Loader } from '../../../components/ui/feedback';
import { guestRecordQuery } from './guest-record-api';
import { GuestNoteForm } from './guest-note-form';
import { GuestStays } from './guest-stays';
import { NotFoundAlert } from '../../../components/staff/not-found-alert';
import { StaffPanel } from '../../../components/staff/staff-panel';

function statusOf(booking: StaffBookingSummary): string {
  if (booking.Cancelled) return 'Cancelled';
  if (booking.Arrival === 'no_show') return 'No-show';
  if (booking.Arrival === 'checked_in') return 'Checked in';
  return 'Booked';
}

/**
 * staff_guest: one guest (the lead booker, or a party guest: decision 0395) across their bookings
 * (matched by e-mail or phone), their hotel stays, health flags and staff notes.
 */
export function GuestRecordScreen() {
  const { id = '', guest: guestId } = useParams();
  const of = { bookingId: id, guestId };
  const record = useQuery(guestRecordQuery(of));
  if (record.isError)
    return (
      <NotFoundAlert title="Guest not found">
        No confirmed booking has this id, or this guest gave no e-mail or phone.
      </NotFoundAlert>
    );
  if (!record.data) return <Loader label="Loading the guest" />;
  const guest = record.data;
  const flagged = guest.Bookings.filter((b) => b.Health.Flags.length > 0);
  return (
    <>
      <h1 className="mb-1 text-3xl">
        {guest.Name} <span className="block text-xl">Guest record</span>
      </h1>
      <p className="mb-4">
        {[guest.Email, guest.Telephone].filter(Boolean).join(', ')}. Bookings with a guest of this e-mail or
        phone are matched{guest.Email && ', and stays by the e-mail'}.
      </p>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <StaffPanel title={`Bookings (${guest.Bookings.length})`}>
          <table className="w-full border-collapse text-left">
            <TableHead headings={['Date', 'Booking', 'Status', 'Health']} />
            <tbody>
              {guest.Bookings.map((booking) => (
                <tr key={booking.Id} className="border-b border-sage-200 align-top">
                  <td className="py-2 pr-3">{formatShortDate(booking.Date)}</td>
                  <td className="py-2 pr-3">
                    <Link
                      to={`/bookings/${booking.Id}`}
                      className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-teal-800 underline underline-offset-4"
                    >
                      {booking.ConfirmationId}
                    </Link>
                    <span className="block text-sm">
                      {booking.GuestCount} {booking.GuestCount === 1 ? 'guest' : 'guests'}
                    </span>
                  </td>
                  <td className="py-2 pr-3">{statusOf(booking)}</td>
                  <td className="py-2 text-sm">
                    {booking.Health.Flags.length > 0 ? (
                      <HealthFlags flags={booking.Health.Flags} />
                    ) : booking.Health.Status === 'none' ? (
                      'Not answered'
                    ) : (
                      'Nothing flagged'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {flagged.length === 0 && <p className="mt-2">No health flags on any booking.</p>}
        </StaffPanel>
        <StaffPanel title="Staff notes">
          {guest.Notes.length === 0 && <p className="mb-3">No staff notes yet.</p>}
          <StaffNotes notes={guest.Notes} className="mb-4" />
          <GuestNoteForm guest={of} />
        </StaffPanel>
        <GuestStays stays={guest.Stays} byEmail={guest.Email !== null} />
      </div>
    </>
  );
}
