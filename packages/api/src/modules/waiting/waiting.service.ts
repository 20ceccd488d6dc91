import { withoutScope, type Catalogue, type WaitingEntryWire, type WaitingJoinRequest } from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { assertBookableDate } from '../../lib/booking-clock';
import { heldItinerary, lockResources } from '../holds';
import { requireActiveSession } from '../session';
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
 * Joins the waiting list for the day the session holds: the session's choices but its
 * treatments are kept as the day's frame (read here, never from the client), with each
 * guest's treatments and the window. The answer is the same for every address (no
 * account is looked up); the caps answer 429 alike for everyone.
 */
export async function joinWaitingList(
  deps: WaitingDeps,
  sessionId: string,
  body: WaitingJoinRequest,
  from: { clientAddress: string | null; memberId: string | null },
) {
  await deps.db.transaction(async (tx) => {
    const session = await requireActiveSession(tx, sessionId);
    const context = session.itineraryContext;
    if (!context) throw badRequest('id', 'choose a date and an arrival time first');
    assertBookableDate(deps.catalogue, context.date, 'id', await deps.bookingNow(tx));
    body.GuestRequirements.forEach((g, i) => {
      if (g.GuestIndex >= context.partySize)
        throw badRequest(
          `body.GuestRequirements.${i}.GuestIndex`,
          `must name one of the ${context.partySize} guest(s)`,
        );
    });
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
    const held = withoutScope(await heldItinerary(tx, sessionId, context), { kind: 'treatments' });
    await insertWaitingEntry(tx, {
      day: context.date,
      held,
      guestRequirements: body.GuestRequirements,
      search: session.search ?? null,
      windowFrom: body.WindowFrom,
      windowTo: body.WindowTo,
      name: body.Name,
      email: body.Email,
      phone: body.Phone,
      memberId: from.memberId,
      clientAddress: from.clientAddress,
    });
  });
  return { Message: JOINED };
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
    Treatments: entry.guestRequirements.flatMap((g) =>
      g.Activities.map((code) => `Guest ${g.GuestIndex + 1}: ${treatmentName(code)}`),
    ),
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
