import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatAccountDate, formatPrice, stayBillWords } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { QueryView } from '../../../components/ui/query-view';
import { Modal } from '../../../components/ui/modal';
import { useAccountConfiguration } from '../../../lib/configuration';
import { useAuth } from '../../../lib/auth';
import { NewStayForm } from './new-stay-form';
import { type RateChoice } from './room-options';
import { AmendAllScreen } from './amend-all-screen';
import {
  AmendedNotice,
  ChoiceSummary,
  Current,
  bookingPath,
  nightsOf,
  partyOf,
  roomCapacityOf,
  RoomResults,
  SignInFirst,
} from './stay-screen-parts';
import { useAmendRoom, useAmendSearch } from './stay-search-api';
import { amendAllSearchOf, amendQueryOf, amendSearchOf } from './stay-search-values';

/** The stay search page (account-area §2): amending one room, or every room of a stay together. */
export function StaySearchScreen() {
  const [params] = useSearchParams();
  return amendAllSearchOf(params) ? <AmendAllScreen /> : <AmendRoomScreen />;
}

/**
 * Amending a room: the rooms and rates free for the new dates and guests, priced
 * for the new stay; choosing one and confirming replaces the room, or says why it cannot.
 */
function AmendRoomScreen() {
  const [params, setParams] = useSearchParams();
  const request = amendSearchOf(params);
  const auth = useAuth();
  const configuration = useAccountConfiguration().data;
  const search = useAmendSearch(auth.isAuthenticated ? request : null);
  const amend = useAmendRoom();
  const [choice, setChoice] = useState<RateChoice | null>(null);
  const names = new Map((configuration?.RoomTypes ?? []).map((r) => [r.PMSCode, r.DisplayName]));

  if (!request)
    return (
      <Alert tone="error">
        This link to amend a room is incomplete. Please open your booking and choose Amend again.{' '}
        <a className="underline" href="/account/#/bookings/stay">
          Your bookings
        </a>
      </Alert>
    );
  if (!auth.isAuthenticated) return <SignInFirst status={auth.status} toDo="amend your booking" />;

  const close = () => {
    setChoice(null);
    amend.reset();
  };
  if (amend.isSuccess)
    return (
      <AmendedNotice title="Your room has been changed" confirmation={request.confirmationNumber}>
        Booking {amend.data.ConfirmationNumber}: {names.get(choice?.room.RoomCode ?? '') ?? ''} from{' '}
        {formatAccountDate(request.arrivalDate)} for {nightsOf(request.numberOfNights)}.
      </AmendedNotice>
    );

  return (
    <section aria-labelledby="search-title" className="flex flex-col gap-6">
      <a className="self-start underline" href={bookingPath(request.confirmationNumber)}>
        Back to your booking
      </a>
      <h1 id="search-title" className="text-3xl">
        Amend room{search.data ? ` ${search.data.Leg}` : ''} of booking {request.confirmationNumber}
      </h1>
      <NewStayForm
        key={params.toString()}
        request={request}
        capacity={roomCapacityOf(configuration?.RoomTypes)}
        onSearch={(next) => setParams(amendQueryOf(next), { replace: true })}
      />
      <QueryView query={search} loading="Finding rooms">
        {(answer) => (
          <>
            <Current search={answer} names={names} />
            {answer.CannotAmendReason ? (
              <Alert tone="warning">{answer.CannotAmendReason}</Alert>
            ) : (
              <RoomResults
                arrivalDate={request.arrivalDate}
                departureDate={answer.DepartureDate}
                rooms={answer.Rooms}
                guests={partyOf(request)}
                capacity={roomCapacityOf(configuration?.RoomTypes)}
                onChoose={setChoice}
              />
            )}
          </>
        )}
      </QueryView>
      <Modal
        open={choice !== null}
        title="Change your room?"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Keep my booking
            </Button>
            <Button
              busy={amend.isPending}
              onClick={() =>
                choice &&
                amend.mutate({ ...request, roomCode: choice.room.RoomCode, rateCode: choice.rate.RateCode })
              }
            >
              Confirm new room
            </Button>
          </>
        }
      >
        {choice && search.data && (
          <div className="flex flex-col gap-3">
            <ChoiceSummary
              choice={choice}
              arrivalDate={request.arrivalDate}
              departureDate={search.data.DepartureDate}
              after={` (was ${formatPrice(search.data.Current.Total)})`}
            />
            <p className="text-sm">
              {choice.rate.RequiresDeposit && 'Your deposit stays with the booking. '}
              {stayBillWords(choice.rate.Total - search.data.Current.Total)} A receipt is e-mailed to you once
              the room is changed.
            </p>
            {amend.isError && <Alert tone="error">{amend.error.message}</Alert>}
          </div>
        )}
      </Modal>
    </section>
  );
}
