import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ProviderCardFrame } from '../../components/booking/provider-card-frame';
import { StepActions } from '../../components/booking/step-actions';
import { Alert, Loader } from '../../components/ui/feedback';
import { PhoneLink } from '../../components/ui/phone-link';
import { billKey } from '../../lib/spa-day/begin-booking';
import { useBooking, type BookingInProgress } from '../../lib/spa-day/booking-context';
import { forgetSessionId } from '../../lib/spa-day/remembered-session';
import { sessionKey } from '../../lib/spa-day/session-api';
import {
  completePayment,
  useInitialisePayment,
  useProcessBooking,
  useSessionPaymentStatus,
} from './payment-api';

/** The server's total from the summary's begin-booking answer for this very booking, if this page has it. */
function useKnownTotal(booking: BookingInProgress): number | null {
  const client = useQueryClient();
  const [total] = useState(() => client.getQueryData<{ Total: number }>(billKey(booking))?.Total ?? null);
  return total;
}

/**
 * spa_day_payment and spa_treatment_payment: the payment provider's card page in a frame
 * (its origin, so no card number reaches us); on its approval the server settles with the
 * provider and confirms the booking.
 */
export function PaymentScreen() {
  const booking = useBooking();
  const { sessionId, flow } = booking;
  const navigate = useNavigate();
  const client = useQueryClient();
  const amount = useKnownTotal(booking);
  const page = useInitialisePayment(sessionId, amount);
  const confirm = useProcessBooking(sessionId);
  const [declined, setDeclined] = useState<string | null>(null);
  const confirming = useRef(false);
  const pageSessionId = page.data?.iPageSessionId;

  const polled = useSessionPaymentStatus(sessionId, Boolean(pageSessionId) && !confirm.isSuccess);

  const confirmedFromPoll = useRef(false);
  useEffect(() => {
    // Once only: a failure shows its message rather than asking again and again.
    if (polled.data !== 'approved' || confirming.current || confirmedFromPoll.current) return;
    confirmedFromPoll.current = true;
    confirming.current = true;
    confirm
      .mutateAsync()
      .then(async () => {
        forgetSessionId();
        await client.invalidateQueries({ queryKey: sessionKey(sessionId) });
        void navigate(flow.confirmationPath, { replace: true });
      })
      .catch(() => {
        confirming.current = false;
      });
  }, [polled.data, confirm, client, navigate, sessionId, flow.confirmationPath]);

  const onApproved = async () => {
    if (confirming.current) return;
    confirming.current = true;
    setDeclined(null);
    try {
      // The message only says "ask now": the server reads the payment from the provider itself.
      const settled = await completePayment(sessionId);
      if (settled.status !== 'approved') {
        confirming.current = false;
        setDeclined(settled.reason ?? 'Your payment was not taken. Please try again.');
        return;
      }
      await confirm.mutateAsync();
      forgetSessionId();
      await client.invalidateQueries({ queryKey: sessionKey(sessionId) });
      void navigate(flow.confirmationPath, { replace: true });
    } catch {
      confirming.current = false;
    }
  };

  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title" className="mb-6 text-3xl">
        Payment
      </h1>
      {page.isPending ? (
        <Loader label="Preparing the payment page" />
      ) : page.isError ? (
        <Alert tone="error" title="We could not start your payment">
          {page.error.message} Please go back to the summary and check your booking.
        </Alert>
      ) : (
        <>
          {declined && (
            <Alert tone="error" title="Your payment was not taken" className="mb-4">
              {declined}
            </Alert>
          )}
          {confirm.isPending && <Loader label="Confirming your booking" />}
          {confirm.isError && (
            <Alert tone="error" title="We could not confirm your booking" className="mb-4">
              {confirm.error.message} If you need help, please call <PhoneLink phone={booking.phone} />.
            </Alert>
          )}
          {page.data && (
            <ProviderCardFrame
              cardPageUrl={page.data.cardPageUrl}
              iPageSessionId={page.data.iPageSessionId}
              onApproved={() => void onApproved()}
              onDeclined={setDeclined}
            />
          )}
        </>
      )}
      <StepActions backTo={flow.path('summary')} />
    </section>
  );
}
