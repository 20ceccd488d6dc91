import {
  availabilityInputs,
  addDays,
  buildResortDay,
  dateLeavesTime,
  earliestBookableDate,
  emptyItinerary,
  findDiningSlots,
  findExtraSlots,
  findSpaDayPackages,
  findSpaGardenSlots,
  findTreatmentSlots,
  findWayOut,
  formatOffsetDateTime,
  lastBookableDate,
  localTimeToMinute,
  type AvailabilityInputs,
  type Catalogue,
  type ChoiceScope,
  type BookingClock,
  type ExtrasRequest,
  type ExtrasResponse,
  type FacilitiesResponse,
  type FilteredSelection,
  type GuestAvailability,
  type GroupsRequest,
  type Itinerary,
  type RestaurantRequest,
  type Taken,
  type TreatmentAvailabilityRequest,
  type TreatmentAvailabilityResponse,
  type WayOutQuery,
} from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { onDate } from '../../lib/catalogue-on-date';
import { findSession } from '../session';
import { heldItinerary, resortDayOf, rotaBetween, takenOn, type TakenCache } from '../holds';
import { assertBookableDate, resortToday, sessionClock, type BookingNow } from '../../lib/booking-clock';

/** What the availability services use (built once at start-up, see app-deps.ts). */
export interface AvailabilityDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  log: FastifyBaseLogger;
  /** What is taken per date and the answers given from it (decision 160); null: read every time. */
  takenCache: TakenCache | null;
}

/** One availability question: the date, the party, the part being chosen and the asking session. */
export interface Question {
  date: string;
  field: string;
  partySize: number;
  sessionId: string | null | undefined;
  selections: readonly FilteredSelection[];
}

/** The engine's inputs for a question, and the instant it was asked at. */
export interface Asked {
  now: Date;
  /** The engine's clock at `now`: the desk's when the asking session is a spa team member's (issue 22). */
  clock: BookingClock;
  inputsFor: (scope: ChoiceScope) => AvailabilityInputs;
  /** What other sessions have taken. */
  taken: Taken;
  /** What the asking session holds; absent without a session. */
  held: Itinerary | undefined;
}

/**
 * The engine's inputs for a question (docs/decisions.md §53, §100): what others have
 * taken, and with a session what it holds outside each scope (its resources taken,
 * its choices the §5 choices); the caller's FilteredSelections the session does not hold
 * narrow those choices further, never widen them (decision 225). `now` is the booking
 * clock's instant.
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
    clock: sessionClock(now, session),
    taken,
    held,
    inputsFor: (scope) => {
      const inputs = availabilityInputs(catalogue, { taken, held, scope, selections: question.selections });
      if (inputs.unheldSelections.length > 0)
        deps.log.debug(
          { unheld: inputs.unheldSelections.map((s) => s.Type) },
          'FilteredSelections the session does not hold (they narrow the answer)',
        );
      return inputs;
    },
  };
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
export async function answer<T>(
  deps: AvailabilityDeps,
  kind: string,
  question: Question,
  request: unknown,
  compute: (asked: Asked) => T,
): Promise<T> {
  const { catalogue, db, takenCache } = deps;
  const sessionId = question.sessionId ?? null;
  const span = resortDayOf(question.date, catalogue.Resort.TimeZone);
  const [session, day] = await Promise.all([
    sessionId ? findSession(db, sessionId) : null,
    takenCache?.day(span),
  ]);
  // Both reads carry the database clock: the booking clock asks no more.
  const read = session?.readAt ?? (day ? new Date(day.now) : undefined);
  const now = await deps.bookingNow(db, read);
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
  deps = onDate(deps, request.date);
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
    ({ clock, inputsFor }) => {
      const { taken, choices } = inputsFor({ kind: 'arrival' });
      return {
        packages: findSpaDayPackages(deps.catalogue, taken, {
          date: request.date,
          partySize: request.numberOfClients,
          choices,
          clock,
        }),
      };
    },
  );
}

export async function treatmentAvailability(
  deps: AvailabilityDeps,
  request: TreatmentAvailabilityRequest,
): Promise<TreatmentAvailabilityResponse> {
  deps = onDate(deps, request.Date);
  await assertDeskAsksForTherapists(deps, request);
  const guests = request.GuestRequirements.map((g, position) => ({
    GuestIndex: g.GuestIndex ?? position,
    Activities: g.Activities,
    ...(g.StaffId ? { StaffId: g.StaffId } : {}),
  }));
  const answered = await answer(
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
    ({ clock, inputsFor, taken, held }): TreatmentAvailabilityResponse => {
      const slotsWith = (scope: ChoiceScope) => {
        const scoped = inputsFor(scope);
        return findTreatmentSlots(deps.catalogue, scoped.taken, {
          date: request.Date,
          guests,
          startTogether: request.StartTogether,
          choices: scoped.choices,
          clock,
        });
      };
      const offered = slotsWith({ kind: 'treatments', guestIndexes: guests.map((g) => g.GuestIndex) });
      if (!request.SessionId || !held || hasFreeTime(offered)) return offered;
      // A dead end: which earlier choice, set aside, would free a time? The latest-made first.
      const blocker = (['garden', 'dining', 'arrival'] as const).find((kind) =>
        hasFreeTime(slotsWith({ kind })),
      );
      if (!blocker) return offered;
      // And the nearest change of the earlier choices that the engine holds and that then
      // leaves every guest a time (decision 162).
      const instead = findWayOut(deps.catalogue, taken, held, {
        guests,
        startTogether: request.StartTogether,
        clock,
      });
      return { ...offered, BlockedBy: instead ? { Kind: blocker, Instead: instead } : { Kind: blocker } };
    },
  );
  if (!answered.BlockedBy || answered.BlockedBy.Instead || !request.SessionId) return answered;
  const date = await nearestDateWithTime(deps, request.SessionId, request.Date, {
    guests,
    startTogether: request.StartTogether,
  });
  return date ? { ...answered, BlockedBy: { ...answered.BlockedBy, OtherDate: date } } : answered;
}

/**
 * A therapist is asked for (GuestRequirements[].StaffId) only by the spa team, in a desk
 * session (issue 22): the guest flows never choose one (booking-flow §7), so a guest's
 * session is refused it, naming the field (400).
 */
