import {
  availabilityInputs,
  BOOKING_HORIZON_DAYS,
  buildResortDay,
  calendarDay,
  emptyItinerary,
  findDiningSlots,
  findExtraSlots,
  findSpaDayPackages,
  findSpaGardenSlots,
  findTreatmentSlots,
  formatOffsetDateTime,
  lastBookableDate,
  localTimeToMinute,
  workingSpans,
  type AvailabilityInputs,
  type Catalogue,
  type ChoiceScope,
  type ExtrasRequest,
  type ExtrasResponse,
  type FacilitiesResponse,
  type FilteredSelection,
  type GuestAvailability,
  type GroupsRequest,
  type RestaurantRequest,
  type Taken,
  type TreatmentAvailabilityRequest,
} from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import { findSession } from '../session';
import { heldItinerary, loadTaken, rotaBetween, rotaDatesOf, type TakenCache } from '../spa-claims';

/** The instant a booking question is asked (§9 lead time): the database's clock; a test may set it. */
export type BookingNow = (db: Executor) => Promise<Date>;

/** What the availability services use (built once at start-up, see app-deps.ts). */
export interface AvailabilityDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  log: FastifyBaseLogger;
  /** What is taken per date and the answers given from it (decision 160); null: read every time. */
  takenCache: TakenCache | null;
}

/** Today's date at the resort. The API reads the clock; the domain never does. */
export function resortToday(catalogue: Catalogue, now = new Date()): string {
  return calendarDay(now, catalogue.Resort.TimeZone);
}

/**
 * Refuses dates in the past and more than a year ahead, naming the field (400). Whether
 * the date can still be booked at this hour (§9: Spa Days from tomorrow, treatments
 * from tomorrow after 15:00, nothing within the lead time) is the engine's, from the
 * booking clock.
 */
export function assertBookableDate(catalogue: Catalogue, date: string, field: string, now: Date) {
  const today = resortToday(catalogue, now);
  if (date < today) throw badRequest(field, 'must not be in the past');
  if (date > lastBookableDate(today))
    throw badRequest(field, `must be within ${BOOKING_HORIZON_DAYS} days (bookings open a year ahead)`);
}

/** What other sessions hold or have booked on the resort day of `date`. */
export async function takenOn(
  deps: Pick<AvailabilityDeps, 'catalogue'>,
  db: Executor,
  date: string,
  exceptSessionId: string | null,
): Promise<Taken> {
  const day = buildResortDay(date, deps.catalogue.Resort.TimeZone);
  const taken = await loadTaken(
    db,
    new Date(day.start * 60_000),
    new Date(day.end * 60_000),
    exceptSessionId,
    deps.catalogue.MudRoom?.RoomId ?? null,
  );
  return { ...taken, working: await workingOn(deps, db, date) };
}

/** When each therapist works on the resort day of `date`: the dated rota over the weekly pattern (decision 185). */
export async function workingOn(deps: Pick<AvailabilityDeps, 'catalogue'>, db: Executor, date: string) {
  const dates = rotaDatesOf(date);
  const { rota } = await rotaBetween(db, dates.from, dates.to);
  return workingSpans(deps.catalogue, date, rota);
}

/** One availability question: the date, the party, the part being chosen and the asking session. */
interface Question {
  date: string;
  field: string;
  partySize: number;
  sessionId: string | null | undefined;
  selections: readonly FilteredSelection[];
}

/** The engine's inputs for a question, and the instant it was asked at. */
interface Asked {
  now: Date;
  inputsFor: (scope: ChoiceScope) => AvailabilityInputs;
}

/**
 * The engine's inputs for a question (docs/decisions.md §53, §100): what others have
 * taken, and with a session what it holds outside each scope (its resources taken,
 * its choices the §5 choices); the browser's FilteredSelections are only cross-checked
 * then. `now` is the booking clock's instant.
 */
