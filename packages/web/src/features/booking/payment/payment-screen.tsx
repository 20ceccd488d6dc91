import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { keptCardConsent } from '@spa/domain';
import { PaymentOutcome } from '../../../components/booking/payment-outcome';
import { ProviderPayment } from '../../../components/booking/provider-payment';
import { StepActions } from '../../../components/booking/step-actions';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/choice';
import { Alert, Loader } from '../../../components/ui/feedback';
import { PhoneLink } from '../../../components/ui/phone-link';
import { deskPaymentPath, isDeskMode } from '../../../lib/desk-mode';
import { billKey } from '../../../lib/spa-day/begin-booking';
import { useBooking, type BookingInProgress } from '../../../lib/spa-day/booking-context';
import { forgetSessionId } from '../../../lib/spa-day/remembered-session';
import { sessionKey } from '../../../lib/spa-day/session-api';
import {
  completePayment,
  useInitialisePayment,
  useProcessBooking,
  useSessionPaymentStatus,
} from './payment-api';

/**
 * What the card is to pay, from the summary's begin-booking answer for this very booking
 * if this page has it: the total less a gift voucher's share (decision 0341).
 */
function useKnownTotal(booking: BookingInProgress): number | null {
  const client = useQueryClient();
  const [total] = useState(() => {
    const bill = client.getQueryData<{ Total: number; ToPay?: number }>(billKey(booking));
    return bill ? (bill.ToPay ?? bill.Total) : null;
  });
  return total;
}

/**
 * spa_day_payment and spa_treatment_payment: the payment provider's card page in a frame
 * (its origin, so no card number reaches us); on its approval the server settles with the
 * provider and confirms the booking. At the desk (issue 22) the staff page takes the
 * booking on from here: it confirms it and takes the money there.
 */
export function PaymentScreen() {
  return isDeskMode() ? <DeskHandoff /> : <CardPaymentScreen />;
}

/** The desk's booking, checked and priced: on to the staff page's payment step, in this tab. */
function DeskHandoff() {
  const { sessionId } = useBooking();
  useEffect(() => {
    window.location.assign(deskPaymentPath(sessionId));
  }, [sessionId]);
  return <Loader label="Opening the desk payment" />;
}

function CardPaymentScreen() {
  const booking = useBooking();
  const { sessionId, flow } = booking;
  const navigate = useNavigate();
  const client = useQueryClient();
  const amount = useKnownTotal(booking);
  // The guest's consent to keep the card for the policy's fees: asked before the card is typed.
  const [keepCard, setKeepCard] = useState(false);
  const page = useInitialisePayment(sessionId, amount, keepCard);
  const confirm = useProcessBooking(sessionId);
  const [declined, setDeclined] = useState<string | null>(null);
  const confirming = useRef(false);
  const pageSessionId = page.data?.iPageSessionId;

  const polled = useSessionPaymentStatus(sessionId, Boolean(pageSessionId) && !confirm.isSuccess);

  const confirmBooking = useCallback(async () => {
    await confirm.mutateAsync();
    forgetSessionId();
    await client.invalidateQueries({ queryKey: sessionKey(sessionId) });
    void navigate(flow.confirmationPath, { replace: true });
  }, [confirm, client, navigate, sessionId, flow.confirmationPath]);

  const confirmedFromPoll = useRef(false);
  useEffect(() => {
    // Once only: a failure shows its message rather than asking again and again.
    if (polled.data !== 'approved' || confirming.current || confirmedFromPoll.current) return;
    confirmedFromPoll.current = true;
    confirming.current = true;
    confirmBooking().catch(() => {
      confirming.current = false;
    });
  }, [polled.data, confirmBooking]);

  /** The provider says the card was authorised: only a prompt, the server asks the provider itself. */
  const settleAndConfirm = useCallback(async () => {
    if (confirming.current) return;
    confirming.current = true;
    setDeclined(null);
    try {
      const settled = await completePayment(sessionId);
      if (settled.status !== 'approved') {
        confirming.current = false;
        setDeclined(settled.reason ?? 'Your payment was not taken. Please try again.');
        return;
      }
      await confirmBooking();
    } catch {
      confirming.current = false;
    }
  }, [sessionId, confirmBooking]);

  const stripePage = page.data?.provider === 'stripe';

  const confirmWithoutCard = async () => {
    if (confirming.current) return;
    confirming.current = true;
    try {
      await confirmBooking();
    } catch {
      confirming.current = false;
    }
  };

  if (amount === 0)
    return (
      <section aria-labelledby="payment-title">
        <h1 id="payment-title" className="mb-6 text-3xl">
          Payment
        </h1>
        <p className="mb-4">Your gift voucher pays for all of your booking: no card is needed.</p>
        {confirm.isError && (
          <Alert tone="error" title="We could not confirm your booking" className="mb-4">
            {confirm.error.message} If you need help, please call <PhoneLink phone={booking.phone} />.
          </Alert>
        )}
        {confirm.isPending && <Loader label="Confirming your booking" />}
        <Button onClick={() => void confirmWithoutCard()} disabled={confirm.isPending}>
          Confirm booking
        </Button>
        <StepActions backTo={flow.path('summary')} />
      </section>
    );

  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title" className="mb-6 text-3xl">
        Payment
      </h1>
      <div className="mb-4 max-w-xl rounded-lg border border-sage-200 bg-white p-3">
        <Checkbox
          name="keepCard"
          checked={keepCard}
          disabled={confirm.isPending}
          onChange={(event) => setKeepCard(event.target.checked)}
          label={<strong>Keep my card for the cancellation policy (optional)</strong>}
          aria-describedby="keep-card-words"
        />
        <p id="keep-card-words" className="mt-1 text-sm">
          {keptCardConsent()} Tick this before you enter your card.
        </p>
      </div>
      {page.isPending ? (
        <Loader label="Preparing the payment page" />
      ) : page.isError ? (
        <Alert tone="error" title="We could not start your payment">
          {page.error.message} Please go back to the summary and check your booking.
        </Alert>
      ) : (
        <>
          <PaymentOutcome
            declined={declined}
            confirming={confirm}
            of="booking"
            help={
              <>
                {' '}
                If you need help, please call <PhoneLink phone={booking.phone} />.
              </>
            }
          />
          {page.data && (
            <ProviderPayment
              page={page.data}
              backTo={flow.path('summary')}
              busy={confirm.isPending}
              onApproved={settleAndConfirm}
              onDeclined={setDeclined}
            />
          )}
        </>
      )}
      {/* Stripe's form has its own actions bar: Back beside its Pay button. */}
      {!stripePage && <StepActions backTo={flow.path('summary')} />}
    </section>
  );
}
