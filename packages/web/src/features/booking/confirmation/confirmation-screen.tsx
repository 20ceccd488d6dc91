import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { Bill, billTenders } from '../../../components/booking/bill';
import { GuestItinerary } from '../../../components/booking/guest-itinerary';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { PhoneLink } from '../../../components/ui/phone-link';
import { TextField } from '../../../components/ui/field';
import { formatLongDate, formatPrice } from '../../../lib/format';
import { useAuth } from '../../../lib/auth';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  SendToFriendSchema,
  useAccountCreateStatus,
  useConfirmedBooking,
  useSendToFriend,
} from './confirmation-api';

function SendToFriendForm({ sessionId }: { sessionId: string }) {
  const send = useSendToFriend(sessionId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(SendToFriendSchema, { emailAddress: '' });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((input) => send.mutate(input))(event)}
      className="no-print flex flex-wrap items-end gap-3"
      aria-label="Send to a friend"
    >
      <TextField
        label="Send to a friend"
        hint="Their email address"
        type="email"
        containerClassName="min-w-60 flex-1"
        error={errors.emailAddress?.message}
        {...register('emailAddress')}
      />
      <Button type="submit" variant="secondary" busy={send.isPending}>
        Send
      </Button>
      {send.isSuccess && (
        <p role="status" className="w-full text-sm">
          Sent.
        </p>
      )}
      {send.isError && (
        <p role="alert" className="w-full text-sm font-semibold text-danger">
          {send.error.message}
        </p>
      )}
    </form>
  );
}

/** spa_day_confirmation and spa_treatment_confirmation: 'Congrats', the confirmation number, what was paid, the itinerary. */
export function ConfirmationScreen() {
  const { id = '' } = useParams();
  const booking = useConfirmedBooking(id);
  const accountStatus = useAccountCreateStatus(id);
  const account = useAuth();
  const configuration = useSpaConfiguration();
  const timeZone = configuration.data?.Resort.TimeZone ?? 'Europe/London';
  // The new screen starts at its heading, once the booking is there (after the payment page).
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = booking.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (booking.isPending) return <Loader label="Loading your booking" />;
  if (booking.isError)
    return (
      <Alert tone="error" title="We could not find this booking">
        If you have just paid, please call{' '}
        <PhoneLink phone={configuration.data?.Resort.SpaPhoneNumber ?? ''} />.
      </Alert>
    );
  const b = booking.data;
  const status = accountStatus.data;

  return (
    <section
      aria-labelledby="confirmation-title"
      className="flex flex-col gap-6 print:gap-3 print:text-sm [&_.shadow-sm]:print:shadow-none"
    >
      <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h1 id="confirmation-title" ref={heading} tabIndex={-1} className="mb-1 text-4xl focus:outline-none">
          Congrats
        </h1>
        <p className="mb-3 text-xl">Your spa experience is booked!</p>
        <p className="mb-4">A confirmation has been e-mailed to you.</p>
        <p className="mb-4 text-lg">
          Confirmation number:{' '}
          <strong data-testid="confirmation-number" className="whitespace-nowrap">
            {b.ConfirmationId}
          </strong>
        </p>
        <div className="no-print flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>Print Confirmation</Button>
        </div>
      </div>

      {status?.attempted &&
        (status.failed ? (
          <Alert tone="error">
            We were unable to create your account.{' '}
            {/* Every account proves its e-mail with a code (decision 110): the register screen does it. */}
            <a href="/account/#/register" className="text-teal-800 underline">
              Create your account with a code sent to your email
            </a>
          </Alert>
        ) : (
          <Alert tone="success" title="Your account was created successfully.">
            You can now login and review or amend your booking.{' '}
            {!account.isAuthenticated && (
              <a href="/account/#/login" className="text-teal-800 underline">
                Login
              </a>
            )}
          </Alert>
        ))}

      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
        <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
          <Bill
            caption="Paid Today"
            lines={b.LineItems}
            total={b.Total}
            tenders={billTenders(b, b.CardPence ?? b.Total, 'Paid by card')}
          />
          <div role="status">
            <p className="font-semibold">Payment successful</p>
            {b.Payment.CardMaskedNo ? (
              <p>Payment was taken from card {b.Payment.CardMaskedNo}</p>
            ) : (
              <p>Your gift voucher paid for all of it: nothing was taken from a card.</p>
            )}
            {b.Voucher?.LeftPence !== undefined && (
              <p>
                {b.Voucher.LeftPence > 0
                  ? `Your gift voucher has ${formatPrice(b.Voucher.LeftPence)} left to spend.`
                  : 'Your gift voucher has now been used in full.'}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-xl">Your booking</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Date</dt>
            <dd>{formatLongDate(b.Date)}</dd>
            {b.PackageName && (
              <>
                <dt className="font-semibold">Package</dt>
                <dd>{b.PackageName}</dd>
              </>
            )}
            <dt className="font-semibold">Guests</dt>
            <dd>{b.Guests.length}</dd>
          </dl>
          <h2 className="text-xl">Your itinerary</h2>
          <GuestItinerary
            guests={b.Guests}
            items={b.Items}
            timeZone={timeZone}
            titleOf={(code) =>
              configuration.data?.Titles.find((t) => t.OperaCode === code)?.DisplayName ?? code
            }
          />
          <p className="text-sm">
            Please arrive {configuration.data?.Resort.ArriveBeforeMinutes ?? 15} minutes before your{' '}
            {b.IsSpaDay ? 'Spa Day' : 'treatment'}. We may amend treatment start times subject to
            availability.
          </p>
        </div>
      </div>

      <div className="no-print rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <SendToFriendForm sessionId={id} />
      </div>

      <div className="no-print flex flex-wrap gap-3">
        <ButtonLink href="/" variant="secondary">
          Home page
        </ButtonLink>
        {account.isAuthenticated ? (
          <ButtonLink href="/account/#/bookings/spa">Your spa bookings</ButtonLink>
        ) : (
          <ButtonLink href="/account/#/login" variant="link">
            Login
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