async function inputsOf(
  deps: AvailabilityDeps,
  question: Question,
  now: Date,
  session: Awaited<ReturnType<typeof findSession>>,
  taken: Taken,
): Promise<Asked> {
  const { catalogue, db } = deps;
  const sessionId = question.sessionId ?? null;
  const context = session?.itineraryContext;
  const held =
    session && sessionId
      ? context?.date === question.date
        ? await heldItinerary(db, sessionId, context)
        : emptyItinerary({ date: question.date, partySize: question.partySize })
      : undefined;
  return {
    now,
    inputsFor: (scope) => {
      const inputs = availabilityInputs(catalogue, { taken, held, scope, selections: question.selections });
      if (inputs.unheldSelections.length > 0)
        deps.log.debug(
          { unheld: inputs.unheldSelections.map((s) => s.Type) },
          'FilteredSelections the session does not hold (not used)',
        );
      return inputs;
    },
  };
}

/** Resort days by date and zone, built once (time-zone arithmetic was 3% of a cached answer's CPU). */
const resortDays = new Map<string, ReturnType<typeof buildResortDay>>();
function resortDayOf(date: string, timeZone: string) {
  const key = `${timeZone} ${date}`;
  let day = resortDays.get(key);
  if (!day) {
    day = buildResortDay(date, timeZone);
    if (resortDays.size >= 400) resortDays.clear();
    resortDays.set(key, day);
  }
  return day;
}

/**
 * Answers a question: `compute` gets the engine's inputs. With the taken cache, what is
 * taken comes from the cached day (checked against the claims' change counters by a read
 * sent after the question arrived), and the answer itself is kept for identical questions
 * until the claims change, a hold lapses or the minute turns (decision 160). The key holds
 * everything the answer depends on: the question (with its session), the session's
 * itinerary context (its holds are claims, so in the day), and the booking clock's minute
 * (the engine reads `now` to the minute: lead time, past times, today's cut-off).
 */
async function answer<T>(
  deps: AvailabilityDeps,
  kind: string,
  question: Question,
  request: unknown,
  compute: (asked: Asked) => T,
): Promise<T> {
  const { catalogue, db, takenCache } = deps;
  const sessionId = question.sessionId ?? null;
  const span = resortDayOf(question.date, catalogue.Resort.TimeZone);
  // The booking clock is the database's: with the cache, its check reads the clock in the same
  // statement, sent after the question arrived, so there is no read of its own, and an answer is
  // kept for the minute of the check that found it current (decision 164).
  const clockInCheck = takenCache !== null && deps.bookingNow === databaseNow;
  const [clock, session, day] = await Promise.all([
    clockInCheck ? null : deps.bookingNow(db),
    sessionId ? findSession(db, sessionId) : null,
    takenCache?.day(span),
  ]);
  const now = clock ?? (day ? new Date(day.now) : await deps.bookingNow(db));
  assertBookableDate(catalogue, question.date, question.field, now);
  if (!day)
    return compute(
      await inputsOf(deps, question, now, session, await takenOn(deps, db, question.date, sessionId)),
    );
  const key = JSON.stringify([
    kind,
    request,
    session?.itineraryContext ?? null,
    Math.floor(now.getTime() / 60_000),
  ]);
  return day.answer(key, async () =>
    compute(await inputsOf(deps, question, now, session, day.takenExcept(sessionId))),
  );
}

const allGuests = (partySize: number) => Array.from({ length: partySize }, (_, i) => i);

export async function spaDayPackages(
  deps: AvailabilityDeps,
  request: { date: string; numberOfClients: number; SessionId?: string },
) {
  return answer(
    deps,
    'packages',
    {
      date: request.date,
      field: 'body.date',
      partySize: request.numberOfClients,
      sessionId: request.SessionId,
      selections: [],
    },
    request,
    ({ now, inputsFor }) => {
      const { taken, choices } = inputsFor({ kind: 'arrival' });
      return {
        packages: findSpaDayPackages(deps.catalogue, taken, {
          date: request.date,
          partySize: request.numberOfClients,
          choices,
          clock: { now },
        }),
      };
    },
  );
}