async function assertDeskAsksForTherapists(deps: AvailabilityDeps, request: TreatmentAvailabilityRequest) {
  const asked = request.GuestRequirements.findIndex((g) => g.StaffId !== undefined);
  if (asked < 0) return;
  const session = await findSession(deps.db, request.SessionId);
  if (!session?.staffId)
    throw badRequest(
      `body.GuestRequirements.${asked}.StaffId`,
      'a therapist can be asked for only by the spa team, booking at the desk',
    );
}

/** Other dates tried for a way out, at most: the nearest first, later before earlier. */
const WAY_OUT_DATE_OFFSETS = [1, -1, 2, -2, 3, -3];

/**
 * The nearest other date on which the session's package (or, in the treatment flow,
 * the day) leaves these treatments a time for every guest (decision 162), or null:
 * the last way out of a dead end no same-day change undoes.
 */
async function nearestDateWithTime(
  deps: AvailabilityDeps,
  sessionId: string,
  date: string,
  query: Omit<WayOutQuery, 'clock'>,
): Promise<string | null> {
  const { catalogue, db, takenCache } = deps;
  const [now, session] = await Promise.all([deps.bookingNow(db), findSession(db, sessionId)]);
  const context = session?.itineraryContext;
  if (!context || context.date !== date) return null;
  const held = await heldItinerary(db, sessionId, context);
  const clock = sessionClock(now, session);
  const first = earliestBookableDate(catalogue, { ...clock, spaDay: !!context.spaDay });
  const last = lastBookableDate(resortToday(catalogue, now));
  for (const offset of WAY_OUT_DATE_OFFSETS) {
    const other = addDays(date, offset);
    if (other < first || other > last) continue;
    const taken = takenCache
      ? (await takenCache.day(resortDayOf(other, catalogue.Resort.TimeZone))).takenExcept(sessionId)
      : await takenOn(deps, db, other, sessionId);
    if (dateLeavesTime(catalogue, taken, held, other, { ...query, clock })) return other;
  }
  return null;
}

export async function spaGardenAvailability(
  deps: AvailabilityDeps,
  request: GroupsRequest & { SessionId?: string },
) {
  deps = onDate(deps, request.date);
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
    ({ clock, inputsFor }) => {
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
            clock,
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
  deps = onDate(deps, request.ArrivalDate);
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
    ({ clock, inputsFor }) => {
      const { taken, choices } = inputsFor({ kind: 'dining' });
      return findDiningSlots(deps.catalogue, taken, {
        date: request.ArrivalDate,
        restaurantIds: request.Restaurants,
        guests: request.Guests,
        sitting: request.Sitting,
        from: request.StartTime,
        until: request.EndTime,
        choices,
        clock,
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
  deps = onDate(deps, request.date);
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
    ({ clock, inputsFor }) => {
      const mudCode = deps.catalogue.MudRoom?.ActivityCode;
      const query = { date: request.date, guestIndexes: request.guestIndexes, clock };
      const extrasFor = (scope: ChoiceScope, appointmentExtras: string[], groupExtras: string[]) => {
        if (appointmentExtras.length === 0 && groupExtras.length === 0)
          return { AddonAppointments: [], Groups: [] };
        const { taken, choices } = inputsFor(scope);
        return findExtraSlots(deps.catalogue, taken, { ...query, appointmentExtras, groupExtras, choices });
      };
      const mud = extrasFor(
        { kind: 'mud' },
        request.appointmentExtras.filter((c) => c === mudCode),
        [],
      );
      const treatments = extrasFor(
        { kind: 'addon-treatments', guestIndexes: request.guestIndexes.slice(0, 1) },
        request.appointmentExtras.filter((c) => c !== mudCode),
        [],
      );
      const garden = extrasFor({ kind: 'garden-extra' }, [], request.groupExtras);
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
  const { catalogue } = onDate(deps, request.date);
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
const hasFreeTime = (offer: { GuestAvailability: readonly GuestAvailability[] }) =>
  offer.GuestAvailability.some((g) => [...g.Periods.AM, ...g.Periods.PM].some((s) => s.IsAvailable));

/**
 * POST api/spa/closed-dates: the dates of a short span on which the spa team has closed the
 * treatments (the rota's closures), so that a search says so before names and treatments.
 */
export async function spaClosedDates(
  deps: Pick<AvailabilityDeps, 'db'>,
  request: { from: string; to: string },
): Promise<{ ClosedDates: string[] }> {
  const { closures } = await rotaBetween(deps.db, request.from, request.to);
  return { ClosedDates: closures.map((c) => c.date) };
}
