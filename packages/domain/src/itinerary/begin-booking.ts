import type { Catalogue } from '../catalogue/catalogue.schema';
import type { BeginBookingRequest } from '../contract/spa.schemas';
import { ITEM_TYPE } from '../engine/item-types';
import { buildResortDay, formatLocalTime, toEpochMinute } from '../engine/resort-day';
import { byGuestThenStart, type Itinerary } from './itinerary';
import { BEGIN_BOOKING_FIELDS as F, type SelectionProblem } from './itinerary-fields';
import { resolveGardenCode } from './resolve-codes';

/**
 * The begin-booking body (booking-flow §7) as an itinerary. Prices, display names,
 * therapists' and rooms' ids as the browser last saw them are not part of it: the
 * server holds the truth and prices from the catalogue.
 *
 * @example itineraryOfBeginBooking(catalogue, body).treatments // [{ guestIndex: 0, code: 'M50', start, … }]
 */
export function itineraryOfBeginBooking(catalogue: Catalogue, body: BeginBookingRequest): Itinerary {
  const minute = toEpochMinute;
  const treatment = (item: {
    clientIndex: number;
    code: string;
    startDateTime: string;
    staffId: string;
    roomId: string;
  }) => ({
    guestIndex: item.clientIndex,
    code: item.code,
    start: minute(item.startDateTime),
    StaffId: item.staffId,
    RoomId: item.roomId,
  });
  return {
    date: body.date,
    partySize: body.clients.length,
    spaDay:
      body.isSpaDay && body.package
        ? { PremierId: body.package.packageId, BandNumber: body.package.packageTimeBandNumber }
        : undefined,
    arrivals: body.isSpaDay
      ? body.clients.flatMap((client, guestIndex) =>
          client.arrivalTime ? [{ guestIndex, start: minute(client.arrivalTime) }] : [],
        )
      : [],
    dining: body.restaurantTime
      ? {
          RestaurantId: body.restaurantTime.restaurantId,
          start: minute(body.restaurantTime.time),
          FacilityIds: body.restaurantTime.facilities,
        }
      : undefined,
    gardens: body.spaGardenTimes
      .map((g) => ({ guestIndex: g.clientIndex, start: minute(g.startDateTime) }))
      .sort(byGuestThenStart),
    treatments: body.items
      .filter((item) => item.itemType === ITEM_TYPE.treatment)
      .map(treatment)
      .sort(byGuestThenStart),
    addOnTreatments: body.extraTreatments.map(treatment).sort(byGuestThenStart),
    mudRoom: body.mudPackage
      ? { start: minute(body.mudPackage.startDateTime), guestIndexes: body.mudPackage.clientIndexes }
      : undefined,
    gardenExtra: body.spaGardenExtraTimes
      ? {
          code: resolveGardenCode(catalogue, body.spaGardenExtraTimes.code),
          start: minute(body.spaGardenExtraTimes.startDateTime),
          guestIndexes: body.spaGardenExtraTimes.clientIndexes,
        }
      : undefined,
  };
}

/**
 * Whether the body names any choice (package, arrivals, dining, garden, treatments,
 * add-ons), as the spec's body does. The booking web sends only the guests' and lead
 * booker's details: the session's holds are the booking, so there is nothing to compare.
 *
 * @example namesChoices({ ...details, items: [] }) // false
 */
export function namesChoices(body: BeginBookingRequest): boolean {
  return (
    Boolean(body.package) ||
    Boolean(body.restaurantTime) ||
    Boolean(body.mudPackage) ||
    Boolean(body.spaGardenExtraTimes) ||
    body.items.length > 0 ||
    body.extraTreatments.length > 0 ||
    body.spaGardenTimes.length > 0 ||
    body.clients.some((c) => Boolean(c.arrivalTime))
  );
}

/**
 * Does the begin-booking body show the booking the session holds? The holds are the
 * booking; the body is cross-checked, never trusted: each of its choices must be held
 * (same guest, treatment and duration, time), and each held choice must be in it.
 * Therapists, rooms and tables are the server's and are not compared. Returns the
 * differences, named by the body's fields: empty when the browser shows the truth.
 *
 * @example crossCheckBeginBooking(catalogue, held, body) // [{ Field: 'items[1]', Message: 'FACIAL at 11:00 for guest 2 is not held: …' }]
 */
