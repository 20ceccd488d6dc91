import { sql } from 'drizzle-orm';
import {
  contextOf,
  localTimeToMinute,
  newSearch,
  planDay,
  takeArrivalInWindow,
  takePlan,
  withAddOnInWindow,
  type Catalogue,
  type HoldKind,
  type Taken,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import type { BookingNow } from '../../lib/booking-clock';
import { databaseNow, queryRows } from '../../lib/sql';
import {
  liveClaimCount,
  lockResources,
  markFreeDone,
  openFrees,
  recordTimeFreed,
  releaseClaims,
  resortDayOf,
  takeFreeLease,
  takenOn,
  writeClaims,
} from '../holds';
import { mailInTransaction, sendWaitingOffer, type Mailer } from '../mail';
import {
  findSession,
  insertSession,
  newSessionId,
  setItineraryContext,
  setSessionStatus,
  updateSearch,
} from '../session';
import { offerMail } from './waiting-mail';
import { closeEntry, findWaitingEntry, markOffered, offeredEntries, waitingOn } from './waiting.repository';
import type { WaitingEntryRow } from './waiting.tables';

/**
 * The guest's saved booking in progress as the offer's session holds it: every kind of
 * choice the offer holds is marked held (the screens' own record, decision 0285), and
 * the screen to continue at is the details step the link opens.
 */
function searchHolding(search: unknown, outcomes: readonly { claims: readonly { kind: HoldKind }[] }[]) {
  if (!search || typeof search !== 'object') return search;
  const before = (search as { heldKinds?: unknown }).heldKinds;
  const heldKinds = new Set<HoldKind>(Array.isArray(before) ? (before as HoldKind[]) : []);
  for (const outcome of outcomes) for (const claim of outcome.claims) heldKinds.add(claim.kind);
  return { ...search, heldKinds: [...heldKinds], lastPath: '' };
}

/** What the waiting list uses (built once at start-up, see app-deps.ts). */
export interface WaitingDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  mail: Mailer;
}

/** How long an offer holds the freed time for the guest it is made to. */
export const OFFER_MINUTES = 30;

/**
 * What the entry waited for, held on what others hold now with every check, within the
 * guest's window (decision 0370); null when nothing fits. Treatments: the best plan of
 * the day whose treatments all start in the window. An arrival: the earliest band time
 * in the window. An add-on: the best plan of the day (its treatments anywhere) with
 * the add-on starting in the window.
 */
function fittingOffer(catalogue: Catalogue, taken: Taken, entry: WaitingEntryRow, now: Date) {
  const held = entry.held;
  const window = { from: entry.windowFrom, to: entry.windowTo };
  if (entry.wants === 'arrival') return takeArrivalInWindow(catalogue, taken, held, window, { now });
  const day = resortDayOf(held.date, catalogue.Resort.TimeZone);
  const from = localTimeToMinute(day, entry.windowFrom);
  const to = localTimeToMinute(day, entry.windowTo);
  const plans = planDay(catalogue, taken, held, {
    guests: entry.guestRequirements,
    startTogether: false,
    lunchOrder: 'any',
    clock: { now },
  });
  const { addOn } = entry;
  for (const composed of plans) {
    if (!addOn && !composed.itinerary.treatments.every((t) => t.start >= from && t.start <= to)) continue;
    const taking = takePlan(catalogue, taken, held, composed.plan, { now });
    if (!taking.ok) continue;
    if (!addOn) return taking;
    const withAddOn = withAddOnInWindow(catalogue, taken, taking, addOn, window, { now });
    if (withAddOn) return withAddOn;
  }
  return null;
}

/**
 * Holds a fitting plan for `entry` in a new session of its own, until OFFER_MINUTES from
 * now, and e-mails the guest the link to pay for it: in the caller's transaction, which
 * holds the day's lock. `offeredBy`: the staff member offering by hand, or null.
 *
 * @returns whether a plan fitted (and was offered).
 */
