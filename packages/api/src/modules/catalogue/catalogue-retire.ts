import { buildResortDay, roomPlaces, type Catalogue, type CatalogueEdit } from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict } from '../../lib/http-error';
import { appointmentsDuring } from '../holds';

/** Far enough past any bookable day (a year ahead) to find every appointment still to come. */
const TWO_YEARS_MS = 2 * 366 * 24 * 60 * 60_000;

/**
 * A therapist or room is retired from a date (its entry removed from that date's version),
 * never while a confirmed appointment on or after that date still names it: 409 saying how
 * many and the first day, so the manager moves them first (the diary) or retires it later.
 * Packages and extras retire freely: a booking keeps what it was sold at (decision 0350).
 */
export async function assertRetirable(
  db: Executor,
  base: Catalogue,
  edits: readonly CatalogueEdit[],
  effectiveFrom: string,
): Promise<void> {
  const staff = new Set(
    edits.filter((e) => e.section === 'Therapists' && e.entry === null).map((e) => e.key),
  );
  const rooms = new Set(
    edits
      .filter((e) => e.section === 'TreatmentRooms' && e.entry === null)
      .flatMap((e) => {
        const room = base.TreatmentRooms.find((r) => r.RoomId === e.key);
        return room ? roomPlaces(room).map((p) => p.Id) : [e.key];
      }),
  );
  if (staff.size === 0 && rooms.size === 0) return;
  const from = buildResortDay(effectiveFrom, base.Resort.TimeZone).start * 60_000;
  const claims = await appointmentsDuring(db, {
    start: new Date(from),
    end: new Date(from + TWO_YEARS_MS),
  });
  const using = claims.filter(
    (c) =>
      c.expiresAt === null &&
      ((c.staffId !== null && staff.has(c.staffId)) || (c.roomId !== null && rooms.has(c.roomId))),
  );
  const first = using[0];
  if (!first) return;
  const day = first.during.start.toLocaleDateString('en-CA', { timeZone: base.Resort.TimeZone });
  throw conflict(
    `${using.length} confirmed treatment${using.length === 1 ? '' : 's'} from ${effectiveFrom} (the first on ${day}) still use what you are retiring. Move them in the diary first, or retire it from a later date.`,
  );
}
