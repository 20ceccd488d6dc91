import type { BookingResponse } from '@spa/domain';
import { formatTime } from '../../lib/format';

type Guest = Pick<BookingResponse['Guests'][number], 'Title' | 'FirstName' | 'LastName'>;

/** A confirmed booking's itinerary: each guest's items in time order, with start times. */
export function GuestItinerary({
  guests,
  items,
  timeZone,
  titleOf,
}: {
  guests: Guest[];
  items: BookingResponse['Items'];
  timeZone: string;
  titleOf: (code: string) => string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {guests.map((guest, i) => {
        const own = items
          .filter((item) => item.GuestIndexes.includes(i))
          .sort((a, b) => a.StartDateTime.localeCompare(b.StartDateTime));
        return (
          <div key={i}>
            <h3 className="mb-1 font-sans text-base font-bold">
              {titleOf(guest.Title)} {guest.FirstName} {guest.LastName}
            </h3>
            <ul className="space-y-0.5 text-sm">
              {own.map((item, j) => (
                <li key={j}>
                  <span className="mr-2 font-semibold tabular-nums">
                    {formatTime(item.StartDateTime, timeZone)}
                  </span>
                  {item.DisplayName}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