export async function treatmentAvailability(deps: AvailabilityDeps, request: TreatmentAvailabilityRequest) {
  const guests = request.GuestRequirements.map((g, position) => ({
    GuestIndex: g.GuestIndex ?? position,
    Activities: g.Activities,
  }));
  return answer(
    deps,
    'treatments',
    {
      date: request.Date,
      field: 'body.Date',
      partySize: guests.length,
      sessionId: request.SessionId,
      selections: request.FilteredSelections,
    },
    request,
    ({ now, inputsFor }) => {
      const slotsWith = (scope: ChoiceScope) => {
        const { taken, choices } = inputsFor(scope);
        return findTreatmentSlots(deps.catalogue, taken, {
          date: request.Date,
          guests,
          startTogether: request.StartTogether,
          choices,
          clock: { now },
        });
      };
      const offered = slotsWith({ kind: 'treatments', guestIndexes: guests.map((g) => g.GuestIndex) });
      if (!request.SessionId || hasFreeTime(offered)) return offered;
      // A dead end: which earlier choice, set aside, would free a time? The latest-made first.
      const blocker = (['garden', 'dining', 'arrival'] as const).find((kind) =>
        hasFreeTime(slotsWith({ kind })),
      );
      return blocker ? { ...offered, BlockedBy: { Kind: blocker } } : offered;
    },
  );
}

export async function spaGardenAvailability(
  deps: AvailabilityDeps,
  request: GroupsRequest & { SessionId?: string },
) {
  const partySize = request.numberOfGuests ?? 1;
  return answer(
    deps,
    'garden',
    {
      date: request.date,
      field: 'body.date',
      partySize,
      sessionId: request.SessionId,
      selections: request.FilteredSelections,
    },
    request,
    ({ now, inputsFor }) => {
      const gardens = request.spaGardenCode
        ? deps.catalogue.SpaGardens.filter((g) => g.Code === request.spaGardenCode)
        : deps.catalogue.SpaGardens;
      if (request.spaGardenCode && gardens.length === 0)
        throw badRequest('body.spaGardenCode', `unknown spa garden "${request.spaGardenCode}"`);
      const { taken, choices } = inputsFor({ kind: 'garden' });
      return {
        Groups: gardens.map((garden) => ({
          Code: garden.Code,
          DisplayName: garden.DisplayName,
          Slots: findSpaGardenSlots(deps.catalogue, taken, {
            date: request.date,
            spaGardenCode: garden.Code,
            partySize,
            choices,
            guestIndexes: request.SessionId ? allGuests(partySize) : undefined,
            clock: { now },
          }),
        })),
      };
    },
  );
}

export async function diningAvailability(
  deps: AvailabilityDeps,
  request: RestaurantRequest & { SessionId?: string },
) {
  return answer(
    deps,
    'dining',
    {
      date: request.ArrivalDate,
      field: 'body.ArrivalDate',
      partySize: request.Guests,
      sessionId: request.SessionId,
      selections: [],
    },
    request,
    ({ now, inputsFor }) => {
      const { taken, choices } = inputsFor({ kind: 'dining' });
      return findDiningSlots(deps.catalogue, taken, {
        date: request.ArrivalDate,
        restaurantIds: request.Restaurants,
        guests: request.Guests,
        sitting: request.Sitting,
        from: request.StartTime,
        until: request.EndTime,
        choices,
        clock: { now },
      });
    },
  );
}

/**
 * Add-on times. Each kind of extra is asked with its own part set aside (the mud room,
 * the add-on treatment of its guest, the garden add-on), so that a guest re-choosing
 * one add-on is offered its own time again while the others count.
 */
