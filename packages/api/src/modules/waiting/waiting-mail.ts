import { formatLongDate, planToWire, type Catalogue, type ComposedPlan } from '@spa/domain';
import type { WaitingEntryRow } from './waiting.tables';

/** The booking flow's step an offer's link opens: the held session's details, then payment. */
export const offerPath = (sessionId: string, spaDay: boolean) =>
  `/booking/#/spa/${spaDay ? 'day' : 'treatment'}/${encodeURIComponent(sessionId)}/details`;

/** What the offer e-mail says: the day, each treatment held, until when, and the link. */
export function offerMail(
  catalogue: Catalogue,
  entry: Pick<WaitingEntryRow, 'name' | 'day'>,
  composed: ComposedPlan,
  offer: { sessionId: string; expiresAt: Date; publicOrigin: string },
) {
  const wire = planToWire(catalogue, composed);
  const times = wire.Timeline.flatMap((guest) =>
    guest.Items.filter((item) => item.Kind === 'treatment').map(
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
    link: `${offer.publicOrigin}${offerPath(offer.sessionId, !!composed.itinerary.spaDay)}`,
  };
}
