import {
  emptyItinerary,
  SpaDaySearchSchema,
  withoutScope,
  type Catalogue,
  type WaitingDateJoinRequest,
  type WaitingEntryWire,
  type WaitingJoinForm,
  type WaitingJoinRequest,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { assertBookableDate } from '../../lib/booking-clock';
import { heldItinerary, lockResources } from '../holds';
import { requireActiveSession, type SessionRow } from '../session';
import { type WaitingDeps } from './offers.service';
import {
  closeEntry,
  entriesOfMember,
  findWaitingEntry,
  insertWaitingEntry,
  recentJoins,
} from './waiting.repository';
import type { WaitingEntryRow } from './waiting.tables';

/** Entries one e-mail address, or one client address, may make in a day (decision 0285). */
export const JOINS_PER_EMAIL_PER_DAY = 5;
export const JOINS_PER_ADDRESS_PER_DAY = 10;

const JOINED =
  'You are on our waiting list. If a time becomes free, we will e-mail you and hold it for 30 minutes.';

/**
 * Joins the waiting list from a dead end (decisions 0285, 0370). What is kept is read
 * here, never from the client: for treatments, the session's held day but its
 * treatments, with each guest's treatments; for an arrival, the date, party and package
 * the session's saved search names (a date with no arrival: nothing is held yet); for
 * an add-on, the held day but its treatments and add-ons, with the treatments the
 * session holds and the add-on. The answer is the same for every address (no account
 * is looked up); the caps answer 429 alike for everyone.
 */
export async function joinWaitingList(
  deps: WaitingDeps,
  sessionId: string,
  body: WaitingJoinRequest,
  from: JoinFrom,
) {
  await deps.db.transaction(async (tx) => {
    const session = await requireActiveSession(tx, sessionId);
    const wish = await wishOf(deps.catalogue, tx, session, body);
    await insertJoin(
      deps,
      tx,
      { ...wish, wants: body.Wants, search: session.search ?? null },
      body,
      from,
      'id',
    );
  });
  return { Message: JOINED };
}

/**
 * Joins the waiting list for an arrival on a date whose package list had no Spa Day
 * (decision 0370), before any session: the date, party and Spa Day are the guest's
 * wish, checked here (a Spa Day of the catalogue, a date that may be booked).
 */
export async function joinWaitingListForDate(
  deps: WaitingDeps,
  body: WaitingDateJoinRequest,
  from: JoinFrom,
) {
  const spaDay = deps.catalogue.SpaDays.find((p) => p.PremierId === body.PremierId);
  if (!spaDay) throw badRequest('body.PremierId', 'must be a Spa Day of the resort');
  const frame = {
    date: body.Date,
    partySize: body.PartySize,
    spaDay: { PremierId: spaDay.PremierId, BandNumber: spaDay.BandTimes[0]?.BandNumber ?? 1 },
  };
  await deps.db.transaction(async (tx) => {
    const wish = { held: emptyItinerary(frame), guestRequirements: [], addOn: null };
    await insertJoin(deps, tx, { ...wish, wants: 'arrival', search: null }, body, from, 'body.Date');
  });
  return { Message: JOINED };
}

type JoinFrom = { clientAddress: string | null; memberId: string | null };

/** The entry written for a join, after the date's and the caps' checks. */
async function insertJoin(
  deps: WaitingDeps,
  tx: Executor,
  wish: Pick<WaitingEntryRow, 'held' | 'guestRequirements' | 'addOn' | 'wants' | 'search'>,
  body: WaitingJoinForm,
  from: JoinFrom,
  dateField: string,
) {
  assertBookableDate(deps.catalogue, wish.held.date, dateField, await deps.bookingNow(tx));
  await lockResources(tx, [
    `waiting:${body.Email.toLowerCase()}`,
    `waiting-address:${from.clientAddress ?? ''}`,
  ]);
  const joins = await recentJoins(tx, { email: body.Email, clientAddress: from.clientAddress });
  if (joins.email >= JOINS_PER_EMAIL_PER_DAY || joins.address >= JOINS_PER_ADDRESS_PER_DAY)
    throw new HttpError(
      429,
      'You have joined our waiting list many times today. Please call the spa team instead.',
    );
  await insertWaitingEntry(tx, {
    day: wish.held.date,
    ...wish,
    windowFrom: body.WindowFrom,
    windowTo: body.WindowTo,
    name: body.Name,
    email: body.Email,
    phone: body.Phone,
    memberId: from.memberId,
    clientAddress: from.clientAddress,
  });
}

const ADD_ON_KINDS = ['addon-treatments', 'mud', 'garden-extra'] as const;

/** What the entry keeps of the session for what is wanted: its frame, the treatments, the add-on. */
async function wishOf(
  catalogue: Catalogue,
  tx: Executor,
  session: SessionRow,
  body: WaitingJoinRequest,
): Promise<Pick<WaitingEntryRow, 'held' | 'guestRequirements' | 'addOn'>> {
  const context = session.itineraryContext;
  if (body.Wants === 'arrival') {
    const search = SpaDaySearchSchema.safeParse(session.search);
    const spaDay = catalogue.SpaDays.find((p) => search.success && p.PremierId === search.data.spaDay);
    if (!search.success || !spaDay) throw badRequest('id', 'choose a date and a Spa Day first');
    const band = spaDay.BandTimes[0]?.BandNumber ?? 1;
    const frame = {
      date: search.data.date,
      partySize: search.data.guestCount,
      spaDay: { PremierId: spaDay.PremierId, BandNumber: band },
    };
    return { held: emptyItinerary(frame), guestRequirements: [], addOn: null };
  }
  if (!context) throw badRequest('id', 'choose a date and an arrival time first');
  const guestIndex = (index: number, field: string) => {
    if (index >= context.partySize)
      throw badRequest(field, `must name one of the ${context.partySize} guest(s)`);
  };
  const full = await heldItinerary(tx, session.id, context);
  const held = withoutScope(full, { kind: 'treatments' });
  if (body.Wants === 'treatments') {
    const guests = body.GuestRequirements ?? [];
    guests.forEach((g, i) => guestIndex(g.GuestIndex, `body.GuestRequirements.${i}.GuestIndex`));
    return { held, guestRequirements: guests, addOn: null };
  }
  const addOn = body.AddOn!;
  guestIndex(addOn.GuestIndex, 'body.AddOn.GuestIndex');
  if (!catalogue.Activities.some((a) => a.Code === addOn.Code))
    throw badRequest('body.AddOn.Code', 'must be a treatment of the spa');
  const guestRequirements = Array.from({ length: context.partySize }, (_, GuestIndex) => ({
    GuestIndex,
    Activities: full.treatments.filter((t) => t.guestIndex === GuestIndex).map((t) => t.code),
  })).filter((g) => g.Activities.length > 0);
  if (guestRequirements.length === 0) throw badRequest('id', 'choose your treatments and their times first');
  return {
    held: ADD_ON_KINDS.reduce((rest, kind) => withoutScope(rest, { kind }), held),
    guestRequirements,
    addOn: { guestIndex: addOn.GuestIndex, code: addOn.Code },
  };
}

/** An entry on the wire: the day, the party, what they want and where it stands. */
export function entryToWire(catalogue: Catalogue, entry: WaitingEntryRow): WaitingEntryWire {
  const treatmentName = (code: string) =>
    catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code))?.DisplayName ?? code;
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === entry.held.spaDay?.PremierId);
  return {
    Id: entry.id,
    Date: entry.day,
    PartySize: entry.held.partySize,
    PackageName: spaDay?.DisplayName ?? null,
    Wants: entry.wants,
    Treatments: [
      ...entry.guestRequirements.flatMap((g) =>
        g.Activities.map((code) => `Guest ${g.GuestIndex + 1}: ${treatmentName(code)}`),
      ),
      ...(entry.addOn
        ? [`Guest ${entry.addOn.guestIndex + 1}: ${treatmentName(entry.addOn.code)} (add-on)`]
        : []),
    ],
    WindowFrom: entry.windowFrom,
    WindowTo: entry.windowTo,
    State: entry.state,
    JoinedAt: entry.createdAt.toISOString(),
    OfferedAt: entry.offeredAt?.toISOString() ?? null,
  };
}

/** The signed-in member's waiting entries. */
export async function memberWaitingEntries(deps: Pick<WaitingDeps, 'db' | 'catalogue'>, memberId: string) {
  const entries = await entriesOfMember(deps.db, memberId);
  return { Entries: entries.map((e) => entryToWire(deps.catalogue, e)) };
}

/** A member leaves the list: their own entry, while it waits (an offer out stays theirs to book or let lapse). */
export async function leaveWaitingList(deps: Pick<WaitingDeps, 'db'>, memberId: string, entryId: string) {
  return deps.db.transaction(async (tx: Executor) => {
    const entry = await findWaitingEntry(tx, entryId, true);
    if (entry?.memberId !== memberId) throw notFound('No waiting entry of yours has this id.');
    await closeEntry(tx, entry.id, 'left', ['waiting']);
    return { ok: true as const };
  });
}
