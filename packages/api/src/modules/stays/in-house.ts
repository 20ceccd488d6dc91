import type { InHouseStay } from '@spa/domain';
import type { inHouseStays } from './stays.repository';

/** A room of a stay in house, as the ledger and the desk need it (decisions 0320, 0445). */
export type InHouseRoom = Awaited<ReturnType<typeof inHouseStays>>[number];

/** In-house rooms as the desk's screens read them. */
export const inHouseOnWire = (rooms: InHouseRoom[]): InHouseStay[] =>
  rooms.map((r) => ({
    ConfirmationNumber: r.confirmationNumber,
    LeadGuest: r.leadGuest,
    Room: r.roomCode,
    Departs: r.departureDate,
  }));
