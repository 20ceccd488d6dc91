import {
  buildResortDay,
  calendarDay,
  choicesFromFilteredSelections,
  findDiningSlots,
  findExtraSlots,
  findSpaDayPackages,
  findSpaGardenSlots,
  findTreatmentSlots,
  nextDay,
  type Catalogue,
  type ExtrasRequest,
  type FilteredSelection,
  type GroupsRequest,
  type RestaurantRequest,
  type Taken,
  type TreatmentAvailabilityRequest,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { loadTaken } from '../spa-claims';

/** What the availability services use (built once at start-up, see app-deps.ts). */
export interface AvailabilityDeps {
  db: Executor;
  catalogue: Catalogue;
}

const MAX_DAYS_AHEAD = 366;

/** Today's date at the resort. The API reads the clock; the domain never does. */
export function resortToday(catalogue: Catalogue, now = new Date()): string {
  return calendarDay(now, catalogue.Resort.TimeZone);
}

/**
 * Refuses dates in the past (or before tomorrow for Spa Days, booking-flow §9) and
 * more than a year ahead, naming the field.
 */
export function assertBookableDate(
  catalogue: Catalogue,
  date: string,
  field: string,
  earliest: 'today' | 'tomorrow',
) {
  const today = resortToday(catalogue);
  const first = earliest === 'today' ? today : nextDay(today);
  if (date < first)
    throw badRequest(field, earliest === 'today' ? 'must not be in the past' : 'must be tomorrow or later');
  const last = new Date(Date.parse(`${today}T12:00:00Z`) + MAX_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (date > last) throw badRequest(field, `must be within ${MAX_DAYS_AHEAD} days`);
}

/** What other sessions hold or have booked on the resort day of `date`. */
export async function takenOn(
  deps: Pick<AvailabilityDeps, 'catalogue'>,
  db: Executor,
  date: string,
  exceptSessionId: string | null,
): Promise<Taken> {
  const day = buildResortDay(date, deps.catalogue.Resort.TimeZone);
  return loadTaken(
    db,
    new Date(day.start * 60_000),
    new Date(day.end * 60_000),
    exceptSessionId,
    deps.catalogue.MudRoom?.RoomId ?? null,
  );
}

const choicesOf = (deps: Pick<AvailabilityDeps, 'catalogue'>, selections: readonly FilteredSelection[]) =>
  choicesFromFilteredSelections(selections, deps.catalogue.Resort.DefaultDiningDurationMinutes);

export async function spaDayPackages(
  deps: AvailabilityDeps,
  request: { date: string; numberOfClients: number; SessionId?: string },
) {
  assertBookableDate(deps.catalogue, request.date, 'body.date', 'tomorrow');
  const taken = await takenOn(deps, deps.db, request.date, request.SessionId ?? null);
  return {
    packages: findSpaDayPackages(deps.catalogue, taken, {
      date: request.date,
      partySize: request.numberOfClients,
    }),
  };
}

export async function treatmentAvailability(deps: AvailabilityDeps, request: TreatmentAvailabilityRequest) {
  assertBookableDate(deps.catalogue, request.Date, 'body.Date', 'today');
  const taken = await takenOn(deps, deps.db, request.Date, request.SessionId);
  return findTreatmentSlots(deps.catalogue, taken, {
    date: request.Date,
    guests: request.GuestRequirements.map((g, position) => ({
      GuestIndex: g.GuestIndex ?? position,
      Activities: g.Activities,
    })),
    startTogether: request.StartTogether,
    choices: choicesOf(deps, request.FilteredSelections),
  });
}

export async function spaGardenAvailability(
  deps: AvailabilityDeps,
  request: GroupsRequest & { SessionId?: string },
) {
  assertBookableDate(deps.catalogue, request.date, 'body.date', 'today');
  const taken = await takenOn(deps, deps.db, request.date, request.SessionId ?? null);
  const gardens = request.spaGardenCode
    ? deps.catalogue.SpaGardens.filter((g) => g.Code === request.spaGardenCode)
    : deps.catalogue.SpaGardens;
  if (request.spaGardenCode && gardens.length === 0)
    throw badRequest('body.spaGardenCode', `unknown spa garden "${request.spaGardenCode}"`);
  return {
    Groups: gardens.map((garden) => ({
      Code: garden.Code,
      DisplayName: garden.DisplayName,
      Slots: findSpaGardenSlots(deps.catalogue, taken, {
        date: request.date,
        spaGardenCode: garden.Code,
        partySize: request.numberOfGuests ?? 1,
        choices: choicesOf(deps, request.FilteredSelections),
      }),
    })),
  };
}

export async function diningAvailability(
  deps: AvailabilityDeps,
  request: RestaurantRequest & { SessionId?: string },
) {
  assertBookableDate(deps.catalogue, request.ArrivalDate, 'body.ArrivalDate', 'today');
  const taken = await takenOn(deps, deps.db, request.ArrivalDate, request.SessionId ?? null);
  return findDiningSlots(deps.catalogue, taken, {
    date: request.ArrivalDate,
    restaurantIds: request.Restaurants,
    guests: request.Guests,
    sitting: request.Sitting,
    from: request.StartTime,
    until: request.EndTime,
  });
}

export async function extrasAvailability(
  deps: AvailabilityDeps,
  request: ExtrasRequest & { SessionId?: string },
) {
  assertBookableDate(deps.catalogue, request.date, 'body.date', 'today');
  const taken = await takenOn(deps, deps.db, request.date, request.SessionId ?? null);
  return findExtraSlots(deps.catalogue, taken, {
    date: request.date,
    appointmentExtras: request.appointmentExtras,
    groupExtras: request.groupExtras,
    guestIndexes: request.guestIndexes,
    choices: choicesOf(deps, request.FilteredSelections),
  });
}
