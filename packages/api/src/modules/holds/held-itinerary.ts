import {
  HoldKindSchema,
  itineraryFromClaims,
  type HeldClaimSet,
  type Itinerary,
  type ItineraryContext,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { sessionClaims, type SessionClaimRow } from './claims.repository';

/** The session's claim rows as the domain reads them back (one set per hold kind). */
function heldClaimSets(rows: readonly SessionClaimRow[]): HeldClaimSet[] {
  return HoldKindSchema.options.map((kind) => {
    const of = rows.filter((r) => r.holdKind === kind);
    return {
      kind,
      appointments: of
        .filter((r) => r.table === 'appointment')
        .map((r) => ({
          activityCode: r.code,
          staffId: r.staffId,
          roomId: r.roomId,
          guestIndexes: r.guestIndexes,
          start: r.start,
        })),
      tables: of
        .filter((r) => r.table === 'table')
        .map((r) => {
          const [restaurantId = '', facilityId = ''] = r.code.split('/');
          return { restaurantId, facilityId, start: r.start };
        }),
      capacity: of
        .filter((r) => r.table === 'capacity')
        .map((r) => ({ resourceCode: r.code, guestIndexes: r.guestIndexes, start: r.start })),
    };
  });
}

/**
 * The itinerary a session holds: its live claims, in the frame its holds were made in
 * (the session's itinerary context). The one record of a guest's choices on the server.
 */
export async function heldItinerary(
  db: Executor,
  sessionId: string,
  context: ItineraryContext,
): Promise<Itinerary> {
  return itineraryFromClaims(context, heldClaimSets(await sessionClaims(db, sessionId)));
}
