import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatLongDate, formatPrice, type DeskBookResponse, type DeskSession } from '@spa/domain';
import { Bill, billTenders } from '../../../components/booking/bill';
import { Alert, Loader } from '../../../components/ui/feedback';
import { leaveDeskMode } from '../../../lib/desk-mode';
import { forgetSessionId } from '../../../lib/spa-day/remembered-session';
import { useDeskSession } from './desk-booking-api';
import { DeskPaymentForm } from './desk-payment-form';
import { DeskPromotionField } from './desk-promotion-field';

/** A link of the outcome, as large as a button to tap. */
const LINK = 'inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4';

/**
 * staff_new_booking: the last step of a booking taken at the desk (issue 22). The guest's
 * own screens chose, held and checked it; here the desk sees the total and the guest, says
 * how it is paid and confirms it.
 */
export function DeskPaymentScreen() {
  const { sessionId = '' } = useParams();
  const desk = useDeskSession(sessionId);
  const [booked, setBooked] = useState<DeskBookResponse | null>(null);

  useEffect(() => {
    // Booked: this tab books no more for a guest, and no guest "continues" this booking.
    if (booked || desk.data?.Status === 'confirmed') {
      leaveDeskMode();
      forgetSessionId();
    }
  }, [booked, desk.data?.Status]);

  return (
    <section aria-labelledby="desk-title" className="max-w-3xl">
      <h1 id="desk-title" className="mb-4 text-3xl">
        New booking: payment
      </h1>
      {desk.isPending ? (
        <Loader label="Loading the booking" />
      ) : desk.isError ? (
        <Alert tone="error" title="This booking could not be found">
          {desk.error.message}{' '}
          <Link className={LINK} to="/diary">
            Back to the diary
          </Link>
        </Alert>
      ) : booked || desk.data.Status === 'confirmed' ? (
        <Booked desk={desk.data} booked={booked} />
      ) : desk.data.Status === 'open' ? (
        <Alert tone="info" title="Nothing to confirm yet">
          The booking has not reached its summary.{' '}
          <a href="/booking/#/spa/type">Choose the guest&apos;s times</a> or go{' '}
          <Link to="/diary">back to the diary</Link>.
        </Alert>
      ) : (
        <>
          <DeskSummary desk={desk.data} />
          <DeskPromotionField desk={desk.data} />
          <DeskPaymentForm desk={desk.data} onBooked={setBooked} />
        </>
      )}
    </section>
  );
}

/** The guest, the day and the server's bill: a promotion's discount and what the desk is to take under it. */
function DeskSummary({ desk }: { desk: DeskSession }) {
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-md bg-white p-4 shadow-sm">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Guest</dt>
        <dd className="[overflow-wrap:anywhere]">
          {desk.LeadName} ({desk.LeadEmail})
        </dd>
        <dt className="font-semibold">Date</dt>
        <dd>{desk.Date ? formatLongDate(desk.Date) : ''}</dd>
      </dl>
      <Bill
        caption="The bill"
        lines={desk.LineItems}
        total={desk.TotalPence}
        tenders={billTenders(desk, desk.BalancePence, 'To pay at the desk')}
      />
    </div>
  );
}

/** The outcome: the confirmation number, what was paid or is due, and where to go next. */
function Booked({ desk, booked }: { desk: DeskSession; booked: DeskBookResponse | null }) {
  const balance = booked?.BalancePence ?? desk.BalancePence;
  const bookingId = booked?.BookingId ?? desk.BookingId;
  const confirmation = booked?.ConfirmationId ?? desk.ConfirmationId;
  return (
    <Alert tone="success" title={`Booked: ${confirmation ?? ''}`}>
      <p>
        {desk.LeadName}, {desk.Date ? formatLongDate(desk.Date) : ''}. The confirmation has been e-mailed to{' '}
        {desk.LeadEmail}.
      </p>
      <p>
        {balance > 0
          ? booked?.LinkExpiresAt
            ? `${formatPrice(balance)} is due: a payment link has been e-mailed to the guest.`
            : `${formatPrice(balance)} is due on arrival.`
          : 'Paid in full.'}
      </p>
      <p className="mt-2 flex flex-wrap gap-6">
        {bookingId && (
          <Link className={LINK} to={`/bookings/${bookingId}`}>
            Open the booking
          </Link>
        )}
        <Link className={LINK} to={`/diary${desk.Date ? `?date=${desk.Date}` : ''}`}>
          Back to the diary
        </Link>
      </p>
    </Alert>
  );
}
