import { useState } from 'react';
import { clsx } from 'clsx';
import { Itinerary } from '../../../components/booking/itinerary';
import { formatShortDate } from '../../../lib/format';
import type { BookingInProgress } from '../../../lib/spa-day/booking-context';
import { itineraryNamesOf } from '../../../lib/spa-day/treatment-menu';

/** The booking summary bar: date, package (or 'Spa treatments') and each guest's itinerary; collapsible on small screens. */
export function SummaryBar({ booking }: { booking: BookingInProgress }) {
  const [open, setOpen] = useState(false);
  const { search, menu, timeZone } = booking;
  return (
    <aside aria-label="Your booking" className="no-print mb-6 rounded-lg border border-sage-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {formatShortDate(search.date)} · {menu.name} · {search.guestCount}{' '}
          {search.guestCount === 1 ? 'guest' : 'guests'}
        </p>
        <button
          type="button"
          className="min-h-11 px-2 text-teal-800 underline underline-offset-4 lg:hidden"
          aria-expanded={open}
          aria-controls="booking-summary-details"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide Summary' : 'Show Summary'}
        </button>
      </div>
      <div id="booking-summary-details" className={clsx('mt-3 lg:block', open ? 'block' : 'hidden')}>
        <Itinerary
          itinerary={booking.session.Itinerary}
          search={search}
          spaDay={itineraryNamesOf(booking)}
          timeZone={timeZone}
        />
      </div>
    </aside>
  );
}