export async function offerTo(
  deps: WaitingDeps,
  tx: Executor,
  entry: WaitingEntryRow,
  offeredBy: string | null,
): Promise<boolean> {
  const { catalogue } = deps;
  const now = await deps.bookingNow(tx);
  const taken = await takenOn(deps, tx, entry.day, null);
  const outcome = fittingOffer(catalogue, taken, entry, now);
  if (!outcome) return false;
  const sessionId = newSessionId();
  await insertSession(tx, sessionId, 'spa');
  const expiresAt = new Date((await databaseNow(tx)).getTime() + OFFER_MINUTES * 60_000);
  for (const accepted of outcome.outcomes)
    await writeClaims(tx, accepted.claims, { sessionId, bookingId: null, expiresAt });
  await setItineraryContext(tx, sessionId, contextOf(outcome.itinerary));
  // A join from the package list had no session: the offer's starts at the guests' names.
  const search =
    entry.search ??
    newSearch({
      guestCount: entry.held.partySize,
      date: entry.day,
      spaDay: entry.held.spaDay?.PremierId ?? '',
    });
  await updateSearch(tx, sessionId, searchHolding(search, outcome.outcomes));
  await markOffered(tx, entry.id, { sessionId, offeredBy });
  await sendWaitingOffer(
    mailInTransaction(deps, tx),
    entry.email,
    offerMail(catalogue, entry, outcome.itinerary, {
      sessionId,
      expiresAt,
      publicOrigin: deps.mail.brand.publicOrigin,
    }),
  );
  return true;
}

/**
 * Offers what is free on `day` to those waiting for it, first come first served: one
 * transaction per offer, under the resort day's lock (decision 100), so that two frees
 * of one day at once (in any processes) queue, and the second sees the first's hold
 * as taken: one time is never offered twice.
 *
 * @returns how many offers were made.
 */
export async function offerFreedDay(deps: WaitingDeps, day: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockResources(tx, [`day:${day}`]);
    let offered = 0;
    for (const entry of await waitingOn(tx, day)) if (await offerTo(deps, tx, entry, null)) offered++;
    return offered;
  });
}

/**
 * An offer the guest booked closes their entry; one whose hold lapsed unbooked closes
 * as 'lapsed', its session ends and its day counts as freed again (the next guest's
 * turn). Each in its own transaction; an entry another process settled is left.
 */
export async function settleOffers(deps: WaitingDeps): Promise<number> {
  let settled = 0;
  for (const offered of await offeredEntries(deps.db)) {
    const done = await deps.db.transaction(async (tx) => {
      const entry = await findWaitingEntry(tx, offered.id, true);
      if (entry?.state !== 'offered' || !entry.offerSessionId) return false;
      const session = await findSession(tx, entry.offerSessionId, true);
      if (session?.status === 'booked') return closeEntry(tx, entry.id, 'booked', ['offered']);
      const [live] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT ${liveClaimCount(entry.offerSessionId)} AS n`,
      );
      if (session && session.status === 'active' && (live?.n ?? 0) > 0) return false;
      await releaseClaims(tx, entry.offerSessionId);
      if (session?.status === 'active') await setSessionStatus(tx, entry.offerSessionId, 'ended');
      await recordTimeFreed(tx, entry.day, 'waiting offer lapsed');
      return closeEntry(tx, entry.id, 'lapsed', ['offered']);
    });
    if (done) settled++;
  }
  return settled;
}

/**
 * The waiting list's sweep (after each commit that freed a time, and every minute in
 * each process, as the refund sweep, decision 174): offers settled, then every freed
 * day whose lease this process takes is offered. A crash mid-offer leaves the free's
 * lease to run out: the next sweep offers it again.
 *
 * @returns how many offers were made.
 */
export async function sweepWaitingList(deps: WaitingDeps): Promise<number> {
  await settleOffers(deps);
  let offered = 0;
  for (const free of await openFrees(deps.db)) {
    if (!(await takeFreeLease(deps.db, free.id))) continue;
    offered += await offerFreedDay(deps, free.day);
    await markFreeDone(deps.db, free.id);
  }
  return offered;
}