export async function extrasAvailability(
  deps: AvailabilityDeps,
  request: ExtrasRequest & { SessionId?: string },
): Promise<ExtrasResponse> {
  return answer(
    deps,
    'extras',
    {
      date: request.date,
      field: 'body.date',
      partySize: Math.max(1, ...request.guestIndexes.map((g) => g + 1)),
      sessionId: request.SessionId,
      selections: request.FilteredSelections,
    },
    request,
    ({ now, inputsFor }) => {
      const mudCode = deps.catalogue.MudRoom?.ActivityCode;
      const query = { date: request.date, guestIndexes: request.guestIndexes, clock: { now } };
      const answer = (scope: ChoiceScope, appointmentExtras: string[], groupExtras: string[]) => {
        if (appointmentExtras.length === 0 && groupExtras.length === 0)
          return { AddonAppointments: [], Groups: [] };
        const { taken, choices } = inputsFor(scope);
        return findExtraSlots(deps.catalogue, taken, { ...query, appointmentExtras, groupExtras, choices });
      };
      const mud = answer(
        { kind: 'mud' },
        request.appointmentExtras.filter((c) => c === mudCode),
        [],
      );
      const treatments = answer(
        { kind: 'addon-treatments', guestIndexes: request.guestIndexes.slice(0, 1) },
        request.appointmentExtras.filter((c) => c !== mudCode),
        [],
      );
      const garden = answer({ kind: 'garden-extra' }, [], request.groupExtras);
      const byKey = new Map(
        [...mud.AddonAppointments, ...treatments.AddonAppointments].map((a) => [a.Key, a] as const),
      );
      return {
        AddonAppointments: request.appointmentExtras.flatMap((code) => byKey.get(code) ?? []),
        Groups: garden.Groups,
      };
    },
  );
}

/**
 * POST api/spa/facilities (booking-flow §7): the spa's shared facilities on a date (spa
 * gardens, the mud room, the restaurants), open from when to when and for how many at
 * once, from the catalogue. Their free times are the groups, extras and restaurant calls'.
 */
export async function spaFacilities(
  deps: Pick<AvailabilityDeps, 'catalogue' | 'db' | 'bookingNow'>,
  request: { date: string },
): Promise<FacilitiesResponse> {
  const { catalogue } = deps;
  assertBookableDate(catalogue, request.date, 'body.date', await deps.bookingNow(deps.db));
  const day = buildResortDay(request.date, catalogue.Resort.TimeZone);
  const at = (time: string) => formatOffsetDateTime(day, localTimeToMinute(day, time));
  const mud = catalogue.MudRoom;
  return {
    facilities: [
      ...catalogue.SpaGardens.map((g) => ({
        Code: g.Code,
        DisplayName: g.DisplayName,
        Kind: 'SPA_GARDEN' as const,
        OpenDateTime: at(g.OpenTime),
        CloseDateTime: at(g.CloseTime),
        Capacity: g.Capacity,
      })),
      ...(mud
        ? [
            {
              Code: mud.RoomId,
              DisplayName: 'Mud room',
              Kind: 'MUD_ROOM' as const,
              OpenDateTime: at(mud.OpenTime),
              CloseDateTime: at(mud.CloseTime),
              Capacity: mud.Capacity,
            },
          ]
        : []),
      ...catalogue.Restaurants.map((r) => ({
        Code: r.RestaurantId,
        DisplayName: r.DisplayName,
        Kind: 'RESTAURANT' as const,
        OpenDateTime: at(r.Sittings.map((s) => s.DiningStartTime).sort()[0] ?? '00:00'),
        CloseDateTime: at(
          r.Sittings.map((s) => s.DiningEndTime)
            .sort()
            .at(-1) ?? '00:00',
        ),
        Capacity: r.Tables.reduce((seats, t) => seats + t.Seats, 0),
      })),
    ],
  };
}

/** Whether any guest has any start time free. */
const hasFreeTime = (answer: { GuestAvailability: readonly GuestAvailability[] }) =>
  answer.GuestAvailability.some((g) => [...g.Periods.AM, ...g.Periods.PM].some((s) => s.IsAvailable));
