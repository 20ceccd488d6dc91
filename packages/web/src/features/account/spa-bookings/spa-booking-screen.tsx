import { useState } from 'react';
import { useParams } from 'react-router';
import {
  SPA_CANCELLATION_POLICY,
  formatAccountDate,
  formatAccountDateTime,
  type SpaMemberBookingDetail,
} from '@spa/domain';
import { Bill } from '../../../components/booking/bill';
import { GuestItinerary } from '../../../components/booking/guest-itinerary';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { Panel } from '../../../components/ui/panel';
import { useAuth } from '../../../lib/auth';
import { useSpaConfiguration } from '../../../lib/configuration';
import { formatTime } from '../../../lib/format';
import { BookingBadge } from '../../../components/account/booking-badge';
import { BackToList, BookingNotFound } from '../../../components/account/booking-not-found';
import { ResendConfirmationForm } from '../../../components/account/resend-confirmation-form';
import { CancelSpaBooking } from './cancel-spa-booking';
import { useResendSpaConfirmation, useSpaBooking } from './spa-bookings-api';
import { spaBookingTitle } from './spa-bookings-screen';

/** Per guest: their treatments with the minutes each lasts (account-area §2). */
function GuestTreatments({ booking }: { booking: SpaMemberBookingDetail }) {
  const { Clients, Items } = booking.Item;
  return (
    <ul className="flex flex-col gap-2">
      {Clients.map((client) => {
        const treatments = Items.filter((item) => item.ClientIndex === client.Id);
        return (
          <li key={client.Id}>
            <p className="font-semibold">
              {client.FirstName} {client.LastName}
            </p>
            {treatments.length === 0 ? (
              <p className="text-sm text-sage-700">No treatments</p>
            ) : (
              <ul className="list-disc pl-5 text-sm">
                {treatments.map((t, i) => (
                  <li key={i}>
                    {t.DisplayName} ({t.Duration} minutes)
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ResendPanel({ booking }: { booking: SpaMemberBookingDetail }) {
  const [open, setOpen] = useState(false);
  const send = useResendSpaConfirmation(booking.Id);
  const { profile } = useAuth();
  return (
    <div className="no-print flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.print()}>Print Confirmation</Button>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          Resend confirmation
        </Button>
      </div>
      {open && <ResendConfirmationForm defaultEmail={profile?.EmailAddress ?? ''} send={send} />}
    </div>
  );
}

/**
 * A cancelled booking: when, and what the policy refunded; no live confirmation to print or
 * re-send, and the way on is a new booking.
 */
function CancelledNotice({ booking, timeZone }: { booking: SpaMemberBookingDetail; timeZone: string }) {
  return (
    <Alert tone="warning" title="This booking is cancelled">
      <p>
        {booking.CancellationDateTime
          ? `It was cancelled at ${formatAccountDateTime(booking.CancellationDateTime, timeZone)}. `
          : ''}
        {booking.RefundWords}
      </p>
      <p className="mt-3">
        <ButtonLink href="/booking/">Make a booking</ButtonLink>
      </p>
    </Alert>
  );
}

/** Each guest's times, when to arrive, and the cancellation policy: a live booking's. */
function ItineraryPanel({ booking: b, timeZone }: { booking: SpaMemberBookingDetail; timeZone: string }) {
  const configuration = useSpaConfiguration();
  const isSpaDay = b.Item.Package !== null;
  const firstArrival = b.Item.Clients.map((c) => c.ArrivalTime)
    .filter((t): t is string => t !== null)
    .sort()[0];
  return (
    <Panel className="border border-sage-200 shadow-none">
      <h2 className="text-xl">Your itinerary</h2>
      <GuestItinerary
        guests={b.Item.Clients}
        items={b.Itinerary}
        timeZone={timeZone}
        titleOf={(code) => configuration.data?.Titles.find((t) => t.OperaCode === code)?.DisplayName ?? code}
      />
      <Alert tone="info" title="Arrival">
        Please arrive {configuration.data?.Resort.ArriveBeforeMinutes ?? 15} minutes before your{' '}
        {isSpaDay ? 'Spa Day' : 'treatment'}
        {firstArrival ? `, at ${formatTime(firstArrival, timeZone)}` : ''}. We may amend treatment start times
        subject to availability.
      </Alert>
      <p className="text-sm">
        {SPA_CANCELLATION_POLICY} To cancel or change this booking please call the spa on{' '}
        {configuration.data?.Resort.SpaPhoneNumber}.
      </p>
    </Panel>
  );
}

/** account_spa_booking: one spa booking, by confirmation number. */
export function SpaBookingScreen() {
  const { id = '' } = useParams();
  const booking = useSpaBooking(id);
  const configuration = useSpaConfiguration();
  const timeZone = configuration.data?.Resort.TimeZone ?? 'Europe/London';

  if (booking.isPending) return <Loader label="Loading your spa booking" />;
  if (booking.isError)
    return <BookingNotFound listPath="/bookings/spa" listName="Back to your spa bookings" kind="bookings" />;
  const b = booking.data;
  const isSpaDay = b.Item.Package !== null;

  return (
    <section aria-labelledby="spa-booking-title" className="flex flex-col gap-6 print:gap-3">
      <BackToList to="/bookings/spa">Back to your spa bookings</BackToList>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="spa-booking-title" className="text-2xl">
          {formatAccountDate(b.Date)}
        </h2>
        <BookingBadge daysToGo={b.DaysToGo} isCancelled={b.IsCancelled} />
      </div>
      <p>
        Confirmation number: <strong className="whitespace-nowrap">{b.Id}</strong>
      </p>
      {b.IsCancelled ? (
        <CancelledNotice booking={b} timeZone={timeZone} />
      ) : (
        <>
          <ResendPanel booking={b} />
          <CancelSpaBooking confirmationId={b.Id} timeZone={timeZone} />
        </>
      )}

      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
        <Panel className="border border-sage-200 shadow-none">
          <h2 className="text-xl">Your booking</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Date</dt>
            <dd>{formatAccountDate(b.Date)}</dd>
            <dt className="font-semibold">Guests</dt>
            <dd>{b.Item.Clients.length}</dd>
            <dt className="font-semibold">{isSpaDay ? 'Spa package' : 'Booking'}</dt>
            <dd>{spaBookingTitle(b)}</dd>
          </dl>
          {/* A cancelled booking's treatments were given back to the diary: none to list. */}
          {!b.IsCancelled && (
            <>
              <h2 className="text-xl">Treatments</h2>
              <GuestTreatments booking={b} />
            </>
          )}
        </Panel>
        <Panel className="border border-sage-200 shadow-none">
          <Bill caption="Your bill" lines={b.LineItems} total={b.Item.CalculatedAmount} />
        </Panel>
      </div>

      {!b.IsCancelled && <ItineraryPanel booking={b} timeZone={timeZone} />}
    </section>
  );
}
