import {
  checkSelection,
  type Catalogue,
  type ChosenItinerary,
  type HoldBody,
  type HoldKind,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, conflict } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import { assertBookableDate, takenOn } from '../availability';
import { requireActiveSession, touchSession } from '../session';
import {
  claimsOfItinerary,
  HOLD_FIELDS,
  holdExpiry,
  itineraryFromClaims,
  releaseClaims,
  sessionClaims,
  writeClaims,
} from '../spa-claims';

/** What the hold services use (built once at start-up, see app-deps.ts). */
export interface HoldsDeps {
  db: Executor;
  catalogue: Catalogue;
}

type AnyHoldBody = HoldBody<HoldKind>;

function activityCode(catalogue: Catalogue, appointmentTypeId: number, field: string): string {
  const activity = catalogue.Activities.find((a) => a.ID === appointmentTypeId);
  if (!activity) throw badRequest(field, `unknown activity ${appointmentTypeId}`);
  return activity.Code;
}

/** The part of an itinerary that one hold body chooses. */
function chosenPart(catalogue: Catalogue, kind: HoldKind, body: AnyHoldBody): Partial<ChosenItinerary> {
  const b = body as Record<string, unknown> & AnyHoldBody;
  switch (kind) {
    case 'arrival':
      return {
        arrivals: (b as HoldBody<'arrival'>).Arrivals.map((a) => ({
          field: `clients[${a.GuestIndex}].arrivalTime`,
          guestIndex: a.GuestIndex,
          start: a.StartDateTime,
        })),
      };
    case 'dining': {
      const d = b as HoldBody<'dining'>;
      return {
        dining: {
          field: 'restaurantTime',
          RestaurantId: d.RestaurantId,
          start: d.TimeSlot,
          FacilityIds: d.Facilities,
        },
      };
    }
    case 'garden':
      return {
        gardens: (b as HoldBody<'garden'>).Sessions.map((s, i) => ({
          field: `spaGardenTimes[${i}]`,
          guestIndex: s.GuestIndex,
          start: s.StartDateTime,
        })),
      };
    case 'treatments':
    case 'addon-treatments': {
      const field = kind === 'treatments' ? 'items' : 'extraTreatments';
      const items = (b as HoldBody<'treatments'>).Items.map((item, i) => ({
        field: `${field}[${i}]`,
        guestIndex: item.GuestIndex,
        code: activityCode(catalogue, item.AppointmentTypeID, `body.Items.${i}.AppointmentTypeID`),
        start: item.StartTime,
        StaffId: item.StaffId,
        RoomId: item.RoomId,
      }));
      return kind === 'treatments' ? { treatments: items } : { addOnTreatments: items };
    }
    case 'mud': {
      const m = b as HoldBody<'mud'>;
      return { mudRoom: { field: 'mudPackage', start: m.StartDateTime, guestIndexes: m.GuestIndexes } };
    }
    case 'garden-extra': {
      const g = b as HoldBody<'garden-extra'>;
      return {
        gardenExtra: {
          field: 'spaGardenExtraTimes',
          code: g.Code,
          start: g.StartDateTime,
          guestIndexes: g.GuestIndexes,
        },
      };
    }
  }
}

const EMPTY: Omit<ChosenItinerary, 'date' | 'partySize' | 'isSpaDay' | 'spaDay'> = {
  arrivals: [],
  gardens: [],
  treatments: [],
  addOnTreatments: [],
};

/**
 * Holds the resources of one choice for the session, replacing its previous hold of
 * that kind: checks the choice with the engine against what others have taken and
 * against the session's other choices (§5 rules), then claims it. Answers when the
 * session's holds expire, or 409 naming what is no longer available.
 */
export async function holdChoice(deps: HoldsDeps, sessionId: string, kind: HoldKind, body: AnyHoldBody) {
  const { catalogue } = deps;
  const guests = (body as { PartySize: number }).PartySize;
  assertBookableDate(catalogue, body.Date, 'body.Date', 'today');
  const indexes = indexesOf(kind, body);
  const outside = indexes.find((g) => g >= guests);
  if (outside !== undefined)
    throw badRequest('body', `guest index ${outside} is not one of the ${guests} guest(s)`);

  return deps.db.transaction(async (tx) => {
    await requireActiveSession(tx, sessionId);
    const others = (await sessionClaims(tx, sessionId)).filter((c) => c.holdKind !== kind);
    await releaseClaims(tx, sessionId, kind);

    const base = {
      date: body.Date,
      partySize: guests,
      isSpaDay: Boolean(body.PremierId),
      spaDay: body.PremierId
        ? { field: 'package', PremierId: body.PremierId, BandNumber: body.BandNumber ?? 1 }
        : undefined,
    };
    const part = chosenPart(catalogue, kind, body);
    const itinerary: ChosenItinerary = {
      ...EMPTY,
      ...itineraryFromClaims(others, base),
      ...part,
    };
    const taken = await takenOn(deps, tx, body.Date, sessionId);
    const problems = checkSelection(catalogue, taken, itinerary).filter((p) =>
      HOLD_FIELDS[kind].some(
        (field) => p.Field === field || p.Field.startsWith(`${field}[`) || p.Field.startsWith(`${field}.`),
      ),
    );
    if (problems.length > 0) throw conflict(problems[0]!.Message, { Problems: problems });

    const sets = claimsOfItinerary(catalogue, {
      ...EMPTY,
      ...base,
      ...part,
    }).filter((set) => set.kind === kind);
    const now = await databaseNow(tx);
    const expiresAt = new Date(now.getTime() + catalogue.Resort.HoldMinutes * 60_000);
    await writeClaims(tx, sets, { sessionId, bookingId: null, expiresAt });
    await touchSession(tx, sessionId);
    const expiry = await holdExpiry(tx, sessionId);
    return { HoldExpiresAt: (expiry ?? expiresAt).toISOString() };
  });
}

function indexesOf(kind: HoldKind, body: AnyHoldBody): number[] {
  const b = body as Partial<
    HoldBody<'arrival'> & HoldBody<'garden'> & HoldBody<'treatments'> & HoldBody<'mud'>
  >;
  return [
    ...(b.Arrivals ?? []).map((a) => a.GuestIndex),
    ...(b.Sessions ?? []).map((s) => s.GuestIndex),
    ...(b.Items ?? []).map((i) => i.GuestIndex),
    ...(b.GuestIndexes ?? []),
  ];
}

/** Releases the session's hold of one kind. */
export async function releaseHold(deps: Pick<HoldsDeps, 'db'>, sessionId: string, kind: HoldKind) {
  return deps.db.transaction(async (tx) => {
    await requireActiveSession(tx, sessionId);
    await releaseClaims(tx, sessionId, kind);
    const expiry = await holdExpiry(tx, sessionId);
    return { HoldExpiresAt: expiry?.toISOString() ?? null };
  });
}
