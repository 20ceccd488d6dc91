import { useEffect } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { Redirect } from '../../lib/route-meta';
import { buttonClass } from '../../components/ui/button';
import { Alert, Loader } from '../../components/ui/feedback';
import { SpaDayBookingProvider, useOptionalSpaDayBooking } from '../../lib/spa-day/booking-context';
import { progressStep, showsSummaryBar } from '../../lib/spa-day/flow';
import { forgetSessionId, rememberSessionId } from '../../lib/spa-day/remembered-session';
import { CancelBooking } from './cancel-booking';
import { useCurrentStep } from './current-step';
import { HoldCountdown } from './hold-countdown';
import { ProgressBar } from './progress-bar';
import { SummaryBar } from './summary-bar';
import { useLoadSpaDayBooking } from './use-load-booking';

/** Progress and Cancel of a screen; the booking (if any) comes from the session route. */
export function FrameHeader() {
  const step = useCurrentStep();
  const booking = useOptionalSpaDayBooking();
  return (
    <>
      <div className="no-print mb-2 flex justify-end">
        <CancelBooking sessionId={booking?.sessionId} />
      </div>
      <ProgressBar current={progressStep(step)} sessionId={booking?.sessionId} flags={booking?.spaDay} />
    </>
  );
}

function StartAgain({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Alert tone="warning" title={title}>
      <p className="mb-3">{children}</p>
      <Link to="/spa/day/search" className={buttonClass('primary')}>
        Start a new booking
      </Link>
    </Alert>
  );
}

/**
 * Every screen after search: loads the session's saved booking (a reload or a
 * return continues here), shows the hold countdown and, where the spec has it,
 * the booking summary bar.
 */
export function SpaDaySessionRoute() {
  const { id = '' } = useParams();
  const load = useLoadSpaDayBooking(id);
  const step = useCurrentStep();

  useEffect(() => {
    if (load.state === 'ready') rememberSessionId(id);
    if (load.state === 'missing' || load.state === 'ended' || load.state === 'booked') forgetSessionId();
  }, [load.state, id]);

  switch (load.state) {
    case 'loading':
      return <Loader label="Loading your booking" />;
    case 'booked':
      return <Redirect to={`/spa/${id}/day/confirmation`} />;
    case 'missing':
      return (
        <StartAgain title="We could not find your booking">
          It may have expired or been cancelled. Please start again.
        </StartAgain>
      );
    case 'ended':
      return (
        <StartAgain title="This booking was cancelled">
          The booking was cancelled and its times released. Please start again.
        </StartAgain>
      );
    case 'error':
      return (
        <Alert tone="error" title="Sorry, there has been an error.">
          Please try again in a moment.
        </Alert>
      );
    case 'ready':
      return (
        <SpaDayBookingProvider booking={load.booking}>
          <FrameHeader />
          <HoldCountdown booking={load.booking} hidden={step === 'payment'} />
          {showsSummaryBar(step) && <SummaryBar booking={load.booking} />}
          <Outlet />
        </SpaDayBookingProvider>
      );
  }
}