export function crossCheckBeginBooking(
  catalogue: Catalogue,
  held: Itinerary,
  body: BeginBookingRequest,
): SelectionProblem[] {
  const shown = itineraryOfBeginBooking(catalogue, body);
  const day = buildResortDay(held.date, catalogue.Resort.TimeZone);
  const at = (minute: number) => formatLocalTime(day, minute);
  const guest = (index: number) => `guest ${index + 1}`;
  const treatmentName = (code: string) =>
    catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code))?.DisplayName ?? code;
  const problems: SelectionProblem[] = [];
  const problem = (Field: string, Message: string) => problems.push({ Field, Message });
  const AGAIN = 'choose it again or reload the booking';

  if (shown.date !== held.date) problem('date', `the times held are for ${held.date}`);
  if (shown.partySize !== held.partySize)
    problem('clients', `the times held are for ${held.partySize} guest(s)`);
  if (body.isSpaDay !== (held.spaDay !== undefined))
    problem('isSpaDay', held.spaDay ? 'a Spa Day is held' : 'no Spa Day is held');
  if (problems.length > 0 || !namesChoices(body)) return problems;
  if (
    shown.spaDay?.PremierId !== held.spaDay?.PremierId ||
    shown.spaDay?.BandNumber !== held.spaDay?.BandNumber
  )
    problem(
      F.package,
      held.spaDay ? 'the package or time band differs from the one held' : 'no package is held',
    );
  if (problems.length > 0) return problems;

  for (let g = 0; g < held.partySize; g++) {
    const mine = held.arrivals.find((a) => a.guestIndex === g)?.start;
    const theirs = shown.arrivals.find((a) => a.guestIndex === g)?.start;
    if (mine !== theirs)
      problem(
        F.arrival(g),
        mine === undefined
          ? `no arrival time is held for ${guest(g)}`
          : `${guest(g)}'s arrival held is ${at(mine)}`,
      );
  }
  const dining = (i: Itinerary) => (i.dining ? `${i.dining.RestaurantId}@${i.dining.start}` : '');
  if (dining(shown) !== dining(held))
    problem(
      F.dining,
      held.dining ? `the dining time held is ${at(held.dining.start)}: ${AGAIN}` : 'no dining time is held',
    );

  const gardenKey = (g: { guestIndex: number; start: number }) => `${g.guestIndex}@${g.start}`;
  compareLists(
    body.spaGardenTimes.map((g, i) => ({
      field: F.garden(i),
      choice: { guestIndex: g.clientIndex, start: toEpochMinute(g.startDateTime) },
    })),
    held.gardens,
    gardenKey,
    (g) => `the spa garden at ${at(g.start)} for ${guest(g.guestIndex)}`,
    F.gardens,
  );
  const treatmentKey = (t: { guestIndex: number; code: string; start: number }) =>
    `${t.guestIndex}:${t.code}@${t.start}`;
  const treatmentLabel = (t: { guestIndex: number; code: string; start: number }) =>
    `${treatmentName(t.code)} at ${at(t.start)} for ${guest(t.guestIndex)}`;
  const asChoice = (item: { clientIndex: number; code: string; startDateTime: string }) => ({
    guestIndex: item.clientIndex,
    code: item.code,
    start: toEpochMinute(item.startDateTime),
  });
  compareLists(
    body.items.flatMap((item, i) =>
      item.itemType === ITEM_TYPE.treatment ? [{ field: F.treatment(i), choice: asChoice(item) }] : [],
    ),
    held.treatments,
    treatmentKey,
    treatmentLabel,
    F.treatments,
  );
  compareLists(
    body.extraTreatments.map((item, i) => ({ field: F.addOnTreatment(i), choice: asChoice(item) })),
    held.addOnTreatments,
    treatmentKey,
    treatmentLabel,
    F.addOnTreatments,
  );
  const group = (g?: { start: number; guestIndexes: readonly number[]; code?: string }) =>
    g ? `${g.code ?? ''}@${g.start}:${[...g.guestIndexes].sort((a, b) => a - b).join(',')}` : '';
  if (group(shown.mudRoom) !== group(held.mudRoom))
    problem(
      F.mudRoom,
      held.mudRoom ? `the mud room held is at ${at(held.mudRoom.start)}` : 'no mud room time is held',
    );
  if (group(shown.gardenExtra) !== group(held.gardenExtra))
    problem(
      F.gardenExtra,
      held.gardenExtra
        ? `the spa garden add-on held is at ${at(held.gardenExtra.start)}`
        : 'no spa garden add-on is held',
    );
  return problems;

  /** Each choice of the body must be held, each held choice in the body. */
  function compareLists<T>(
    inBody: readonly { field: string; choice: T }[],
    inHolds: readonly T[],
    key: (choice: T) => string,
    label: (choice: T) => string,
    wholeField: string,
  ) {
    const heldKeys = new Set(inHolds.map(key));
    const bodyKeys = new Set(inBody.map((b) => key(b.choice)));
    for (const { field, choice } of inBody)
      if (!heldKeys.has(key(choice))) problem(field, `${label(choice)} is not held: ${AGAIN}`);
    for (const choice of inHolds)
      if (!bodyKeys.has(key(choice)))
        problem(wholeField, `${label(choice)} is held but missing from the booking`);
  }
}
