import { useEffect } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { Redirect } from '../../../lib/route-meta';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { BookingProvider, useOptionalBooking } from '../../../lib/spa-day/booking-context';
import type { BookingKind } from '../../../lib/spa-day/booking-flow';
import { progressStep } from '../../../lib/spa-day/flow';
import { forgetSessionId, rememberSessionId } from '../../../lib/spa-day/remembered-session';
import { CancelBooking } from './cancel-booking';
import { useCurrentStep } from './current-step';
import { HoldCountdown } from './hold-countdown';
import { ProgressBar } from './progress-bar';
import { SummaryBar } from './summary-bar';
import { useLoadBooking } from './use-load-booking';

/** Progress and Cancel of a screen; the booking (if any) comes from the session route. */
export function FrameHeader() {
  const step = useCurrentStep();
  const booking = useOptionalBooking();
  return (
    <>
      <div className="no-print mb-2 flex items-center justify-end gap-4">
        {/* The treatment flow's frame title (§2); its search screen has it as the heading. */}
        {booking?.flow.kind === 'treatment' && (
          <p className="mr-auto font-serif text-lg tracking-wide">BOOK A SPA TREATMENT</p>
        )}
        <CancelBooking sessionId={booking?.sessionId} />
      </div>
      <ProgressBar
        current={booking ? booking.flow.progress(step) : progressStep(step)}
        flow={booking?.flow}
      />
    </>
  );
}

const SEARCH_OF: Record<BookingKind, string> = { day: '/spa/day/search', treatment: '/spa/treatment/search' };

function StartAgain({
  kind,
  title,
  children,
}: {
  kind: BookingKind;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Alert tone="warning" title={title}>
      <p className="mb-3">{children}</p>
      <Link to={SEARCH_OF[kind]} className={buttonClass('primary')}>
        Start a new booking
      </Link>
    </Alert>
  );
}

/**
 * Every screen after search, in either flow: loads the session's saved booking (a
 * reload or a return continues here), shows the hold countdown on every step that
 * holds times (payment too) and, where the spec has it, the booking summary bar.
 */
function BookingSessionRoute({ kind }: { kind: BookingKind }) {
  const { id = '' } = useParams();
  const load = useLoadBooking(id, kind);
  const step = useCurrentStep();

  useEffect(() => {
    if (load.state === 'ready') rememberSessionId(id);
    if (load.state === 'missing' || load.state === 'ended' || load.state === 'booked') forgetSessionId();
  }, [load.state, id]);

  switch (load.state) {
    case 'loading':
      return <Loader label="Loading your booking" />;
    case 'booked':
      return <Redirect to={`/spa/${id}/${kind}/confirmation`} />;
    case 'missing':
      return (
        <StartAgain kind={kind} title="We could not find your booking">
          It may have expired or been cancelled. Please start again.
        </StartAgain>
      );
    case 'ended':
      return (
        <StartAgain kind={kind} title="This booking was cancelled">
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
        <BookingProvider booking={load.booking}>
          <FrameHeader />
          <HoldCountdown booking={load.booking} />
          {load.booking.flow.showsSummaryBar(step) && <SummaryBar booking={load.booking} />}
          <Outlet />
        </BookingProvider>
      );
  }
}

export const SpaDaySessionRoute = () => <BookingSessionRoute kind="day" />;
export const TreatmentSessionRoute = () => <BookingSessionRoute kind="treatment" />;
