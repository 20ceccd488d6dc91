import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatAccountDate, formatPrice } from '@spa/domain';
import { ProviderPayment } from '../../../components/booking/provider-payment';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { QueryView } from '../../../components/ui/query-view';
import { Modal } from '../../../components/ui/modal';
import { useAuth } from '../../../lib/auth';
import { useAccountConfiguration } from '../../../lib/configuration';
import { NewStayForm } from './new-stay-form';
import { type RateChoice } from './room-options';
import { ChoiceSummary, nightsOf, OneRoomResults, roomCapacityOf, SignInFirst } from './stay-screen-parts';
import { useBookAgainFrom, useBookNewStay, useNewStaySearch, useStayPaymentPage } from './stay-search-api';
import { bookAgainDefaults, newStayQueryOf, newStaySearchOf } from './stay-search-values';

const STAYS_PATH = '/account/#/bookings/stay';

/**
 * 'Book Again' (account-area §1, decision 155): a new stay on the stay search page,
 * prefilled from the stay booked again; the rooms and rates free for the dates and
 * guests; the card charged the deposit of an advance purchase rate, or authorised
 * as the guarantee of a flexible rate; the confirmation, and the stay in 'Your Bookings'.
 */
export function StayBookScreen() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const auth = useAuth();
  const origin = useBookAgainFrom(auth.isAuthenticated ? from : null);
  const asked = newStaySearchOf(params);
  const prefilled = !from || origin.isSuccess || origin.isError;
  const request = asked ?? (prefilled ? bookAgainDefaults(origin.data, new Date()) : null);
  const search = useNewStaySearch(auth.isAuthenticated ? request : null);
  const book = useBookNewStay();
  const configuration = useAccountConfiguration().data;
  const [choice, setChoice] = useState<RateChoice | null>(null);
  // One id per booking attempt: a double click or a retry of it books one stay (decision 201).
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const choose = (next: RateChoice) => {
    setRequestId(crypto.randomUUID());
    setChoice(next);
  };
  const [declined, setDeclined] = useState<string | null>(null);
  const page = useStayPaymentPage(
    choice && request
      ? { ...request, roomCode: choice.room.RoomCode, rateCode: choice.rate.RateCode, requestId }
      : null,
  );
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (book.isSuccess) done.current?.focus();
  }, [book.isSuccess]);

  if (!auth.isAuthenticated) return <SignInFirst status={auth.status} toDo="book a stay" />;
  if (book.isSuccess && choice && request)
    return (
      <section aria-labelledby="booked-title" className="flex flex-col gap-4">
        <h1 id="booked-title" ref={done} tabIndex={-1} className="text-3xl">
          Your stay is booked
        </h1>
        <p>
          Confirmation number: <strong>{book.data.ConfirmationNumber}</strong>
        </p>
        <p>
          {choice.room.DisplayName}, {choice.rate.DisplayName}, {formatAccountDate(request.arrivalDate)} for{' '}
          {nightsOf(request.numberOfNights)}.
        </p>
        <p>
          {book.data.Payment === 'deposit'
            ? `A non-refundable deposit of ${formatPrice(book.data.Amount)} has been charged to card ${book.data.CardMaskedNo}.`
            : `Card ${book.data.CardMaskedNo} guarantees your booking: nothing has been charged; you pay at the hotel.`}{' '}
          A confirmation has been sent to your e-mail address.
        </p>
        <ButtonLink href={`/account/#/bookings/stay/${book.data.ConfirmationNumber}`}>
          View your stay
        </ButtonLink>
        <a className="underline" href={STAYS_PATH}>
          Your bookings
        </a>
      </section>
    );

  const close = () => {
    setChoice(null);
    setDeclined(null);
    book.reset();
  };
  return (
    <section aria-labelledby="book-title" className="flex flex-col gap-6">
      <a className="self-start underline" href={from ? `${STAYS_PATH}/${from}` : STAYS_PATH}>
        {from ? 'Back to your booking' : 'Your bookings'}
      </a>
      <h1 id="book-title" className="text-3xl">
        Book a stay
      </h1>
      {from && origin.isError && <Alert tone="error">{origin.error.message}</Alert>}
      {!request ? (
        <Loader label="Loading your stay" />
      ) : (
        <NewStayForm
          key={params.toString()}
          label="Your stay"
          request={request}
          capacity={roomCapacityOf(configuration?.RoomTypes)}
          onSearch={(next) => setParams(newStayQueryOf(next, from), { replace: true })}
        />
      )}
      {request && (
        <QueryView query={search} loading="Finding rooms">
          {(answer) => (
            <OneRoomResults
              request={request}
              answer={answer}
              roomTypes={configuration?.RoomTypes}
              onChoose={choose}
            />
          )}
        </QueryView>
      )}
      <Modal
        open={choice !== null}
        title="Book this stay"
        onClose={close}
        footer={
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        }
      >
        {choice && request && search.data && (
          <div className="flex flex-col gap-3">
            <ChoiceSummary
              choice={choice}
              arrivalDate={request.arrivalDate}
              departureDate={search.data.DepartureDate}
            />
            <p className="font-semibold">
              {choice.rate.RequiresDeposit
                ? `Advance purchase: a non-refundable deposit of ${formatPrice(choice.rate.Total)} is charged to your card when you book.`
                : `Flexible rate: ${formatPrice(choice.rate.Total)}, paid at the hotel. Your card guarantees the booking; nothing is charged now.`}
            </p>
            <p className="text-sm">
              Enter your card in the secure payment page below: it is sent to our payment provider only.
            </p>
            {declined && (
              <Alert tone="error" title="Your card was not taken">
                {declined}
              </Alert>
            )}
            {book.isError && <Alert tone="error">{book.error.message}</Alert>}
            {book.isPending && <Loader label="Booking your stay" />}
            {page.isPending ? (
              <Loader label="Preparing the payment page" />
            ) : page.isError ? (
              <Alert tone="error" title="We could not start your payment">
                {page.error.message}
              </Alert>
            ) : (
              <ProviderPayment
                page={page.data}
                busy={book.isPending}
                frameClassName="h-[46rem] w-full rounded-lg border border-sage-200 bg-white sm:h-[34rem]"
                onApproved={async () => {
                  setDeclined(null);
                  if (!book.isPending && !book.isSuccess) book.mutate(requestId);
                }}
                onDeclined={setDeclined}
              />
            )}
          </div>
        )}
      </Modal>
    </section>
  );
}
