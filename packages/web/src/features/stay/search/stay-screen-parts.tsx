import type { ReactNode } from 'react';
import { formatAccountDate, formatPrice, type StayAmendSearchResponse } from '@spa/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import type { Auth } from '../../../lib/auth';
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

/** The most one room of the hotel sleeps: adults, and guests in all (children too). */
export interface RoomCapacity {
  maxAdults: number;
  maxGuests: number;
}

/** The hotel's largest room, from its room types (8 and 8 while they load: the form's own bounds). */
export function roomCapacityOf(roomTypes: readonly { MaxAdults: number; MaxGuests: number }[] | undefined) {
  if (!roomTypes?.length) return { maxAdults: 8, maxGuests: 8 };
  return {
    maxAdults: Math.max(...roomTypes.map((r) => r.MaxAdults)),
    maxGuests: Math.max(...roomTypes.map((r) => r.MaxGuests)),
  };
}

/** The adults and children of a search's one room. */
export const partyOf = (request: { occupancy: readonly (readonly number[])[] }) => ({
  adults: request.occupancy[0]?.[0] ?? 0,
  children: request.occupancy[0]?.[1] ?? 0,
});

/** The rooms free for the dates searched, or why there are none and the nearest thing to try. */
export function RoomResults({
  arrivalDate,
  departureDate,
  rooms,
  guests,
  capacity,
  onChoose,
}: {
  arrivalDate: string;
  departureDate: string;
  rooms: Parameters<typeof RoomOptions>[0]['rooms'];
  /** Who the room is for. */
  guests: { adults: number; children: number };
  capacity: RoomCapacity;
  onChoose: (choice: RateChoice) => void;
}) {
  const tooMany = guests.adults > capacity.maxAdults || guests.adults + guests.children > capacity.maxGuests;
  if (rooms.length === 0)
    return tooMany ? (
      <Alert tone="info" title="No room sleeps this many guests">
        Our largest rooms sleep {capacity.maxAdults} adults, {capacity.maxGuests} guests in all. Choose up to{' '}
        {capacity.maxAdults} adults for this room and book another room for the rest of your party, or call
        the hotel and we will help.
      </Alert>
    ) : (
      <Alert tone="info">
        Sorry, no room is free for every night of these dates for these guests. Please try other dates or
        fewer nights.
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

/** The member's booking in the account area, where the amend pages lead back to. */
export const bookingPath = (confirmation: string) => `/account/#/bookings/stay/${confirmation}`;

/** The room as booked now, to compare with. */
export function Current({ search, names }: { search: StayAmendSearchResponse; names: Map<string, string> }) {
  const c = search.Current;
  return (
    <p>
      Now: {names.get(c.RoomCode) ?? c.RoomCode}, {formatAccountDate(c.ArrivalDate)} to{' '}
      {formatAccountDate(c.DepartureDate)}, {formatPrice(c.Total)}.
    </p>
  );
}

/** An amend page's heading, the booking it amends, and what it shows. */
interface AmendPageProps {
  title: string;
  confirmation: string;
  children: ReactNode;
}

/** What an amend page says once the booking is changed, and the way back to it. */
export function AmendedNotice({ title, confirmation, children }: AmendPageProps) {
  return (
    <section aria-labelledby="amended-title" className="flex flex-col gap-4">
      <h1 id="amended-title" className="text-3xl">
        {title}
      </h1>
      <p>{children}</p>
      <ButtonLink href={bookingPath(confirmation)}>Back to your booking</ButtonLink>
    </section>
  );
}

/** An amend page (one room, or all): the way back to the booking, its heading, then the search. */
export function AmendPage({ title, confirmation, children }: AmendPageProps) {
  return (
    <section aria-labelledby="search-title" className="flex flex-col gap-6">
      <a className="self-start underline" href={bookingPath(confirmation)}>
        Back to your booking
      </a>
      <h1 id="search-title" className="text-3xl">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A one-room search's answer: the rooms free for its dates and guests, or the nearest thing to try. */
export function OneRoomResults({
  request,
  answer,
  roomTypes,
  onChoose,
}: {
  request: { arrivalDate: string; occupancy: readonly (readonly number[])[] };
  answer: { DepartureDate: string; Rooms: Parameters<typeof RoomOptions>[0]['rooms'] };
  roomTypes: Parameters<typeof roomCapacityOf>[0];
  onChoose: (choice: RateChoice) => void;
}) {
  return (
    <RoomResults
      arrivalDate={request.arrivalDate}
      departureDate={answer.DepartureDate}
      rooms={answer.Rooms}
      guests={partyOf(request)}
      capacity={roomCapacityOf(roomTypes)}
      onChoose={onChoose}
    />
  );
}
