import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { StepActions } from '../../components/booking/step-actions';
import { Button } from '../../components/ui/button';
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

/** What the provider's card page tells its framing page (postMessage, to our origin only). */
interface CardPageMessage {
  source: 'spa-card-page';
  iPageSessionId: string;
  status: 'ready' | 'approved' | 'declined' | 'error';
  reason?: string;
}

/**
 * The provider's card page for this browser: the server's address, told to answer this
 * page's origin (the provider only does so for origins we listed with it).
 */
function framedCardPage(cardPageUrl: string): { src: string; origin: string } {
  const url = new URL(cardPageUrl);
  url.searchParams.set('parent', window.location.origin);
  return { src: url.toString(), origin: url.origin };
}

const isCardPageMessage = (data: unknown): data is CardPageMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'spa-card-page';

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
  const frame = useRef<HTMLIFrameElement>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const confirming = useRef(false);
  const pageSessionId = page.data?.iPageSessionId;
  const card = page.data ? framedCardPage(page.data.cardPageUrl) : null;
  const providerOrigin = card?.origin;

  const polled = useSessionPaymentStatus(sessionId, Boolean(pageSessionId) && !confirm.isSuccess);

  /** Books once the payment is settled (or a gift voucher pays it all), then opens the confirmation. */
  const book = useCallback(async () => {
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
    book().catch(() => {
      confirming.current = false;
    });
  }, [polled.data, book]);

  useEffect(() => {
    if (!pageSessionId) return;
    const onMessage = async (event: MessageEvent) => {
      // Only the provider's card page, in our own frame, about this page session.
      if (event.origin !== providerOrigin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if (!isCardPageMessage(event.data) || event.data.iPageSessionId !== pageSessionId) return;
      if (event.data.status === 'declined' || event.data.status === 'error') {
        setDeclined(event.data.reason ?? 'Your payment was not taken. Please try again.');
        return;
      }
      if (event.data.status !== 'approved' || confirming.current) return;
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
        await book();
      } catch {
        confirming.current = false;
      }
    };
    const listener = (event: MessageEvent) => void onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [pageSessionId, providerOrigin, book, sessionId]);

  const src = card?.src ?? null;

  const confirmWithoutCard = async () => {
    if (confirming.current) return;
    confirming.current = true;
    try {
      await book();
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
          {src && (
            <iframe
              ref={frame}
              src={src}
              title="Card payment"
              className="h-[52rem] w-full max-w-xl rounded-lg border border-sage-200 bg-white sm:h-[44rem]"
            />
          )}
        </>
      )}
      <StepActions backTo={flow.path('summary')} />
    </section>
  );
}
