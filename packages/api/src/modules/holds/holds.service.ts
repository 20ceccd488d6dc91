import {
  applyChanges,
  contextOf,
  emptyItinerary,
  heldKinds,
  type ChoiceChange,
  holdChoice as holdInItinerary,
  type Catalogue,
  takePlan,
  type ClaimSet,
  type HoldKind,
  type HoldRefusal,
  type HoldRequest,
  type Itinerary,
  type PlanHolds,
  type Taken,
  type BookingClock,
} from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import type { SessionRow } from '../session';
import { onDate } from '../../lib/catalogue-on-date';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import { assertBookableDate, sessionClock, type BookingNow } from '../../lib/booking-clock';
import { takenOn } from './taken-day';
import { requireActiveSession, setItineraryContext } from '../session';
import { holdExpiry, lockResources, releaseClaims, sessionsHoldingFrom } from './claims.repository';
import { writeClaims } from './claim-writer';
import { heldItinerary } from './held-itinerary';

/** What the hold services use (built once at start-up, see app-deps.ts). */
export interface HoldsDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  env: Pick<Env, 'HOLDING_SESSIONS_PER_ADDRESS' | 'HELD_GUESTS_PER_ADDRESS'>;
}

/** The lock sessions of one client address queue on to start holding. */
const addressLock = (session: SessionRow) =>
  session.clientAddress ? [`address:${session.clientAddress}`] : [];

/**
 * A session that holds nothing yet may start holding only while its address is under
 * its caps (HOLDING_SESSIONS_PER_ADDRESS, HELD_GUESTS_PER_ADDRESS: decision 124); otherwise
 * 429, saying when the first of the others lapses. The caller holds the address's lock
 * (addressLock), so that two sessions of one address cannot both pass.
 */
