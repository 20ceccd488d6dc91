import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { splitUpcomingPrevious, TOP_BOOKING_BUTTON_AFTER } from '@spa/domain';
import { ButtonLink } from '../ui/button';
import { Alert, Loader } from '../ui/feedback';

const TABS = [
  { to: '/bookings/stay', label: 'Stay' },
  { to: '/bookings/spa', label: 'Spa' },
];

/** 'Make a booking': the entry to booking (account-area §2). */
function MakeABooking() {
  return <ButtonLink href="/booking/">Make a booking</ButtonLink>;
}

/** What the list needs of a booking: cancelled ones are listed apart from Upcoming and Previous. */
type Listed = { Id: string; DaysToGo: number; IsCancelled?: boolean };

/**
 * 'Your Bookings' with its Stay and Spa tabs, and a list in sections, Upcoming and
 * Previous (account-area §2) and Cancelled: the empty text with 'Make a
 * booking', which is also offered at the top above six bookings.
 */
export function BookingsList<T extends Listed>({
  query,
  renderBooking,
  kind,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[] };
  renderBooking: (booking: T) => ReactNode;
  kind: string;
}) {
  return (
    <section aria-labelledby="bookings-title" className="flex flex-col gap-6">
      <h2 id="bookings-title" className="text-2xl">
        Your Bookings
      </h2>
      <nav aria-label="Kind of booking">
        <ul className="flex gap-2 border-b border-sage-200">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  clsx(
                    'inline-flex min-h-11 items-center border-b-4 px-4 font-semibold',
                    isActive ? 'border-teal-800 text-ink' : 'border-transparent text-teal-800 underline',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <Loader label={`Loading your ${kind} bookings`} />
      ) : query.isError || !query.data ? (
        <Alert tone="error">Sorry, there has been an error. Please try again.</Alert>
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p>You currently have no bookings.</p>
          <MakeABooking />
        </div>
      ) : (
        <Sections bookings={query.data} renderBooking={renderBooking} />
      )}
    </section>
  );
}

function Sections<T extends Listed>({
  bookings,
  renderBooking,
}: {
  bookings: T[];
  renderBooking: (booking: T) => ReactNode;
}) {
  const { upcoming, previous, cancelled } = splitUpcomingPrevious(bookings);
  const sections = [
    { id: 'upcoming', title: 'Upcoming', list: upcoming },
    { id: 'previous', title: 'Previous', list: previous },
    { id: 'cancelled', title: 'Cancelled', list: cancelled },
  ];
  return (
    <>
      {bookings.length > TOP_BOOKING_BUTTON_AFTER && (
        <div>
          <MakeABooking />
        </div>
      )}
      {sections.map(
        (section) =>
          section.list.length > 0 && (
            <section key={section.id} aria-labelledby={`${section.id}-title`} className="flex flex-col gap-3">
              <h3 id={`${section.id}-title`} className="text-xl">
                {section.title}
              </h3>
              <ul className="flex flex-col gap-3">
                {section.list.map((booking) => (
                  <li key={booking.Id}>{renderBooking(booking)}</li>
                ))}
              </ul>
            </section>
          ),
      )}
    </>
  );
}
