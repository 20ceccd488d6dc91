import type { ReactNode } from 'react';
import { formatAccountDate, formatPrice } from '@spa/domain';
import { Alert, Loader } from '../../components/ui/feedback';
import type { Auth } from '../../lib/auth';
import { RoomOptions, type RateChoice } from './room-options';

/** What the stay screens show a guest not signed in: a loader while the sign-in is restored, else how to sign in. */
export function SignInFirst({ status, toDo }: { status: Auth['status']; toDo: string }) {
  if (status === 'restoring') return <Loader label="Checking your sign-in" />;
  return (
    <Alert tone="warning">
      Please sign in to {toDo}.{' '}
      <a className="underline" href="/account/#/login">
        Login
      </a>
    </Alert>
  );
}

/** The rooms free for the dates searched, or why there are none. */
export function RoomResults({
  arrivalDate,
  departureDate,
  rooms,
  onChoose,
}: {
  arrivalDate: string;
  departureDate: string;
  rooms: Parameters<typeof RoomOptions>[0]['rooms'];
  onChoose: (choice: RateChoice) => void;
}) {
  if (rooms.length === 0)
    return (
      <Alert tone="info">
        Sorry, no room is free for every night of these dates for these guests. Please try other dates.
      </Alert>
    );
  return (
    <>
      <h2 className="text-xl">
        Rooms from {formatAccountDate(arrivalDate)} to {formatAccountDate(departureDate)}
      </h2>
      <RoomOptions rooms={rooms} onChoose={onChoose} />
    </>
  );
}

/** The room and rate chosen, for the dates, with its price (and `after` it, e.g. the price it replaces). */
export function ChoiceSummary({
  choice,
  arrivalDate,
  departureDate,
  after,
}: {
  choice: RateChoice;
  arrivalDate: string;
  departureDate: string;
  after?: ReactNode;
}) {
  return (
    <p>
      {choice.room.DisplayName}, {choice.rate.DisplayName}, {formatAccountDate(arrivalDate)} to{' '}
      {formatAccountDate(departureDate)}: <strong>{formatPrice(choice.rate.Total)}</strong>
      {after}.
    </p>
  );
}

/** "3 nights", "1 night". */
export const nightsOf = (numberOfNights: number) =>
  `${numberOfNights} ${numberOfNights === 1 ? 'night' : 'nights'}`;