async function assertAddressMayHold(
  env: HoldsDeps['env'],
  tx: Executor,
  session: SessionRow,
  partySize: number,
) {
  if (!session.clientAddress) return;
  const holding = await sessionsHoldingFrom(tx, session.clientAddress, session.id);
  const guests = holding.reduce((sum, o) => sum + o.partySize, 0);
  if (holding.length < env.HOLDING_SESSIONS_PER_ADDRESS && guests + partySize <= env.HELD_GUESTS_PER_ADDRESS)
    return;
  const firstLapse = Math.min(...holding.map((o) => o.firstLapse));
  const seconds = Math.max(1, Math.ceil((firstLapse - (await databaseNow(tx)).getTime()) / 1000));
  throw new HttpError(
    429,
    `Too many bookings are in progress from your network at the moment. Please complete or cancel one, or try again in ${Math.ceil(seconds / 60)} minutes.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/**
 * A therapist is held as asked for (Items[].StaffRequested) only by the spa team, in a
 * desk session (issue 22): a guest's session is refused it, naming the field (400).
 */
function assertDeskAsksForTherapists(session: SessionRow, request: HoldRequest) {
  if (request.Kind !== 'treatments' && request.Kind !== 'addon-treatments') return;
  const asked = request.Items.findIndex((item) => item.StaffRequested);
  if (asked >= 0 && !session.staffId)
    throw badRequest(
      `body.Items.${asked}.StaffRequested`,
      'a therapist can be asked for only by the spa team, booking at the desk',
    );
}

/**
 * Holds one choice for the session, replacing its previous hold of that kind
 * (docs/decisions.md §51, §100). In one transaction: holds of the same resort day queue
 * on one lock, so that each reads what the ones before it claimed; the domain then
 * assigns any free qualified therapist and suitable room (StaffId/RoomId are hints),
 * checks the choice against the whole itinerary the session holds and against what
 * others have taken, and the claims are written. A 409 only when no assignment
 * exists: it names the choice, says why and offers the nearest times that can be held.
 */
export async function holdChoice(deps: HoldsDeps, sessionId: string, request: HoldRequest) {
  deps = onDate(deps, request.Date);
  const { catalogue } = deps;
  const attempt = await deps.db.transaction(async (tx) => {
    const session = await requireActiveSession(tx, sessionId);
    assertDeskAsksForTherapists(session, request);
    // The resort day's lock, and for a first hold its address's (one statement, fixed order).
    const firstHold = !session.itineraryContext;
    await lockResources(tx, [`day:${request.Date}`, ...(firstHold ? addressLock(session) : [])]);
    if (firstHold) await assertAddressMayHold(deps.env, tx, session, request.PartySize);
    const now = await deps.bookingNow(tx);
    assertBookableDate(catalogue, request.Date, 'body.Date', now);
    const context = session.itineraryContext ?? { date: request.Date, partySize: request.PartySize };
    const [held, taken] = await Promise.all([
      session.itineraryContext ? heldItinerary(tx, sessionId, context) : emptyItinerary(context),
      takenOn(deps, tx, request.Date, sessionId),
    ]);
    // Alternatives are looked for after the day's lock is released (below): up to 24 hold checks.
    const clock = sessionClock(now, session);
    const outcome = holdInItinerary(catalogue, taken, held, request, { clock, alternatives: false });
    if (!outcome.ok) return { ok: false as const, refused: outcome.refusal, held, clock };

    // A first hold has nothing to replace, and its claims are the session's only ones.
    if (!firstHold) await releaseClaims(tx, sessionId, request.Kind);
    const expiresAt = new Date((await databaseNow(tx)).getTime() + catalogue.Resort.HoldMinutes * 60_000);
    await writeClaims(tx, outcome.claims, { sessionId, bookingId: null, expiresAt });
    await setItineraryContext(tx, sessionId, contextOf(outcome.itinerary));
    const expiry = firstHold ? expiresAt : await holdExpiry(tx, sessionId);
    return { ok: true as const, HoldExpiresAt: (expiry ?? expiresAt).toISOString() };
  });
  if (attempt.ok) return { HoldExpiresAt: attempt.HoldExpiresAt };

  // The refusal as decided under the lock, with the nearest times free as of now.
  const taken = await takenOn(deps, deps.db, request.Date, sessionId);
  const again = holdInItinerary(catalogue, taken, attempt.held, request, { clock: attempt.clock });
  const refusal = { ...attempt.refused, Alternatives: again.ok ? [] : again.refusal.Alternatives };
  throw conflict(refusalMessage(refusal), refusal);
}

/**
 * Takes the way out of a treatment dead end that the treatment search offered
 * (BlockedBy.Instead, decision 162): the changed choices released and held again in the
 * steps' order (applyChanges, every check of a hold); all or nothing (holdAgain).
 */
export async function holdWayOut(deps: HoldsDeps, sessionId: string, changes: readonly ChoiceChange[]) {
  return holdAgain(deps, sessionId, changes, [], ({ catalogue, taken, held, clock }) =>
    applyChanges(catalogue, taken, held, changes, clock),
  );
}

/**
 * Takes a plan of the party's day ("Plan our day for us", decision 280): its arrival,
 * dining and garden as the way out's changes, then every guest's treatments, in one
 * transaction (takePlan: each a hold with every check); all or nothing (holdAgain).
 */
export async function holdPlan(deps: HoldsDeps, sessionId: string, plan: PlanHolds) {
  return holdAgain(deps, sessionId, plan.Changes, ['treatments'], ({ catalogue, taken, held, clock }) => {
    const band = plan.Changes.find((c) => c.Kind === 'arrival')?.BandNumber ?? held.spaDay?.BandNumber;
    const treatments = {
      Kind: 'treatments' as const,
      Date: held.date,
      PartySize: held.partySize,
      ...(held.spaDay ? { PremierId: held.spaDay.PremierId, BandNumber: band } : {}),
      Items: plan.Treatments,
    };
    return takePlan(catalogue, taken, held, { changes: plan.Changes, treatments }, clock);
  });
}

/**
 * Holds choices again in one transaction, under the resort day's lock: `changes` must
 * be of choices the session holds, each once (else 400); `apply` decides on what the
 * session holds and others have taken; the changed kinds (and `alsoReleased`) are then
 * released and the outcomes' claims written. A 409 when one no longer holds (someone
 * took it since), naming it.
 */
async function holdAgain(
  deps: HoldsDeps,
  sessionId: string,
  changes: readonly ChoiceChange[],
  alsoReleased: readonly HoldKind[],
  apply: (scene: {
    /** The catalogue in force on the session's day. */
    catalogue: Catalogue;
    taken: Taken;
    held: Itinerary;
    /** The session's clock (the desk's when staff began it). */
    clock: BookingClock;
  }) =>
    | { ok: true; itinerary: Itinerary; outcomes: { claims: ClaimSet[] }[] }
    | { ok: false; refusal: HoldRefusal },
) {
  return deps.db.transaction(async (tx) => {
    const session = await requireActiveSession(tx, sessionId);
    const context = session.itineraryContext;
    if (!context) throw badRequest('body.Changes', 'this booking holds no choice to change');
    const dated = onDate(deps, context.date);
    const { catalogue } = dated;
    await lockResources(tx, [`day:${context.date}`]);
    const now = await deps.bookingNow(tx);
    assertBookableDate(catalogue, context.date, 'body.Changes', now);
    const [held, taken] = await Promise.all([
      heldItinerary(tx, sessionId, context),
      takenOn(dated, tx, context.date, sessionId),
    ]);
    const kinds = changes.map((c) => c.Kind);
    if (new Set(kinds).size !== kinds.length || kinds.some((kind) => !heldKinds(held).includes(kind)))
      throw badRequest('body.Changes', 'must change choices this booking holds, each once');
    const applied = apply({ catalogue, taken, held, clock: sessionClock(now, session) });
    if (!applied.ok) throw conflict(refusalMessage(applied.refusal), applied.refusal);
    for (const kind of [...kinds, ...alsoReleased]) await releaseClaims(tx, sessionId, kind);
    const expiresAt = new Date((await databaseNow(tx)).getTime() + catalogue.Resort.HoldMinutes * 60_000);
    for (const outcome of applied.outcomes)
      await writeClaims(tx, outcome.claims, { sessionId, bookingId: null, expiresAt });
    await setItineraryContext(tx, sessionId, contextOf(applied.itinerary));
    const expiry = await holdExpiry(tx, sessionId);
    return { HoldExpiresAt: (expiry ?? expiresAt).toISOString() };
  });
}

/** 'Sorry, …' and the nearest times that can be held, for the guest to read. */
function refusalMessage(refusal: { Message: string; Alternatives: { DisplayTime: string }[] }): string {
  const times = refusal.Alternatives.map((a) => a.DisplayTime);
  const offer =
    times.length === 0
      ? ''
      : ` Nearest times free: ${times.length === 1 ? times[0] : `${times.slice(0, -1).join(', ')} or ${times.at(-1)}`}.`;
  return `Sorry, ${refusal.Message}.${offer}`;
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
