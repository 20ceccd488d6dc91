import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatAccountDate, formatPrice, stayBillWords } from '@spa/domain';
import { Alert } from '../../../components/ui/feedback';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryView } from '../../../components/ui/query-view';
import { useAccountConfiguration } from '../../../lib/configuration';
import { useAuth } from '../../../lib/auth';
import { NewStayForm } from './new-stay-form';
import { type RateChoice } from './room-options';
import { AmendAllScreen } from './amend-all-screen';
import {
  AmendedNotice,
  AmendPage,
  ChoiceSummary,
  Current,
  nightsOf,
  OneRoomResults,
  roomCapacityOf,
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
    <AmendPage
      confirmation={request.confirmationNumber}
      title={`Amend room${search.data ? ` ${search.data.Leg}` : ''} of booking ${request.confirmationNumber}`}
    >
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
              <OneRoomResults
                request={request}
                answer={answer}
                roomTypes={configuration?.RoomTypes}
                onChoose={setChoice}
              />
            )}
          </>
        )}
      </QueryView>
      <ConfirmModal
        open={choice !== null}
        title="Change your room?"
        confirmLabel="Confirm new room"
        busy={amend.isPending}
        error={amend.isError ? amend.error.message : null}
        onConfirm={() =>
          choice &&
          amend.mutate({ ...request, roomCode: choice.room.RoomCode, rateCode: choice.rate.RateCode })
        }
        onClose={close}
      >
        {choice && search.data && (
          <>
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
          </>
        )}
      </ConfirmModal>
    </AmendPage>
  );
}
