import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatAccountDate, formatPrice, stayBillWords, type StayAmendAllSearch } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryView } from '../../../components/ui/query-view';
import { ApiError } from '../../../lib/api-client';
import { useAccountConfiguration } from '../../../lib/configuration';
import { useAuth } from '../../../lib/auth';
import { NewStayForm } from './new-stay-form';
import { type RateChoice } from './room-options';
import {
  AmendedNotice,
  AmendPage,
  ChoiceSummary,
  Current,
  nightsOf,
  roomCapacityOf,
  RoomResults,
  SignInFirst,
  type RoomCapacity,
} from './stay-screen-parts';
import { staySearchQueries, useAmendAllRooms, useAmendSearch } from './stay-search-api';
import { amendAllQueryOf, amendAllSearchOf } from './stay-search-values';

/** A room's new room and rate, with its leg and what it costs now. */
type RoomChoice = RateChoice & { leg: number; was: number };

/** One room of the stay: as booked now, and the rooms and rates free for it on the new dates, or the one chosen. */
function AmendAllRoom({
  search,
  index,
  choice,
  onChoose,
  capacity,
  names,
}: {
  search: StayAmendAllSearch;
  index: number;
  choice: RoomChoice | undefined;
  onChoose: (choice: RoomChoice | undefined) => void;
  capacity: RoomCapacity;
  names: Map<string, string>;
}) {
  const guests = search.occupancy[index] ?? [2, 0, 0];
  const answer = useAmendSearch({ ...search, amend: search.amend[index] ?? '', occupancy: [guests] });
  const leg = answer.data?.Leg ?? index + 1;
  return (
    <section aria-labelledby={`room-${index}`} className="flex flex-col gap-3 border-t border-sage-200 pt-4">
      <h2 id={`room-${index}`} className="text-2xl">
        Room {leg}
      </h2>
      <QueryView query={answer} loading={`Finding rooms for room ${leg}`}>
        {(found) =>
          found.CannotAmendReason ? (
            <Alert tone="warning">{found.CannotAmendReason}</Alert>
          ) : choice ? (
            <div className="flex flex-wrap items-center gap-3">
              <ChoiceSummary
                choice={choice}
                arrivalDate={search.arrivalDate}
                departureDate={found.DepartureDate}
              />
              <Button
                variant="secondary"
                onClick={() => onChoose(undefined)}
                aria-label={`Change room ${leg}`}
              >
                Change
              </Button>
            </div>
          ) : (
            <>
              <Current search={found} names={names} />
              <RoomResults
                arrivalDate={search.arrivalDate}
                departureDate={found.DepartureDate}
                rooms={found.Rooms}
                guests={{ adults: guests[0], children: guests[1] }}
                capacity={capacity}
                onChoose={(rate) => onChoose({ ...rate, leg, was: found.Current.Total })}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

/**
 * 'Amend all rooms' (account-area §2): new dates for every room of the stay, each room's
 * guests, a room and rate chosen per room; confirming changes them all or none.
 */
export function AmendAllScreen() {
  const [params, setParams] = useSearchParams();
  const search = amendAllSearchOf(params) as StayAmendAllSearch;
  const auth = useAuth();
  const configuration = useAccountConfiguration().data;
  const capacity = roomCapacityOf(configuration?.RoomTypes);
  const names = new Map((configuration?.RoomTypes ?? []).map((r) => [r.PMSCode, r.DisplayName]));
  const [choices, setChoices] = useState<Record<string, RoomChoice | undefined>>({});
  const [confirming, setConfirming] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const amend = useAmendAllRooms();
  const queryClient = useQueryClient();

  if (!auth.isAuthenticated) return <SignInFirst status={auth.status} toDo="amend your booking" />;
  if (amend.isSuccess)
    return (
      <AmendedNotice title="Your rooms have been changed" confirmation={search.confirmationNumber}>
        Booking {amend.data.ConfirmationNumber}: {search.amend.length} rooms from{' '}
        {formatAccountDate(search.arrivalDate)} for {nightsOf(search.numberOfNights)}. A receipt is e-mailed
        to you.
      </AmendedNotice>
    );

  const chosen = search.amend.map((id) => choices[id]);
  const difference = chosen.reduce((sum, c) => sum + (c ? c.rate.Total - c.was : 0), 0);
  const close = () => {
    setConfirming(false);
    amend.reset();
  };
  const confirm = () =>
    amend.mutate(
      {
        confirmationNumber: search.confirmationNumber,
        requestId,
        arrivalDate: search.arrivalDate,
        numberOfNights: search.numberOfNights,
        rooms: search.amend.map((id, i) => ({
          amend: id,
          occupancy: [search.occupancy[i] ?? [2, 0, 0]],
          roomCode: choices[id]?.room.RoomCode ?? '',
          rateCode: choices[id]?.rate.RateCode ?? '',
        })),
      },
      {
        // Nothing was changed: the room named is asked again, with what is free for it now.
        onError: (error) => {
          setRequestId(crypto.randomUUID());
          setConfirming(false);
          const leg = error instanceof ApiError ? (error.body as { Leg?: number } | null)?.Leg : undefined;
          setChoices((all) => Object.fromEntries(Object.entries(all).filter(([, c]) => c?.leg !== leg)));
          void queryClient.invalidateQueries({ queryKey: staySearchQueries.amendSearches });
        },
      },
    );

  return (
    <AmendPage
      confirmation={search.confirmationNumber}
      title={`Amend all rooms of booking ${search.confirmationNumber}`}
    >
      <p>New dates apply to every room; choose each room&apos;s guests, then a room and rate for each.</p>
      <NewStayForm
        key={params.toString()}
        request={search}
        capacity={capacity}
        onSearch={(next) => {
          setChoices({});
          setParams(amendAllQueryOf(next), { replace: true });
        }}
      />
      {amend.isError && !confirming && (
        <Alert tone="error" title="Nothing has been changed">
          {amend.error.message}
        </Alert>
      )}
      {search.amend.map((id, index) => (
        <AmendAllRoom
          key={`${id}-${params.toString()}`}
          search={search}
          index={index}
          choice={choices[id]}
          onChoose={(choice) => setChoices((all) => ({ ...all, [id]: choice }))}
          capacity={capacity}
          names={names}
        />
      ))}
      {chosen.every(Boolean) && (
        <Button className="self-start" onClick={() => setConfirming(true)}>
          Review the new rooms
        </Button>
      )}
      <ConfirmModal
        open={confirming}
        title="Change all your rooms?"
        confirmLabel="Confirm new rooms"
        busy={amend.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <ul className="flex flex-col gap-2">
          {chosen.map(
            (c) =>
              c && (
                <li key={c.leg}>
                  Room {c.leg}: {c.room.DisplayName}, {c.rate.DisplayName}:{' '}
                  <strong>{formatPrice(c.rate.Total)}</strong> (was {formatPrice(c.was)})
                </li>
              ),
          )}
        </ul>
        <p className="text-sm">
          {stayBillWords(difference)} All rooms change together, or none does. A receipt is e-mailed to you
          once they are changed.
        </p>
      </ConfirmModal>
    </AmendPage>
  );
}
