import { conflict, notFound } from '../../lib/http-error';
import { lockResources } from '../holds';
import { insertAudit } from '../staff';
import { offerTo, type WaitingDeps } from './offers.service';
import { entriesOn, findWaitingEntry } from './waiting.repository';
import { entryToWire } from './waiting.service';

/** A day's waiting list for the spa team: each entry, who to contact and where it stands. */
export async function staffWaitingList(deps: Pick<WaitingDeps, 'db' | 'catalogue'>, day: string) {
  const entries = await entriesOn(deps.db, day);
  return {
    Entries: entries.map((entry) => ({
      ...entryToWire(deps.catalogue, entry),
      Name: entry.name,
      Email: entry.email,
      Phone: entry.phone,
      OfferedByStaff: entry.offeredBy !== null,
    })),
  };
}

/**
 * "Offer a time by hand": the entry (waiting, or lapsed: offered again) is offered the
 * best time of its day that fits now, held 30 minutes and e-mailed, as the list's own
 * offers are; audited. Under the day's lock, as every offer. 409 when nothing in the
 * guest's window is free: the team can call them with another time.
 */
export async function offerByHand(deps: WaitingDeps, staffId: string, entryId: string) {
  const offered = await deps.db.transaction(async (tx) => {
    const found = await findWaitingEntry(tx, entryId);
    if (!found) throw notFound('No waiting entry has this id.');
    await lockResources(tx, [`day:${found.day}`]);
    const entry = await findWaitingEntry(tx, entryId, true);
    if (entry?.state !== 'waiting' && entry?.state !== 'lapsed')
      throw conflict('This guest is no longer waiting: refresh the list.');
    if (!(await offerTo(deps, tx, entry, staffId)))
      throw conflict(
        `Nothing in this guest's window (${entry.windowFrom} to ${entry.windowTo}) is free on that day. Call them on ${entry.phone} to offer another time.`,
      );
    await insertAudit(tx, {
      staffId,
      action: 'waiting.offer',
      subject: `waiting:${entry.id}`,
      before: { state: entry.state },
      after: { state: 'offered' },
    });
    return entry;
  });
  return { Offered: true as const, Id: offered.id };
}
