import { formatLongDate, itineraryTimeline, type Catalogue, type Itinerary } from '@spa/domain';
import type { WaitingEntryRow } from './waiting.tables';

/**
 * The booking flow's step an offer's link opens: the held session's details, then
 * payment; an arrival offer opens the arrival step (the guests' names first when the
 * guest joined from the package list), the guest goes on from there.
 */
export const offerPath = (
  sessionId: string,
  spaDay: boolean,
  step: 'details' | 'arrival' | 'guest' = 'details',
) => `/booking/#/spa/${spaDay ? 'day' : 'treatment'}/${encodeURIComponent(sessionId)}/${step}`;

/** What the offer e-mail says: the day, each treatment (or the arrival) held, until when, and the link. */
export function offerMail(
  catalogue: Catalogue,
  entry: Pick<WaitingEntryRow, 'name' | 'day' | 'wants' | 'search'>,
  itinerary: Itinerary,
  offer: { sessionId: string; expiresAt: Date; publicOrigin: string },
) {
  const shown = entry.wants === 'arrival' ? 'arrival' : 'treatment';
  const times = itineraryTimeline(catalogue, itinerary).flatMap((guest) =>
    guest.Items.filter((item) => item.Kind === shown).map(
      (item) => `Guest ${guest.GuestIndex + 1}: ${item.StartTime} ${item.Name}`,
    ),
  );
  const until = new Intl.DateTimeFormat('en-GB', {
    timeZone: catalogue.Resort.TimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(offer.expiresAt);
  return {
    name: entry.name,
    day: formatLongDate(entry.day),
    times,
    until,
    link: `${offer.publicOrigin}${offerPath(
      offer.sessionId,
      !!itinerary.spaDay,
      entry.wants !== 'arrival' ? 'details' : entry.search ? 'arrival' : 'guest',
    )}`,
  };
}
